// The aside's brand: the deployment's logo of the current mode (brandLogoLight / brandLogoDark)
// and its favicon on the document head; the portal name when no logo is set.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BrandingContext } from '../../src/app/branding';
import { PortalBrand } from '../../src/app/shell/PortalBrand';
import { resolveBranding, type Branding } from '../../src/shared/theme';

const svg = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32"><rect width="120" height="32" fill="${fill}"/></svg>`)}`;

const brandedLogos: Branding = {
  portalName: 'Harbour Portal',
  brandLogoLight: svg('#9c0d1b'),
  brandLogoDark: svg('#f2c200'),
  faviconLogoLight: svg('#000000'),
  faviconLogoDark: svg('#ffffff'),
};

function Demo({ branding }: { branding: Branding }) {
  return (
    <BrandingContext value={resolveBranding(branding)}>
      <PortalBrand />
    </BrandingContext>
  );
}

const meta = { component: Demo, args: { branding: brandedLogos } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The logo and favicon follow the light/dark mode shown. */
export const LogoPerMode: Story = {
  tags: ['smoke'],
  play: async ({ canvasElement, globals }) => {
    const dark = globals.mode === 'dark';
    const logo = within(canvasElement).getByRole('img', { name: 'Harbour Portal' });
    await expect(logo).toHaveAttribute('src', dark ? brandedLogos.brandLogoDark : brandedLogos.brandLogoLight);
    // The favicon is set in an effect, after the render: in a static (production) Storybook the
    // play function starts when the story has rendered, before React runs the effects (only the
    // development build renders inside act(), which runs them first), so wait for it.
    await waitFor(() =>
      expect(document.getElementById('mp-favicon')).toHaveAttribute(
        'href',
        dark ? brandedLogos.faviconLogoDark : brandedLogos.faviconLogoLight,
      ),
    );
  },
};

/** Without logos the portal name shows as text. */
export const NameWithoutLogo: Story = {
  args: { branding: { portalName: 'Harbour Portal' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Harbour Portal')).toBeVisible();
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
