import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AuthState } from '../../../src/features/auth';
import { EmailRequiredPage } from '../../../src/features/auth/screens';
import { PortalStoreFrame } from '../../app/portalStory';
import { ScreenAt, noEmailDemoUser } from './screenAt';
import { onAPhone } from '../../../src/testing/storybook';

const noEmailUser = noEmailDemoUser(10221);

function Demo({ auth }: { auth: Partial<AuthState> }) {
  return (
    <PortalStoreFrame auth={auth}>
      <ScreenAt path="/auth/email-address-required">
        <EmailRequiredPage portalName="Merchant Portal" frontEndVersion="1.0.7" />
      </ScreenAt>
    </PortalStoreFrame>
  );
}

const verifyEmailAnswer = (resultCode: number, resultDescription: string, otpExpiredTime?: string) =>
  http.post('*/api/v1/verify-email', () =>
    HttpResponse.json({ resultCode, resultDescription, ...(otpExpiredTime ? { otpExpiredTime } : {}) }, { status: resultCode === 0 ? 200 : 400 }),
  );

const meta = {
  component: Demo,
  args: { auth: { authToken: 'story-token', user: noEmailUser } },
  parameters: { router: { initialEntries: ['/auth/email-address-required'] } },
  beforeEach: () => {
    localStorage.removeItem('emailToConfirm');
    localStorage.removeItem('otpExpiredTime');
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const emailBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /Email address/ });

/** Why an email is needed, the email field, Logout and Submit. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Merchant Portal' })).toBeVisible();
    await expect(canvas.getByText('Email address required')).toBeVisible();
    await expect(canvas.getByText(/For security reasons an email address must be tied to your account/)).toBeVisible();
    await expect(emailBox(canvasElement)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** Empty is 'Required field'; a malformed address is 'Wrong email format'; nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Required field')).toBeVisible();
    await userEvent.type(emailBox(canvasElement), 'noa.mailless');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Wrong email format')).toBeVisible();
    await expect(emailBox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(localStorage.getItem('emailToConfirm')).toBeNull();
  },
};

/** While the code is being sent Submit shows its spinner. */
export const Sending: Story = {
  parameters: {
    // The spinner turns: no screenshot baseline.
    screenshot: false,
    msw: [
      http.post('*/api/v1/verify-email', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailBox(canvasElement), 'noa@md0001.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A refused send shows the server's text under the title Email Confirmation; it can be dismissed. */
export const SendRefused: Story = {
  parameters: { msw: [verifyEmailAnswer(1429, 'Too many requests, please try again later.')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailBox(canvasElement), 'noa@md0001.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Too many requests, please try again later.')).toBeVisible();
    await expect(canvas.getByText('Email Confirmation')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByText('Too many requests, please try again later.')).toBeNull());
  },
};

/** A sent code: the email and expiry are remembered locally and the confirmation page opens. */
export const CodeSent: Story = {
  parameters: { msw: [verifyEmailAnswer(0, 'Success', '2099-01-01 00:05:00')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailBox(canvasElement), 'noa@md0001.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Landed on /email-confirmation')).toBeVisible();
    await expect(localStorage.getItem('emailToConfirm')).toBe('noa@md0001.example.com');
    await expect(localStorage.getItem('otpExpiredTime')).toBe('2099-01-01 00:05:00');
  },
};

/** Logout goes to /logout. */
export const Logout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByText('Landed on /logout')).toBeVisible();
  },
};

/** The user is requested when not loaded; an unconfirmed address (10222) is offered again. */
export const LoadsTheUser: Story = {
  args: { auth: { authToken: 'story-token', user: null } },
  parameters: {
    msw: [
      http.get('*/api/v1/profile', () =>
        HttpResponse.json(
          { ...noEmailUser, resultCode: 10222, resultDescription: 'The email address of the account must be confirmed.', emailAddress: 'noa@old.example.com' },
          { status: 400 },
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(emailBox(canvasElement)).toHaveValue('noa@old.example.com'));
  },
};

/** A user whose email is confirmed (result code 0) has nothing to do here: /dashboard. */
export const AlreadyConfirmed: Story = {
  args: { auth: { authToken: 'story-token', user: { ...noEmailUser, resultCode: 0, emailAddress: 'noa@md0001.example.com' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Landed on /dashboard')).toBeVisible();
  },
};

/** Signed out: back to sign-in. */
export const SignedOut: Story = {
  args: { auth: {} },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Landed on /auth/login')).toBeVisible();
  },
};

/** ValidationErrors on a phone (390 x 844): the same checks, nothing wider than the screen. */
export const ValidationErrorsOnAPhone: Story = onAPhone(ValidationErrors);
