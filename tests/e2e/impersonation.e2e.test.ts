// Journey: support staff (PROVIDER/support, no other journey signs in with it) open Company
// Details, the agent SD0002's dialog, and "Open as this user" for its user manager: the portal
// asks for a single-use token (POST /api/v1/impersonation-token) and opens
// /auth/impersonate-login?token=... in a window of its own, in the same browser, which lands in
// the portal as SD0002/manager with the impersonation banner. The support user's own window stays
// signed in as support (the impersonated window keeps its session to itself); the token does not
// work twice; exiting signs the impersonated window out (and closes it when the browser allows)
// while the support staff's own window stays signed in.
import { expect, inject, test } from 'vitest';
import { signedInPage } from './support/signed-in-page';
import { journeyBrowser } from './support/browser';

const portalUrl = inject('portalUrl');
const journey = journeyBrowser();

test('support staff open a merchant user from the agent dialog in a window of its own and see the banner', async () => {
  const { page: support } = await signedInPage(journey.browser, portalUrl, 'PROVIDER', 'support', { path: '/company-details' });
  await support.getByRole('searchbox', { name: 'Find an agent by code or name' }).fill('SD0002');
  await support.getByRole('button', { name: 'Find', exact: true }).click();
  await support.getByRole('button', { name: 'Pacific Sub Division, Active', exact: true }).click({ timeout: 20_000 });
  const agentDialog = support.getByRole('dialog', { name: 'Agent Details' });
  await agentDialog.getByRole('textbox', { name: /Username/ }).fill('manager');
  const tokenAnswer = support.waitForResponse('**/api/v1/impersonation-token');
  const opened = support.context().waitForEvent('page');
  await agentDialog.getByRole('button', { name: 'Open as this user' }).click();
  const { token } = (await (await tokenAnswer).json()) as { token: string };
  const window = await opened;

  await window.waitForURL('**/dashboard', { timeout: 20_000 });
  const banner = window.getByText('You are impersonating a login for the user:', { exact: false });
  await banner.waitFor({ timeout: 20_000 });
  await expect(banner.textContent()).resolves.toContain('manager');
  // The user menu greets the impersonated user, not support staff.
  await window.getByRole('button', { name: /Kiri Walker/ }).waitFor();

  // The support user's own window, reloaded, is still support's: no banner, greeted as support.
  await support.reload();
  await support.getByRole('button', { name: /Sam Support/ }).waitFor({ timeout: 20_000 });
  await expect(support.getByText('You are impersonating', { exact: false }).count()).resolves.toBe(0);

  // Single use: the same link again is refused with a way back to sign-in.
  const again = await (await journey.browser.newContext()).newPage();
  await again.goto(`${portalUrl}/auth/impersonate-login?token=${encodeURIComponent(token)}`);
  await again.getByText('The impersonation link is invalid or has expired.').waitFor({ timeout: 20_000 });
  await again.getByRole('link', { name: 'Back to sign in' }).click();
  await again.waitForURL('**/auth/login');

  // Exiting ends the impersonated session only.
  // The exit signs out and closes the window when the browser lets it; otherwise sign-in shows.
  const closed = window.waitForEvent('close', { timeout: 20_000 }).then(() => 'closed');
  const signedOut = window.waitForURL('**/auth/login', { timeout: 20_000 }).then(() => 'signed out');
  await window.getByRole('button', { name: 'Exit impersonation' }).click();
  await expect(Promise.any([closed, signedOut])).resolves.toMatch(/closed|signed out/);
  await support.reload();
  await support.getByRole('button', { name: /Sam Support/ }).waitFor({ timeout: 20_000 });
  await expect(support.getByText('You are impersonating', { exact: false }).count()).resolves.toBe(0);

  await Promise.all([support.context().close(), again.context().close()]);
});
