// Brands offered by the Storybook toolbar: the spec's default and two review brands. Citrus is
// deliberately a poor-contrast colour: the derived text colour must still be readable.
import type { Branding } from '../../shared/theme';

export const storyBrands = {
  default: { portalName: 'Merchant Portal', primaryColor: '#9c0d1b', secondaryColor: '#E4E6EF' },
  ocean: { portalName: 'Ocean Pay', primaryColor: '#0b5fa5', secondaryColor: '#dbe9f6' },
  citrus: { portalName: 'Citrus Cards', primaryColor: '#f2c200', secondaryColor: '#2d2a26' },
} satisfies Record<string, Branding>;

export type StoryBrand = keyof typeof storyBrands;

/** The brand playground's controls (stories/foundations/BrandPlayground.stories.tsx). */
export interface BrandArgs {
  primaryColor: string;
  secondaryColor: string;
  /** An https URL, a path or a data URL; the same logo in light and dark. Empty: the name shows. */
  logo: string;
  portalName: string;
}

/** The branding settings a deployment would carry for the playground's controls. */
export function brandingOfArgs({ primaryColor, secondaryColor, logo, portalName }: BrandArgs): Branding {
  return { primaryColor, secondaryColor, portalName, brandLogoLight: logo || null, brandLogoDark: logo || null };
}

/**
 * `parameters.branding = 'args'`: the story's brand comes from its BrandArgs (the playground's
 * controls) instead of the Brand toolbar.
 */
export type StoryBrandingParameter = 'args' | undefined;
