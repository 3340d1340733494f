// A screen that fails never leaves a blank page (src/app/router/ScreenErrorBoundary.tsx): a chunk
// that cannot be loaded shows 'This page could not be loaded' with Reload inside the shell (and
// reloads once by itself when the server answers, guarded by sessionStorage); an error inside a
// screen shows 'Something went wrong' with Try again; outside the shell the same card is a page.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CHUNK_RELOAD_KEY, chunkRecovery } from '../../src/app/router/chunkRecovery';
import { PageGate } from '../../src/app/router/PageGate';
import { PAGES } from '../../src/app/router/pages';
import { ScreenErrorBoundary } from '../../src/app/router/ScreenErrorBoundary';
import { Shell } from '../../src/app/shell/Shell';
import { PortalStoreFrame, adminUser, signedIn } from './portalStory';
import { onAPhone } from '../../src/testing/storybook';

/** A screen whose code file is gone (the message Chromium gives a failed dynamic import). */
const MissingChunk = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Reports-3f9a1c.js')),
);

let failing = true;
/** A screen that throws while rendering until `failing` is false. */
function BrokenScreen() {
  if (failing) throw new Error('Cannot read properties of undefined (reading "rows")');
  return <h2>Recovered screen</h2>;
}

function Demo({ outsideShell = false }: { outsideShell?: boolean }) {
  if (outsideShell) {
    return (
      <ScreenErrorBoundary fullPage>
        <BrokenScreen />
      </ScreenErrorBoundary>
    );
  }
  return (
    <PortalStoreFrame auth={signedIn(adminUser)}>
      <Routes>
        <Route element={<Shell />}>
          {PAGES.map((page) => (
            <Route key={page.path} path={page.path} element={<PageGate page={page} />} />
          ))}
          <Route path="/missing-chunk" element={<MissingChunk />} />
          <Route path="/broken-screen" element={<BrokenScreen />} />
        </Route>
      </Routes>
    </PortalStoreFrame>
  );
}

const reload = fn();
const serverAnswers = fn(async () => true);

const meta = {
  component: Demo,
  // The shell's top bar clock ticks: no screenshot baseline.
  parameters: { router: { initialEntries: ['/missing-chunk'] }, screenshot: false },
  beforeEach: () => {
    const original = { ...chunkRecovery };
    reload.mockClear();
    serverAnswers.mockClear();
    serverAnswers.mockImplementation(async () => true);
    chunkRecovery.reload = reload;
    chunkRecovery.serverAnswers = serverAnswers;
    sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    failing = true;
    return () => {
      Object.assign(chunkRecovery, original);
      sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    };
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After a new deployment (the server answers) the portal reloads once by itself; the card with
 * Reload stays inside the shell meanwhile. */
export const ChunkFailedAfterDeployment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page fades in (200 ms).
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible());
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(Number(sessionStorage.getItem(CHUNK_RELOAD_KEY))).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(reload).toHaveBeenCalledTimes(2);
  },
};

/** The chunk fails again right after the automatic reload: no second one (never a loop), the
 * card waits for Reload; the menu still leads to other pages. */
export const ChunkFailedAgainAfterReload: Story = {
  beforeEach: () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 1000));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page fades in (200 ms).
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible());
    await expect(canvas.getByText('The portal may have been updated, or the connection was lost. Reload the page to continue.')).toBeVisible();
    await waitFor(() => expect(serverAnswers).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(reload).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(reload).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('link', { name: 'Reports' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible());
    await expect(canvas.queryByRole('heading', { name: 'This page could not be loaded' })).toBeNull();
  },
};

/** The connection dropped (the server does not answer): no automatic reload, the card stays. */
export const ChunkFailedOffline: Story = {
  beforeEach: () => {
    serverAnswers.mockImplementation(async () => false);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page fades in (200 ms).
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible());
    await waitFor(() => expect(serverAnswers).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(reload).not.toHaveBeenCalled();
    await expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  },
};

/** An error inside a screen: 'Something went wrong' in the page's place, never a blank page;
 * Try again renders the screen again. */
export const ScreenThrows: Story = {
  parameters: { router: { initialEntries: ['/broken-screen'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible());
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('An unexpected error stopped this page.');
    await expect(reload).not.toHaveBeenCalled();
    failing = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Recovered screen' })).toBeVisible());
  },
};

/** Outside the shell (a sign-in screen, the shell itself) the same card is a page of its own. */
export const OutsideTheShell: Story = {
  args: { outsideShell: true },
  parameters: { screenshot: 'story' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('button', { name: 'Try again' }));
  },
};

/** ChunkFailedOffline on a phone (390 x 844): the same checks, nothing wider than the screen. */
export const ChunkFailedOfflineOnAPhone: Story = onAPhone(ChunkFailedOffline);
