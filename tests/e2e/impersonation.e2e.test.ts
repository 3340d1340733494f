// Journey: support staff (PROVIDER/support, no other journey signs in with it) take a single-use
// impersonation token from POST /api/v1/impersonation-token (../shared/design/decisions.md; the
// portal has no screen for it yet, so the call is made from the signed-in page with its own
// token), open /auth/impersonate-login?token=... in another window and land in the portal as
// SD0002/manager with the impersonation banner; the token does not work twice; exiting signs the
// impersonated window out (and closes it when the browser allows) while the support staff's own
// window stays signed in.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage } from './support/signed-in-page';
import { journeyBrowser } from './support/browser';

const portalUrl = inject('portalUrl');
const journey = journeyBrowser();

/** The impersonation token as support tooling asks for it, with the page's own session. */
async function impersonationToken(page: Page, merchantId: string, username: string): Promise<string> {
  const answer = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/v1/impersonation-token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('authToken')}` },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { resultCode: number; token?: string };
    },
    { merchantId, username },
  );
  expect(answer.resultCode).toBe(0);
  return answer.token!;
}

test('support staff sign in as a merchant user with a single-use token and see the banner', async () => {
  const { page: support } = await signedInPage(journey.browser, portalUrl, 'PROVIDER', 'support');
  const token = await impersonationToken(support, 'SD0002', 'manager');

  const window = await (await journey.browser.newContext()).newPage();
  await window.goto(`${portalUrl}/auth/impersonate-login?token=${encodeURIComponent(token)}`);
  await window.waitForURL('**/dashboard', { timeout: 20_000 });
  const banner = window.getByText('You are impersonating a login for the user:', { exact: false });
  await banner.waitFor({ timeout: 20_000 });
  await expect(banner.textContent()).resolves.toContain('manager');
  // The user menu greets the impersonated user, not support staff.
  await window.getByRole('button', { name: /Kiri Walker/ }).waitFor();

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
  await support.waitForURL('**/dashboard', { timeout: 20_000 });
  await expect(support.getByText('You are impersonating', { exact: false }).count()).resolves.toBe(0);

  await Promise.all([support.context().close(), window.context().close(), again.context().close()]);
});
