import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccessDeniedModal } from '../../../src/features/auth/access-denied/AccessDeniedModal';
import { LoginPage } from '../../../src/features/auth/screens';
import { clearUnlockSession } from '../../../src/features/auth/unlock/unlockSession';
import { PortalStoreFrame } from '../../app/portalStory';
import { onAPhone } from '../../../src/testing/storybook';

const meta = {
  component: AccessDeniedModal,
  args: { text: "You don't have permission to access this site", onCancel: fn(), onRedirect: fn(), seconds: 10 },
  // The countdown ticks: no screenshot baseline.
  parameters: { screenshot: false },
} satisfies Meta<typeof AccessDeniedModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Access Denied' });

/** The reason and a countdown to the redirect; nothing happens before it ends. */
export const Countdown: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText("You don't have permission to access this site")).toBeVisible();
    await expect(dialog.getByText(/^You will be redirected in (10|9) seconds\.$/)).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Access Denied' })).toBeVisible();
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

/** At 0 the redirect happens by itself. */
export const CountdownEnds: Story = {
  args: { seconds: 2 },
  play: async ({ canvasElement, args }) => {
    await dialogOf(canvasElement);
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Cancel stays on this site. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

/** Redirect goes at once. */
export const Redirect: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Redirect' }));
    await expect(args.onRedirect).toHaveBeenCalledTimes(1);
  },
};

/**
 * On the sign-in page: 10238 (the merchant signs in on another domain) opens the modal; Cancel
 * closes it and the form stays.
 */
export const FromSignIn: Story = {
  // An unlock step left by another story file would reopen on arrival (unlock/unlockSession.ts).
  beforeEach: () => clearUnlockSession(),
  render: () => (
    <PortalStoreFrame>
      <LoginPage portalName="Merchant Portal" frontEndVersion="1.0.7" />
    </PortalStoreFrame>
  ),
  parameters: {
    router: { initialEntries: ['/auth/login'] },
    msw: [
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          { resultCode: 10238, resultDescription: "You don't have permission to access this site", redirectDomain: 'r00001.portal.example', loginToken: 'redirect-token' },
          { status: 400 },
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Merchant ID' }), 'R00001');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'cashier');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Portal#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Access Denied' }, { timeout: 4000 }));
    await expect(dialog.getByText(/^You will be redirected in \d+ seconds\.$/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('cashier');
  },
};

/** Countdown on a phone (390 x 844): the same checks, nothing wider than the screen. */
export const CountdownOnAPhone: Story = onAPhone(Countdown);
