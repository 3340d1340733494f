// The route progress bar (spec 1 section 2.5): a short run on every route change, held for as
// long as the next screen's chunk loads.
import { Suspense, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoadingFeedback } from '../../src/app/router/LoadingFeedback';
import { PageLoading } from '../../src/app/shell/PageLoading';
import { PageTransition } from '../../src/app/shell/PageTransition';
import { Button } from '../../src/shared/ui/Button';
import { controllableChunk } from './lazyChunk';

function Demo() {
  const [slow] = useState(() => controllableChunk('Pin Order'));
  return (
    <LoadingFeedback>
      <nav aria-label="Pages" style={{ display: 'flex', gap: 16, marginBottom: 16 }}>
        <Link to="/reports">Reports</Link>
        <Link to="/pin-order">Pin Order</Link>
        <Button size="sm" variant="secondary" onClick={slow.finish}>
          Deliver the Pin Order chunk
        </Button>
      </nav>
      {/* As in the shell: the page's Suspense is new on each path, so a navigation (a transition)
          shows the page spinner instead of keeping the old page. */}
      <main>
        <PageTransition>
          <Suspense fallback={<PageLoading />}>
            <Routes>
              <Route path="/dashboard" element={<h2>Dashboard</h2>} />
              <Route path="/reports" element={<h2>Reports</h2>} />
              <Route path="/pin-order" element={<slow.Page />} />
            </Routes>
          </Suspense>
        </PageTransition>
      </main>
    </LoadingFeedback>
  );
}

const meta = {
  component: Demo,
  // The bar is a passing state: nothing stable to photograph.
  parameters: { router: { initialEntries: ['/dashboard'] }, screenshot: false },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('progressbar', { name: 'Loading page' });

/** Waits until the start-up splash is gone (nothing loads at start here). */
async function started(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-startup-splash]')).toBeNull());
  await waitFor(() => expect(bar(canvasElement)).toBeNull());
}

/** A route change to a page already loaded: the bar runs briefly, then finishes and fades. */
export const RouteChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await started(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Reports' }));
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading page' }),
    ).toBeInTheDocument();
    // The page fades in (200 ms).
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Reports' })).toBeVisible());
    await waitFor(() => expect(bar(canvasElement)).toBeNull());
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-phase]')).toHaveAttribute('data-phase', 'idle'),
    );
  },
};

/** The next screen's chunk is slow: the bar keeps running until it arrives, then finishes. */
export const WhileAChunkLoads: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await started(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Pin Order' }));
    await expect(await canvas.findByText('Loading...')).toBeInTheDocument();
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading page' }),
    ).toBeInTheDocument();
    // Well past the shortest run of a route change (200 ms): still running while the chunk loads.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(bar(canvasElement)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Deliver the Pin Order chunk' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Pin Order' })).toBeVisible());
    await waitFor(() => expect(bar(canvasElement)).toBeNull());
  },
};
