import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuthLayout } from '../../../src/features/auth/components/AuthLayout';
import { UnlockStep, type UnlockStepProps } from '../../../src/features/auth/unlock/UnlockStep';
import { clearUnlockSession } from '../../../src/features/auth/unlock/unlockSession';
import { PortalStoreFrame } from '../../app/portalStory';
import { onAPhone } from '../../../src/testing/storybook';

/** The server's UTC 'yyyy-MM-dd HH:mm:ss' for a moment `seconds` from now. */
const utcIn = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');

function Demo(props: UnlockStepProps) {
  return (
    <PortalStoreFrame>
      <AuthLayout portalName="Merchant Portal" frontEndVersion="1.0.7">
        <UnlockStep {...props} />
      </AuthLayout>
    </PortalStoreFrame>
  );
}

const verifyAnswer = (resultCode: number, resultDescription: string) =>
  http.put('*/api/user-locked/verify-unlock-code', () =>
    HttpResponse.json({ resultCode, resultDescription }, { status: resultCode === 0 ? 200 : 400 }),
  );
const resendAnswer = http.post('*/api/user-locked/send-unlock-code', () =>
  HttpResponse.json({ resultCode: 0, resultDescription: 'Success', email: 'a***n@md0001.example.com', otpExpiredTime: utcIn(300) }),
);

const meta = {
  component: Demo,
  // The countdown is live (seconds from now): no screenshot baseline.
  parameters: { screenshot: false },
  // The step keeps itself in storage for a reload; leave none behind for other stories.
  beforeEach: () => clearUnlockSession,
  args: {
    userName: 'admin',
    loginToken: 'login-token',
    sent: { email: 'a***n@md0001.example.com', otpExpiredTime: utcIn(300) },
    onUnlocked: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function typeCode(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Digit 1 of 4' }), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Verify code' }));
}

/** The boxes, where the code went and the live countdown; a short code is refused. */
export const EnterCode: Story = {
  args: { sent: { email: 'a***n@md0001.example.com', otpExpiredTime: utcIn(3600) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We have sent a 4-digit code to a***n@md0001.example.com.')).toBeVisible();
    await expect(canvas.getByText(/^The code expires in [\d,]+ seconds\.$/)).toBeVisible();
    await typeCode(canvasElement, '12');
    await expect(await canvas.findByText('Invalid OTP!')).toBeVisible();
  },
};

/** A right code unlocks the account and the sign-in runs again. */
export const Unlocked: Story = {
  args: { sent: { email: 'a***n@md0001.example.com', otpExpiredTime: utcIn(3600) } },
  parameters: { msw: [verifyAnswer(0, 'Your account has been unlocked. Please sign in again.')] },
  play: async ({ canvasElement, args }) => {
    await typeCode(canvasElement, '4821');
    await waitFor(() => expect(args.onUnlocked).toHaveBeenCalled());
  },
};

/** A wrong code shows the server's text and offers a resend, which says so. */
export const WrongCodeThenResend: Story = {
  args: { sent: { email: 'a***n@md0001.example.com', otpExpiredTime: utcIn(3600) } },
  parameters: { msw: [verifyAnswer(1013, 'Invalid OTP!'), resendAnswer] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeCode(canvasElement, '0000');
    await expect(await canvas.findByText('Invalid OTP!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(await canvas.findByText('Resend Email Confirmation: Success')).toBeVisible();
    await expect(args.onUnlocked).not.toHaveBeenCalled();
  },
};

/** At 0 the step says the session expired, Verify is disabled and resend is offered. */
export const Expired: Story = {
  args: { sent: { email: 'a***n@md0001.example.com', otpExpiredTime: '2020-01-01 00:00:00' } },
  parameters: { msw: [resendAnswer] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your session has expired.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify code' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(await canvas.findByText('Resend Email Confirmation: Success')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify code' })).toBeEnabled();
  },
};

/** EnterCode on a phone (390 x 844): the same checks, nothing wider than the screen. */
export const EnterCodeOnAPhone: Story = onAPhone(EnterCode);
