import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuthLayout } from '../../../src/features/auth/components/AuthLayout';
import { AuthenticatorStep, type AuthenticatorStepProps } from '../../../src/features/auth/steps/AuthenticatorStep';
import { PortalStoreFrame } from '../../app/portalStory';
import { onAPhone } from '../../../src/testing/storybook';

const QR_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function Demo(props: AuthenticatorStepProps) {
  return (
    <PortalStoreFrame>
      <AuthLayout portalName="Merchant Portal" frontEndVersion="1.0.7">
        <AuthenticatorStep {...props} />
      </AuthLayout>
    </PortalStoreFrame>
  );
}

const loginAnswer = (body: Record<string, unknown>, status = 400) =>
  http.post('*/api/auth/login', () => HttpResponse.json(body, { status }));

const meta = {
  component: Demo,
  args: { loginToken: 'login-token', setup: null, onSignedIn: fn(), onOutcome: fn(), onBack: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function enterCode(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Verification code/ }), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
}

/** 997: the code field alone; empty and non-numeric codes are refused. */
export const EnterCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enter the code from your authenticator app.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('Verification code is required')).toBeVisible();
    await enterCode(canvasElement, 'abc');
    await expect(await canvas.findByText('Verification code must be a number')).toBeVisible();
  },
};

/** 998: the QR code, account and secret key above the code field. */
export const SetUp: Story = {
  args: { setup: { qrCode: QR_PNG, account: 'MD0001/totp', secretKey: 'IGL45552DZQVSFJ7GTLQEROMDNLVDWZP' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Scan this QR code/ })).toHaveAttribute('src', `data:image/png;base64,${QR_PNG}`);
    await expect(canvas.getByText('MD0001/totp')).toBeVisible();
    await expect(canvas.getByText('IGL45552DZQVSFJ7GTLQEROMDNLVDWZP')).toBeVisible();
    // No recovery codes exist before the first set-up.
    await expect(canvas.queryByRole('button', { name: 'Use a recovery code instead' })).toBeNull();
  },
};

/** A right code signs in with the token of the Authorization header. */
export const Verified: Story = {
  parameters: {
    msw: [
      http.post('*/api/auth/login', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        const ok = body.loginToken === 'login-token' && body.pinCode === '123456';
        return ok
          ? HttpResponse.json({ resultCode: 0, resultDescription: 'Success' }, { headers: { Authorization: 'Bearer story-token' } })
          : HttpResponse.json({ resultCode: 4099, resultDescription: 'Invalid Code' }, { status: 400 });
      }),
    ],
  },
  play: async ({ canvasElement, args }) => {
    await enterCode(canvasElement, '123456');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('story-token'));
  },
};

const RECOVERY_CODES = ['K7QM-2XPD-9RTA', 'H3VN-8WQE-4LZC', 'P9FJ-6TYB-2MKD', 'R2XC-7NQH-5VWE', 'T8LK-3DPM-6QZA', 'W4YB-9HRT-2CXN', 'Z6MQ-4KVE-8PDL', 'C5NH-2TWQ-7RXB', 'F7PD-8LZM-3KWT', 'J2RX-6QCV-9HNE'];

/** 998 with the agent's policy: the step says the company requires it; the code confirms the set-up, and the recovery codes show once before the portal opens. */
export const SetUpConfirmed: Story = {
  args: {
    setup: {
      qrCode: QR_PNG, account: 'MD0001/cashier', secretKey: 'IGL45552DZQVSFJ7GTLQEROMDNLVDWZP',
      reason: 'Your company requires an authenticator app. Scan the QR code with the app and enter the code it shows.',
    },
  },
  parameters: {
    screenshot: 'viewport',
    msw: [
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ resultCode: 0, resultDescription: 'Success', recoveryCodes: RECOVERY_CODES }, { headers: { Authorization: 'Bearer story-token' } }),
      ),
    ],
  },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(/^Your company requires an authenticator app\./)).toBeVisible();
    await enterCode(canvasElement, '123456');
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Your recovery codes' }));
    await expect(dialog.getAllByRole('listitem')).toHaveLength(10);
    await expect(dialog.getByText('K7QM-2XPD-9RTA')).toBeVisible();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('story-token'));
  },
};

/** A wrong code (4099) shows the server's text and keeps the step. */
export const InvalidCode: Story = {
  parameters: { msw: [loginAnswer({ resultCode: 4099, resultDescription: 'Invalid Code', loginToken: 'login-token' })] },
  play: async ({ canvasElement, args }) => {
    await enterCode(canvasElement, '000000');
    await expect(await within(canvasElement).findByText('Invalid Code')).toBeVisible();
    await expect(args.onOutcome).not.toHaveBeenCalled();
  },
};

/** The code that locks the account (10003) hands the locked outcome to the page. */
export const LockedByCode: Story = {
  parameters: { msw: [loginAnswer({ resultCode: 10003, resultDescription: 'Your account has been locked.' })] },
  play: async ({ canvasElement, args }) => {
    await enterCode(canvasElement, '000000');
    await waitFor(() =>
      expect(args.onOutcome).toHaveBeenCalledWith(expect.objectContaining({ kind: 'locked', text: 'Your account has been locked.' })),
    );
  },
};

/** A lost phone: a recovery code signs in in place of the app's code; its format is checked first. */
export const RecoveryCode: Story = {
  parameters: {
    msw: [
      http.post('*/api/auth/login', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        return body.recoveryCode === 'k7m2p-x9q4r' && body.pinCode === undefined
          ? HttpResponse.json({ resultCode: 0, resultDescription: 'Success' }, { headers: { Authorization: 'Bearer story-token' } })
          : HttpResponse.json({ resultCode: 4099, resultDescription: 'Invalid Code', loginToken: 'login-token' }, { status: 400 });
      }),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
    await expect(canvas.getByText(/Enter one of the recovery codes you saved/)).toBeVisible();
    const field = canvas.getByRole('textbox', { name: /Recovery code/ });
    await userEvent.type(field, '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText(/A recovery code has ten letters or digits/)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'b3n8d-w5t6y');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('Invalid Code')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'k7m2p-x9q4r');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('story-token'));
  },
};

/** SetUp on a phone (390 x 844): the same checks, nothing wider than the screen. */
export const SetUpOnAPhone: Story = onAPhone(SetUp);
export const SetUpConfirmedOnAPhone: Story = onAPhone(SetUpConfirmed);
