import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AuthState } from '../../../src/features/auth';
import { LoginPage } from '../../../src/features/auth/screens';
import { PortalStoreFrame } from '../../app/portalStory';

function Demo({ auth }: { auth?: Partial<AuthState> }) {
  return (
    <PortalStoreFrame auth={auth}>
      <LoginPage portalName="Merchant Portal" frontEndVersion="1.0.7" />
    </PortalStoreFrame>
  );
}

const loginAnswer = (resultCode: number, resultDescription: string) =>
  http.post('*/api/auth/login', () => HttpResponse.json({ resultCode, resultDescription }, { status: 400 }));

const meta = {
  component: Demo,
  parameters: { router: { initialEntries: ['/auth/login'] } },
  beforeEach: () => localStorage.removeItem('rememberedSignIn'),
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
    await expect(canvas.getByRole('checkbox', { name: 'Remember Me' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/auth/forgot-password');
    await expect(canvas.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/auth/contact-support');
    await expect(canvas.getByText('Version 1.0.7')).toBeVisible();
    await expect(await canvas.findByText('API version 1.0.7')).toBeVisible();
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
