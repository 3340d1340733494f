// The start-up splash (spec 1 section 2.2): the portal's logo or name over the portal while it
// starts; it hides when loading finishes or after 3 seconds, whichever comes first, and the
// full-screen spinner stays while a load goes on.
import { Suspense } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { BrandingContext } from '../../src/app/branding';
import { LoadingFeedback } from '../../src/app/router/LoadingFeedback';
import { LoadingScreen } from '../../src/app/router/LoadingScreen';
import { resolveBranding, type Branding } from '../../src/shared/theme';
import { controllableChunk } from './lazyChunk';

let dashboard = controllableChunk('Dashboard');

function Demo({ branding }: { branding: Branding }) {
  const Page = dashboard.Page;
  return (
    <BrandingContext value={resolveBranding(branding)}>
      <LoadingFeedback>
        <Suspense fallback={<LoadingScreen />}>
          <Routes>
            <Route path="/dashboard" element={<Page />} />
          </Routes>
        </Suspense>
      </LoadingFeedback>
    </BrandingContext>
  );
}

const logo = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect width="160" height="40" fill="${fill}"/></svg>`)}`;

const meta = {
  component: Demo,
  args: { branding: { portalName: 'Harbour Portal' } },
  // A fading cover timed by the clock: no stable screenshot.
  parameters: { router: { initialEntries: ['/dashboard'] }, screenshot: false },
  // A fresh chunk per story: lazy screens remember what they loaded.
  beforeEach: () => {
    dashboard = controllableChunk('Dashboard');
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const splash = () => document.querySelector<HTMLElement>('[data-startup-splash]');

/** The screen arrives quickly: the splash fades out at once, well before 3 seconds. */
export const HidesWhenLoadingFinishes: Story = {
  play: async ({ canvasElement }) => {
    const started = performance.now();
    await expect(splash()).toHaveAttribute('data-startup-splash', 'shown');
    await expect(within(splash()!).getByText('Harbour Portal')).toBeVisible();
    await expect(within(splash()!).getByText('Loading the portal...')).toBeVisible();
    dashboard.finish();
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Dashboard' }),
    ).toBeInTheDocument();
    // Leaving as soon as the screen is there: long before the 3 seconds are up.
    await waitFor(() => expect(splash()?.dataset.startupSplash ?? 'gone').not.toBe('shown'));
    await expect(performance.now() - started).toBeLessThan(2500);
    await waitFor(() => expect(splash()).toBeNull());
    await expect(within(canvasElement).getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  },
};

/** The screen takes longer: the splash goes after 3 seconds and the spinner says 'Please wait...'. */
export const HidesAfterThreeSeconds: Story = {
  play: async ({ canvasElement }) => {
    const started = performance.now();
    await expect(splash()).toHaveAttribute('data-startup-splash', 'shown');
    await waitFor(() => expect(splash()).toBeNull(), { timeout: 6000 });
    await expect(performance.now() - started).toBeGreaterThan(2500);
    const waiting = within(canvasElement).getByRole('status');
    await expect(waiting).toHaveTextContent('Please wait...');
    await expect(waiting).toBeVisible();
    dashboard.finish();
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Dashboard' }),
    ).toBeVisible();
  },
};

/** The deployment's logo of the mode shown is the splash's mark. */
export const WithTheBrandLogo: Story = {
  args: {
    branding: {
      portalName: 'Harbour Portal',
      brandLogoLight: logo('#0b5fa5'),
      brandLogoDark: logo('#f2c200'),
    },
  },
  play: async ({ globals }) => {
    const image = splash()?.querySelector('img');
    await expect(image).toHaveAttribute(
      'src',
      globals.mode === 'dark' ? logo('#f2c200') : logo('#0b5fa5'),
    );
    dashboard.finish();
    await waitFor(() => expect(splash()).toBeNull());
  },
};
