import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ResetPasswordPage } from '../../../src/features/auth/screens';
import { PortalStoreFrame } from '../../app/portalStory';
import { onAPhone } from '../../../src/testing/storybook';

/** The token of the story's mailed link; the handlers accept only this one. */
const TOKEN = 'story-reset-token';
const INVALID_TOKEN = 'Invalid token or token has expired!';

/** The page at its route, with stand-ins for where its buttons and countdown lead. */
function Demo() {
  return (
    <PortalStoreFrame>
      <Routes>
        <Route path="/auth/user-reset-password" element={<ResetPasswordPage portalName="Merchant Portal" frontEndVersion="1.0.7" />} />
        <Route path="/auth" element={<main><h1>Sign-in page</h1></main>} />
        <Route path="/auth/login" element={<main><h1>Sign-in page</h1></main>} />
        <Route path="/auth/forgot-password" element={<main><h1>Forgot password page</h1></main>} />
      </Routes>
    </PortalStoreFrame>
  );
}

const refusal = (resultCode: number, resultDescription: string) =>
  HttpResponse.json({ resultCode, resultDescription }, { status: 400 });

/** The link check: the story's token is valid, any other is refused as the server does. */
const validateHandler = http.post('*/api/auth/validate-reset-password-token', async ({ request }) =>
  ((await request.json()) as { token?: string }).token === TOKEN
    ? HttpResponse.json({ resultCode: 0, resultDescription: 'Success' })
    : refusal(1013, INVALID_TOKEN),
);

const resetAnswer = (resultCode: number, resultDescription: string) =>
  http.post('*/api/auth/reset-password', () =>
    resultCode === 0 ? HttpResponse.json({ resultCode, resultDescription }) : refusal(resultCode, resultDescription),
  );

const meta = {
  component: Demo,
  parameters: {
    router: { initialEntries: [`/auth/user-reset-password?token=${TOKEN}`] },
    msw: [validateHandler],
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, password: string, confirmation: string) {
  const canvas = within(canvasElement);
  if (password) await userEvent.type(await canvas.findByLabelText(/^New Password/), password);
  if (confirmation) await userEvent.type(canvas.getByLabelText(/^Confirm Password/), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
}

/** While the link is being checked the page says so and offers no form yet. */
export const CheckingLink: Story = {
  parameters: {
    msw: [
      http.post('*/api/auth/validate-reset-password-token', async () => {
        await delay('infinite');
        return HttpResponse.json({ resultCode: 0, resultDescription: 'Success' });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Checking your reset link...')).toBeVisible();
    await expect(canvas.queryByLabelText(/^New Password/)).toBeNull();
  },
};

/** A used or expired link: the spec's message and the way back to forgot password. */
export const InvalidLink: Story = {
  parameters: { router: { initialEntries: ['/auth/user-reset-password?token=used-or-expired'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(INVALID_TOKEN)).toBeVisible();
    await expect(canvas.queryByLabelText(/^New Password/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Back to forgot password' })).toBeVisible();
  },
};

/** A link without a token is invalid as it stands (nothing to check); the button leads to forgot password. */
export const LinkWithoutToken: Story = {
  parameters: { router: { initialEntries: ['/auth/user-reset-password'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(INVALID_TOKEN)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to forgot password' }));
    await expect(await canvas.findByRole('heading', { name: 'Forgot password page' })).toBeVisible();
  },
};

/** The password rule and the confirmation, with the spec's messages. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Choose a new password for your account.')).toBeVisible();
    await fill(canvasElement, 'short', 'other');
    await expect(
      await canvas.findByText(
        'Password must be 8-50 characters long and contain at least one upper case letter, one lower case letter, one numeric character, and one special character with no spaces.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText("Confirm password doesn't match")).toBeVisible();

    // The rule accepts a good password; a space is never allowed, and the special character is
    // ASCII punctuation (as the server's rule).
    const password = canvas.getByLabelText(/^New Password/);
    for (const [typed, refused] of [['Portal#2027', false], ['Portal€2027', true], ['Portal #2027', true]] as const) {
      await userEvent.clear(password);
      await userEvent.type(password, typed);
      await userEvent.tab();
      const error = canvas.queryByText(/^Password must be 8-50 characters long/);
      await (refused ? expect(error).toBeVisible() : expect(error).toBeNull());
    }
  },
};

/** While the reset is sent the button is busy. */
export const Submitting: Story = {
  parameters: {
    msw: [
      validateHandler,
      http.post('*/api/auth/reset-password', async () => {
        await delay('infinite');
        return HttpResponse.json({ resultCode: 0, resultDescription: 'Success' });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'Portal#2027', 'Portal#2027');
    const button = within(canvasElement).getByRole('button', { name: 'Reset Password' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The server's refusal (the link was used meanwhile) shows above the form. */
export const ServerRefusal: Story = {
  parameters: { msw: [validateHandler, resetAnswer(1013, INVALID_TOKEN)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'Portal#2027', 'Portal#2027');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(INVALID_TOKEN);
    await expect(canvas.getByLabelText(/^New Password/)).toBeVisible();
  },
};

/** A reset sends both fields with the link's token, then counts 10 s down back to sign-in. */
export const Reset: Story = {
  parameters: {
    msw: [
      validateHandler,
      http.post('*/api/auth/reset-password', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        return body.token === TOKEN && body.password === 'Portal#2027' && body.confirmPassword === 'Portal#2027'
          ? HttpResponse.json({ resultCode: 0, resultDescription: 'Your password has been reset.' })
          : refusal(1001, 'body: unexpected reset request');
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'Portal#2027', 'Portal#2027');
    await expect(
      await canvas.findByText('Your password has been reset. You will return to the sign-in page in 10 seconds.'),
    ).toBeVisible();
    await expect(canvas.queryByLabelText(/^New Password/)).toBeNull();
    await expect(await canvas.findByText(/in 9 seconds/, {}, { timeout: 3000 })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Sign-in page' }, { timeout: 12_000 })).toBeVisible();
  },
};

/** InvalidLink on a phone (390 x 844): the same checks, nothing wider than the screen. */
export const InvalidLinkOnAPhone: Story = onAPhone(InvalidLink);
