import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { AuthState } from '../../../src/features/auth';
import { ImpersonateLoginPage } from '../../../src/features/auth/screens';
import { adminUser, PortalStoreFrame, signedIn } from '../../app/portalStory';
import { ScreenAt } from './screenAt';
import { onAPhone } from '../../../src/testing/storybook';

function Demo({ auth }: { auth?: Partial<AuthState> }) {
  return (
    <PortalStoreFrame auth={auth}>
      <ScreenAt path="/auth/impersonate-login">
        <ImpersonateLoginPage portalName="Merchant Portal" frontEndVersion="1.0.7" />
      </ScreenAt>
    </PortalStoreFrame>
  );
}

/** The sign-in calls the page made, with their bodies. */
const loginBodies: unknown[] = [];

const loginAnswer = (status: 200 | 400) =>
  http.post('*/api/auth/login', async ({ request }) => {
    loginBodies.push(await request.json());
    return status === 200
      ? HttpResponse.json({ resultCode: 0, resultDescription: 'Success', redirectDomain: null, loginToken: null }, { headers: { Authorization: 'Bearer impersonated-session' } })
      : HttpResponse.json({ resultCode: 4030, resultDescription: 'Invalid Sign-in details.', countFailed: 0, email: null, loginToken: null }, { status: 400 });
  });

const meta = {
  component: Demo,
  parameters: { router: { initialEntries: ['/auth/impersonate-login?token=one-time-token'] } },
  beforeEach: () => {
    loginBodies.length = 0;
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the token is exchanged for a session the page says who it signs in as. */
export const SigningIn: Story = {
  // The spinner turns: no screenshot baseline.
  parameters: {
    screenshot: false,
    msw: [
      http.post('*/api/auth/login', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByText('Signing in as the selected user...')).toBeVisible();
  },
};

/**
 * A valid token signs in once with impersonationToken, replacing the session this browser had,
 * and the portal opens (where the shell shows the impersonation banner).
 */
export const ValidToken: Story = {
  args: { auth: signedIn(adminUser) },
  parameters: { msw: [loginAnswer(200)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Landed on /')).toBeVisible();
    await expect(loginBodies).toEqual([{ impersonationToken: 'one-time-token' }]);
  },
};

/** A used, expired or unknown token: a clear error and the way back to sign-in. */
export const InvalidToken: Story = {
  parameters: { msw: [loginAnswer(400)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The impersonation link is invalid or has expired.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');
    await expect(loginBodies).toHaveLength(1);
  },
};

/** Without a token nothing is sent and the same error shows. */
export const MissingToken: Story = {
  parameters: { router: { initialEntries: ['/auth/impersonate-login'] }, msw: [loginAnswer(200)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The impersonation link is invalid or has expired.')).toBeVisible();
    await waitFor(() => expect(loginBodies).toHaveLength(0));
  },
};

/** InvalidToken on a phone (390 x 844): the same checks, nothing wider than the screen. */
export const InvalidTokenOnAPhone: Story = onAPhone(InvalidToken);
