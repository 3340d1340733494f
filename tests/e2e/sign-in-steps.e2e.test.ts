// Journeys through the sign-in steps after the password: the authenticator (a TOTP code computed
// from the demo secret; the password alone never shows the QR code or secret), the first-login
// password change, the forgot-password request, and the captcha after two failed sign-ins (from
// a loopback address of its own: an address's failures count for an hour whatever succeeds).
import { expect, inject, test } from 'vitest';
import { generate } from 'otplib';
import { openSignInPage, openSignInPageOfItsOwn, signIn } from './support/sign-in';
import { journeyBrowser } from './support/browser';

const portalUrl = inject('portalUrl');
const PASSWORD = 'Portal#2026';
const DEMO_TOTP_SECRET = 'IGL45552DZQVSFJ7GTLQEROMDNLVDWZP';
const journey = journeyBrowser();

const openSignIn = () => openSignInPage(journey.browser, portalUrl);


const signedInUrl = (url: URL) => !url.pathname.startsWith('/auth');

test('MD0001 totp is asked for its authenticator code (no QR code, no secret) and signs in with it', async () => {
  const page = await openSignIn();
  await signIn(page, 'MD0001', 'totp', PASSWORD);
  await page.getByText('Enter the code from your authenticator app.').waitFor({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: /Scan this QR code/ }).count()).resolves.toBe(0);
  await expect(page.getByText(DEMO_TOTP_SECRET).count()).resolves.toBe(0);

  await page.getByRole('textbox', { name: /Verification code/ }).fill(await generate({ secret: DEMO_TOTP_SECRET }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(signedInUrl, { timeout: 20_000 });
  await page.context().close();
});

test('MD0001 newuser changes the password at the first sign-in, then signs in with it', async () => {
  const newPassword = 'Portal#2027';
  const page = await openSignIn();
  await signIn(page, 'MD0001', 'newuser', PASSWORD);
  await page.getByText('You must change your password before you continue.').waitFor({ timeout: 20_000 });
  await page.locator('input[name="oldPassword"]').fill(PASSWORD);
  await page.locator('input[name="newPassword"]').fill(newPassword);
  await page.locator('input[name="confirmNewPassword"]').fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByText(/Your password has been changed\./).waitFor({ timeout: 10_000 });

  // After the 5 s countdown the sign-in form is back.
  const password = page.locator('input[name="password"]');
  await password.waitFor({ timeout: 10_000 });
  await password.fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(signedInUrl, { timeout: 20_000 });
  await page.context().close();
});

test('the forgot-password page sends the request and shows the same answer for any account', async () => {
  const page = await openSignIn();
  await page.getByRole('link', { name: 'Forgot Password?' }).first().click();
  await page.waitForURL('**/auth/forgot-password');
  // The sign-in form stays on screen until the page's chunk has loaded.
  await page.getByRole('heading', { name: 'Forgot Password?' }).waitFor();
  await page.getByRole('textbox', { name: /Username/ }).fill('admin');
  await page.getByRole('textbox', { name: /Email address/ }).fill('nobody@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByText('If a matching account exists, an email with instructions to reset your password will be sent.')
    .waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await page.waitForURL('**/auth/login');
  await page.context().close();
});

test('two failed sign-ins ask for the captcha, solved in the browser, then the sign-in succeeds', async () => {
  const page = await openSignInPageOfItsOwn(journey.browser, portalUrl);
  const invalid = page.getByText('Invalid Sign-in details. If you forgot your Sign-in details, please');
  for (let attempt = 0; attempt < 2; attempt++) {
    await signIn(page, 'MD0001', 'viewer', 'not-the-password');
    await invalid.waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Sign In' }).and(page.locator(':not([aria-busy="true"])')).waitFor();
  }
  const captcha = page.getByRole('checkbox', { name: /Please confirm that you are not a robot/ });
  await captcha.waitFor({ timeout: 10_000 });
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Please complete the captcha').waitFor();

  await captcha.check();
  await expect(captcha.isChecked()).resolves.toBe(true);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(signedInUrl, { timeout: 20_000 });
  await page.context().close();
});
