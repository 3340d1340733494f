// Brands offered by the Storybook toolbar: the spec's default and two review brands. Citrus is
// deliberately a poor-contrast colour: the derived text colour must still be readable.
import type { Branding } from '../../shared/theme';

export const storyBrands = {
  default: { portalName: 'Merchant Portal', primaryColor: '#9c0d1b', secondaryColor: '#E4E6EF' },
  ocean: { portalName: 'Ocean Pay', primaryColor: '#0b5fa5', secondaryColor: '#dbe9f6' },
  citrus: { portalName: 'Citrus Cards', primaryColor: '#f2c200', secondaryColor: '#2d2a26' },
} satisfies Record<string, Branding>;

export type StoryBrand = keyof typeof storyBrands;
