import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AuthState } from '../../../src/features/auth';
import { LoginPage } from '../../../src/features/auth/screens';
import { clearUnlockSession, saveUnlockSession } from '../../../src/features/auth/unlock/unlockSession';
import { PortalStoreFrame } from '../../app/portalStory';
import { onAPhone } from '../../../src/testing/storybook';

/** `portalName`: the deployment's name (the brand playground passes its own). */
function Demo({ auth, portalName = 'Merchant Portal' }: { auth?: Partial<AuthState>; portalName?: string }) {
  return (
    <PortalStoreFrame auth={auth}>
      <LoginPage portalName={portalName} frontEndVersion="1.0.7" />
    </PortalStoreFrame>
  );
}

const loginAnswer = (resultCode: number, resultDescription: string) =>
  http.post('*/api/auth/login', () => HttpResponse.json({ resultCode, resultDescription }, { status: 400 }));

const meta = {
  component: Demo,
  parameters: { router: { initialEntries: ['/auth/login'] } },
  beforeEach: () => {
    localStorage.removeItem('rememberedSignIn');
    // An unlock step left by another story would reopen on arrival (unlock/unlockSession.ts).
    clearUnlockSession();
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement, password = 'wrong-password') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Merchant ID' }), 'MD0001');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'admin');
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
}

/** The empty form with its links and both versions in the footer. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Merchant Portal' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Merchant ID' })).toHaveValue('');
    // The first field has the focus: a person starts typing at once.
    await expect(canvas.getByRole('textbox', { name: 'Merchant ID' })).toHaveFocus();
    await expect(canvas.getByRole('checkbox', { name: 'Remember Me' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/auth/forgot-password');
    await expect(canvas.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/auth/contact-support');
    await expect(canvas.getByText('Version 1.0.7')).toBeVisible();
    await expect(await canvas.findByText('API version 1.0.7')).toBeVisible();
    // The language can be chosen before signing in.
    const language = canvas.getByRole('combobox', { name: 'Language' });
    await expect(language).toHaveValue('en');
    await expect(within(language).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English', '中文', 'Español', '日本語', 'Deutsch', 'Français',
    ]);
  },
};

/** Remember Me filled the merchant ID and username: the password has the focus. */
export const RememberedFocusesPassword: Story = {
  parameters: { screenshot: false },
  beforeEach: () => {
    localStorage.setItem('rememberedSignIn', JSON.stringify({ merchantId: 'MD0001', username: 'admin' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('admin');
    await expect(canvas.getByLabelText(/^Password/)).toHaveFocus();
  },
};

/** On a phone the sign-in card takes the width, nothing spills over the edge. */
export const OnAPhone: Story = {
  tags: ['smoke'],
  globals: { viewport: { value: 'phone' } },
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Merchant ID' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const language = canvas.getByRole('combobox', { name: 'Language' }).getBoundingClientRect();
    await expect(language.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Submitting empty shows every required error; surrounding spaces are refused. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Merchant ID is required')).toBeVisible();
    await expect(canvas.getByText('Username is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Merchant ID' }), ' MD0001');
    await userEvent.tab();
    await expect(await canvas.findByText('Must not start or end with a space')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Merchant ID' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A wrong password (4030) shows the invalid sign-in text with its forgot-password link. */
export const InvalidSignIn: Story = {
  parameters: { msw: [loginAnswer(4030, 'Invalid Sign-in details.')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-busy', 'true'));
    await waitFor(
      () => expect(canvas.getByText(/Invalid Sign-in details\. If you forgot your Sign-in details, please/)).toBeVisible(),
      { timeout: 4000 },
    );
    await expect(canvas.getByRole('link', { name: 'reset your password' })).toHaveAttribute('href', '/auth/forgot-password');
  },
};

/** A locked account (989) opens the locked modal with the server's message. */
export const Locked: Story = {
  parameters: {
    screenshot: 'viewport',
    msw: [loginAnswer(989, 'Your account has been locked after too many failed sign-in attempts.')],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await fillAndSubmit(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Account locked' }, { timeout: 4000 });
    await expect(within(dialog).getByText('Your account has been locked after too many failed sign-in attempts.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    // Open again for the screenshot.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign In' }));
    await page.findByRole('dialog', { name: 'Account locked' }, { timeout: 4000 });
  },
};

/** A message stored when the session ended is shown once on arrival. */
export const StoredMessageShown: Story = {
  args: { auth: { message: { kind: 'text', text: 'Your account has been logged in from another location.' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your account has been logged in from another location.')).toBeVisible();
  },
};

/** The generic session-expired message (4001, 4003, 4004). */
export const SessionExpiredMessage: Story = {
  args: { auth: { message: { kind: 'sessionExpired' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your session has expired, please login again.')).toBeVisible();
  },
};

/** Without an API version the footer says Unavailable. */
export const ApiVersionUnavailable: Story = {
  parameters: {
    msw: [http.get('*/api/version', () => HttpResponse.json({ resultCode: 1500, resultDescription: 'Error' }, { status: 500 }))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('API version Unavailable')).toBeVisible();
    await expect(canvas.getByText('Version 1.0.7')).toBeVisible();
  },
};

/** 998 after the password: the authenticator step replaces the form (loaded lazily). */
export const AuthenticatorStepShown: Story = {
  parameters: {
    msw: [
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          { resultCode: 997, resultDescription: 'Enter the code from your authenticator app.', loginToken: 't' },
          { status: 400 },
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, 'Portal#2026');
    await expect(await canvas.findByRole('textbox', { name: /Verification code/ }, { timeout: 4000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to sign in' }));
    await expect(await canvas.findByRole('textbox', { name: 'Username' })).toHaveValue('admin');
  },
};

/** 10201 after the password: the first-login password change replaces the form. */
export const FirstLoginStepShown: Story = {
  parameters: {
    msw: [
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          { resultCode: 10201, resultDescription: 'You must change your password.', loginToken: 't' },
          { status: 400 },
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, 'Portal#2026');
    await expect(await within(canvasElement).findByLabelText(/^Old Password/, {}, { timeout: 4000 })).toBeVisible();
  },
};

/** A small ALTCHA challenge (solved at counter 50) as the server sends it. */
const CAPTCHA_CHALLENGE = {
  parameters: {
    algorithm: 'SHA-256',
    cost: 1,
    keyLength: 32,
    keyPrefix: '5879cf508aa6ddb27c5797bf4fa4b651',
    nonce: '2b221d920afa87deb77a84faa3a985d9',
    salt: 'f801a8990dd057f432b5f20c014c6343',
  },
  signature: '173ba45cf2c666dd812bc6ddd702ad9b38d0d27a5927a35af4b01f55fe03aca7',
};

/**
 * Two failures from this IP: the captcha is required; ticking it solves the challenge in the
 * browser and the solution goes with the sign-in.
 */
export const CaptchaRequired: Story = {
  parameters: {
    msw: [
      http.get('*/api/auth/total-login-failed', () =>
        HttpResponse.json({ resultCode: 0, resultDescription: 'Success', total: 2, captchaChallenge: CAPTCHA_CHALLENGE }),
      ),
      http.post('*/api/auth/login', async ({ request }) => {
        const { captcha } = (await request.json()) as { captcha?: string };
        const solution = captcha ? (JSON.parse(atob(captcha)) as { solution: { counter: number } }).solution : null;
        return HttpResponse.json(
          { resultCode: 1012, resultDescription: `Captcha counter ${solution?.counter ?? 'none'}` },
          { status: 400 },
        );
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('checkbox', { name: /Please confirm that you are not a robot/ });
    await fillAndSubmit(canvasElement);
    await expect(await canvas.findByText('Please complete the captcha')).toBeVisible();
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Captcha counter 50', {}, { timeout: 4000 })).toBeVisible();
    // The answer carried no new challenge: the captcha is gone.
    await expect(canvas.queryByRole('checkbox', { name: /not a robot/ })).toBeNull();
  },
};

/** Locked with an email on record: the modal's 'here' link sends the unlock code and opens the OTP step. */
export const LockedThenUnlockStep: Story = {
  parameters: {
    // The unlock countdown is live: no screenshot baseline.
    screenshot: false,
    msw: [
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          { resultCode: 989, resultDescription: 'Locked.', loginToken: 'lock-token', email: 'a***n@md0001.example.com', countFailed: 5 },
          { status: 400 },
        ),
      ),
      http.post('*/api/user-locked/send-unlock-code', () =>
        HttpResponse.json({ resultCode: 0, resultDescription: 'Success', email: 'a***n@md0001.example.com', otpExpiredTime: '2099-01-01 00:00:00' }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await fillAndSubmit(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Account locked' }, { timeout: 4000 });
    await expect(within(dialog).getByText(/to receive an unlock code by email/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'here' }));
    await expect(await page.findByText('We have sent a 4-digit code to a***n@md0001.example.com.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Verification code' })).toBeVisible();
  },
};

/** Locked without an email: the modal points to contact support. */
export const LockedWithoutEmail: Story = {
  parameters: { msw: [loginAnswer(989, 'Locked.')] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await fillAndSubmit(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Account locked' }, { timeout: 4000 });
    await expect(within(dialog).getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/auth/contact-support');
  },
};

/**
 * A reload during the unlock step reopens it from storage with the same countdown; unlocked
 * without the password (gone with the reload), the form asks to sign in again.
 */
export const UnlockStepAfterReload: Story = {
  beforeEach: () =>
    saveUnlockSession({
      userName: 'admin',
      loginToken: 'lock-token',
      sent: { email: 'a***n@md0001.example.com', otpExpiredTime: new Date(Date.now() + 120_000).toISOString().slice(0, 19).replace('T', ' ') },
    }),
  parameters: {
    // The unlock countdown is live: no screenshot baseline.
    screenshot: false,
    msw: [
      http.put('*/api/user-locked/verify-unlock-code', () =>
        HttpResponse.json({ resultCode: 0, resultDescription: 'Your account has been unlocked. Please sign in again.' }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We have sent a 4-digit code to a***n@md0001.example.com.')).toBeVisible();
    await expect(canvas.getByText(/^The code expires in (1[01]\d|120) seconds\.$/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Digit 1 of 4' }), '4821');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify code' }));
    await expect(await canvas.findByText('Your account has been unlocked. Please sign in again.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Merchant ID' })).toBeVisible();
    await expect(sessionStorage.getItem('loginToken')).toBeNull();
  },
};

/** ValidationErrors on a phone (390 x 844): the same checks, nothing wider than the screen. */
export const ValidationErrorsOnAPhone: Story = onAPhone(ValidationErrors);
