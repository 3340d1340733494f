import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AuthState } from '../../../src/features/auth';
import { EmailConfirmationPage } from '../../../src/features/auth/screens';
import { PortalStoreFrame } from '../../app/portalStory';
import { ScreenAt, noEmailDemoUser } from './screenAt';
import { onAPhone } from '../../../src/testing/storybook';

/** The server's UTC 'yyyy-MM-dd HH:mm:ss' for a moment `seconds` from now. */
const utcIn = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');

const EMAIL = 'noa@md0001.example.com';

const noEmailUser = noEmailDemoUser(10222);

function Demo({ auth }: { auth: Partial<AuthState> }) {
  return (
    <PortalStoreFrame auth={auth}>
      <ScreenAt path="/email-confirmation">
        <EmailConfirmationPage portalName="Merchant Portal" frontEndVersion="1.0.7" />
      </ScreenAt>
    </PortalStoreFrame>
  );
}

/** What the email-address-required page leaves in local storage after sending the code. */
const storeCode = (expiresInSeconds: number) => {
  localStorage.setItem('emailToConfirm', EMAIL);
  localStorage.setItem('otpExpiredTime', utcIn(expiresInSeconds));
};

const confirmAnswer = (resultCode: number, resultDescription: string) =>
  http.post('*/api/v1/confirm-email', () => HttpResponse.json({ resultCode, resultDescription }, { status: resultCode === 0 ? 200 : 400 }));
const resendAnswer = http.post('*/api/v1/verify-email', () =>
  HttpResponse.json({ resultCode: 0, resultDescription: 'Success', otpExpiredTime: utcIn(300) }),
);

const meta = {
  component: Demo,
  args: { auth: { authToken: 'story-token', user: noEmailUser } },
  // The countdown is live (seconds from now): no screenshot baseline.
  parameters: { screenshot: false, router: { initialEntries: ['/email-confirmation'] } },
  beforeEach: () => {
    storeCode(300);
    return () => {
      localStorage.removeItem('emailToConfirm');
      localStorage.removeItem('otpExpiredTime');
    };
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function typeCode(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Digit 1 of 4' }), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Verify code' }));
}

/** Where the code went, the live countdown, the boxes (Clear empties them); a short code is refused. */
export const EnterCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`Enter the 4-digit code we sent to ${EMAIL}.`)).toBeVisible();
    await expect(canvas.getByText(/^The code expires in (29\d|300) seconds\.$/)).toBeVisible();
    await typeCode(canvasElement, '12');
    await expect(await canvas.findByText('Invalid OTP!')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Digit 2 of 4' })).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveValue('');
    // No resend before the time ran out or a code was refused by the server.
    await expect(canvas.queryByRole('button', { name: 'Resend code' })).toBeNull();
  },
};

/** While the code is checked Verify code shows its spinner. */
export const Verifying: Story = {
  parameters: {
    msw: [
      http.post('*/api/v1/confirm-email', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await typeCode(canvasElement, '4821');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Verify code' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A wrong code shows the server's text in a dismissible red banner and offers a resend. */
export const WrongCode: Story = {
  parameters: { msw: [confirmAnswer(10224, 'Invalid OTP!')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Typed digit by digit, then Enter submits.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Digit 1 of 4' }), '0000{Enter}');
    await expect(await canvas.findByText('Invalid OTP!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByText('Invalid OTP!')).toBeNull());
  },
};

/** Resend sends a new code to the same address, restarts the countdown and says so. */
export const Resend: Story = {
  beforeEach: () => storeCode(120),
  parameters: { msw: [confirmAnswer(10224, 'Too many wrong codes: this code no longer works, please request a new one.'), resendAnswer] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^The code expires in 1[12]\d seconds\.$/)).toBeVisible();
    await typeCode(canvasElement, '0000');
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend code' }));
    await expect(await canvas.findByText('Resend Email Confirmation: Success')).toBeVisible();
    await expect(canvas.getByText(/^The code expires in (29\d|300) seconds\.$/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resend code' })).toBeNull();
  },
};

/** When the countdown ends: 'Your session has expired.', Verify code disabled, resend offered. */
export const Expired: Story = {
  beforeEach: () => storeCode(2),
  parameters: { msw: [resendAnswer] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your session has expired.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify code' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(await canvas.findByText('Resend Email Confirmation: Success')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify code' })).toBeEnabled();
  },
};

/** The right code: the stored email and expiry are cleared, the user reloads, and /dashboard opens. */
export const Confirmed: Story = {
  parameters: {
    msw: [
      confirmAnswer(0, 'Your email address has been confirmed.'),
      http.get('*/api/v1/profile', () =>
        HttpResponse.json({ ...noEmailUser, resultCode: 0, resultDescription: 'Success', emailAddress: EMAIL }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await typeCode(canvasElement, '4821');
    await expect(await within(canvasElement).findByText('Landed on /dashboard')).toBeVisible();
    await expect(localStorage.getItem('emailToConfirm')).toBeNull();
    await expect(localStorage.getItem('otpExpiredTime')).toBeNull();
  },
};

/** Cancel goes back to the email-address-required page and forgets the pending code. */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(await within(canvasElement).findByText('Landed on /auth/email-address-required')).toBeVisible();
    await expect(localStorage.getItem('emailToConfirm')).toBeNull();
  },
};

/** Without a stored code (or with a past one) the page returns to email-address-required. */
export const NoPendingCode: Story = {
  beforeEach: () => localStorage.setItem('otpExpiredTime', '2020-01-01 00:00:00'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Landed on /auth/email-address-required')).toBeVisible();
  },
};

/** EnterCode on a phone (390 x 844): the same checks, nothing wider than the screen. */
export const EnterCodeOnAPhone: Story = onAPhone(EnterCode);
