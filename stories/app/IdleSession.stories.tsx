// The Session Timeout modal after a (short, for the story) idle time: Continue starts a new
// idle period and renews the server's session; Logout signs out with the idle expiry message
// kept for the sign-in page.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { IdleSessionModal } from '../../src/app/shell/IdleSessionModal';
import { useAppSelector } from '../../src/app/hooks';
import { AUTH_PATHS, selectStoredMessage } from '../../src/features/auth';
import { PortalStoreFrame, adminUser, signedIn } from './portalStory';
import { onAPhone } from '../../src/testing/storybook';

/** Stands in for /logout: shows the message kept for the sign-in page. */
function StoredMessageProbe() {
  const message = useAppSelector(selectStoredMessage);
  return <output aria-label="stored message">{message?.kind === 'text' ? message.text : ''}</output>;
}

function Demo({ idleSeconds, countdownSeconds, renewEveryMs }: { idleSeconds: number; countdownSeconds: number; renewEveryMs?: number }) {
  return (
    <PortalStoreFrame auth={signedIn(adminUser)}>
      <Routes>
        <Route path="/dashboard" element={<IdleSessionModal idleSeconds={idleSeconds} countdownSeconds={countdownSeconds} renewEveryMs={renewEveryMs} />} />
        <Route path={AUTH_PATHS.logout} element={<StoredMessageProbe />} />
      </Routes>
    </PortalStoreFrame>
  );
}

/** Calls that renewed the server's session (the keep-alive). */
const seen = { keepAlives: 0 };

const meta = {
  component: Demo,
  // The countdown ticks: no screenshot baseline.
  parameters: {
    router: { initialEntries: ['/dashboard'] },
    screenshot: false,
    msw: [
      http.get('*/api/me', () => {
        seen.keepAlives += 1;
        return HttpResponse.json({ resultCode: 0, resultDescription: 'Success' });
      }),
    ],
  },
  beforeEach: () => {
    seen.keepAlives = 0;
  },
  args: { idleSeconds: 1, countdownSeconds: 180 },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const findModal = () => within(document.body).findByRole('dialog', { name: 'Session Timeout' }, { timeout: 5000 });

/** After the idle time the modal counts down; Continue closes it, tells the server the user is
 * still there, and the idle time starts again. */
export const ContinueSession: Story = {
  play: async () => {
    const dialog = await findModal();
    await expect(within(dialog).getByRole('progressbar', { name: 'Session Timeout' })).toHaveAttribute('aria-valuemax', '180');
    await expect(within(dialog).getByRole('timer')).toHaveTextContent(/You will be logged out in 1[78]\d seconds/);
    await expect(seen.keepAlives).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(seen.keepAlives).toBe(1));
    await expect(await findModal()).toBeVisible();
  },
};

/** Logout signs out and keeps 'Your session has expired. Please login again' for sign-in. */
export const LogoutFromModal: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    const stored = await within(canvasElement).findByRole('status', { name: 'stored message' });
    await expect(stored).toHaveTextContent('Your session has expired. Please login again');
  },
};

/** Reaching 0 signs out the same way. */
export const CountdownReachesZero: Story = {
  args: { countdownSeconds: 1 },
  play: async ({ canvasElement }) => {
    await findModal();
    const stored = await within(canvasElement).findByRole('status', { name: 'stored message' }, { timeout: 5000 });
    await expect(stored).toHaveTextContent('Your session has expired. Please login again');
  },
};

/** Activity without server calls renews the session once the renewal interval (5 minutes; 1 s
 * here) has passed since the last renewal, and not again until it has passed again. */
export const ActivityRenewsTheSession: Story = {
  args: { idleSeconds: 3600, renewEveryMs: 1000 },
  play: async () => {
    fireEvent.pointerMove(window);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(seen.keepAlives).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    fireEvent.pointerMove(window);
    await waitFor(() => expect(seen.keepAlives).toBe(1));
    fireEvent.keyDown(window, { key: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(seen.keepAlives).toBe(1);
  },
};

/** ContinueSession on a phone (390 x 844): the same checks, nothing wider than the screen. */
export const ContinueSessionOnAPhone: Story = onAPhone(ContinueSession);
