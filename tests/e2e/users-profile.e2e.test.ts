// Journeys of user management and My Profile (issue #13), on a portal of their own that mails to
// a real SMTP peer (a new user confirms the email the administrator gave it):
// - an administrator creates a user: a weak password is refused with the spec's rule, a good one
//   creates it; the new user must change the password at the first sign-in, confirms its email
//   with the mailed code and reaches the dashboard; the administrator inactivates the user and
//   the user's open browser is sent to sign-in at once (the live channel), and cannot sign in;
// - a user turns the authenticator on in My Profile with a code computed from the card's secret
//   and keeps the ten recovery codes, signs in with a later code (never shown the secret again),
//   then with a recovery code in place of a code, and the same recovery code is refused the
//   second time.
import { randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/demo/sign-ins';
import { mailedValue, mailingPortal } from './support/mail';
import { openSignInPage, signIn } from './support/sign-in';
import { signedInPage } from './support/signed-in-page';

const journey = mailingPortal();
const signedInUrl = (url: URL) => !url.pathname.startsWith('/auth');

async function fillNewUser(page: Page, login: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  await dialog.getByRole('textbox', { name: /Login/ }).fill(login);
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.locator('input[name="repeatPassword"]').fill(password);
  await dialog.getByRole('textbox', { name: /First Name/ }).fill('Chris');
  await dialog.getByRole('textbox', { name: /Surname/ }).fill('Park');
  await dialog.getByRole('textbox', { name: /Description/ }).fill('Weekend cashier');
  await dialog.getByRole('textbox', { name: /Email Address/ }).fill(`${login}@md0001.example`);
  await dialog.getByRole('button', { name: 'Create' }).click();
}

test('a new user must change its password, and inactivating it signs its open browser out', async () => {
  const login = `cashier${randomBytes(2).toString('hex')}`;
  const admin = (await signedInPage(journey.browser, journey.portal.url, 'MD0001', 'admin', { fresh: true, path: '/user-management' })).page;
  await admin.getByRole('button', { name: 'New User' }).click();
  await fillNewUser(admin, login, 'weak');
  await admin.getByText(/Password must be 8-50 characters long/).first().waitFor();
  await fillNewUser(admin, login, DEMO_PASSWORD);
  await admin.getByText('The user has been created.').waitFor({ timeout: 20_000 });

  // The new user: the first sign-in asks for a new password, then the email is confirmed.
  const user = await openSignInPage(journey.browser, journey.portal.url);
  await signIn(user, 'MD0001', login, DEMO_PASSWORD);
  await user.getByText('You must change your password before you continue.').waitFor({ timeout: 20_000 });
  const newPassword = 'Portal#2027';
  await user.locator('input[name="oldPassword"]').fill(DEMO_PASSWORD);
  await user.locator('input[name="newPassword"]').fill(newPassword);
  await user.locator('input[name="confirmNewPassword"]').fill(newPassword);
  await user.getByRole('button', { name: 'Change Password' }).click();
  const password = user.locator('input[name="password"]');
  await password.waitFor({ timeout: 20_000 });
  await password.fill(newPassword);
  await user.getByRole('button', { name: 'Sign In' }).click();
  await user.waitForURL('**/auth/email-address-required', { timeout: 20_000 });
  const mailsBefore = journey.smtp.mails.length;
  await user.getByRole('textbox', { name: /Email address/ }).fill(`${login}@md0001.example`);
  await user.getByRole('button', { name: 'Submit' }).click();
  await user.waitForURL('**/email-confirmation', { timeout: 20_000 });
  const code = await mailedValue(journey.smtp, mailsBefore, /code is (\d{4})/);
  await user.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await user.keyboard.type(code);
  await user.keyboard.press('Enter');
  await user.waitForURL('**/dashboard', { timeout: 20_000 });
  await user.locator('#main-content').waitFor();

  // The administrator inactivates the user: its open browser goes to sign-in without a reload.
  await admin.getByRole('searchbox', { name: 'Search by login, name or email' }).fill(login);
  await admin.getByRole('button', { name: login, exact: true }).click();
  const details = admin.getByRole('dialog', { name: 'User Details' });
  await details.getByRole('button', { name: 'Edit' }).click();
  const edit = admin.getByRole('dialog', { name: 'Edit User' });
  await edit.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Inactive' });
  await edit.getByRole('button', { name: 'Update' }).click();
  await admin.getByText('The user has been updated.').waitFor({ timeout: 20_000 });

  await user.waitForURL('**/auth/login', { timeout: 20_000 });
  await user.getByText('Your session has expired, please login again.').waitFor();
  await signIn(user, 'MD0001', login, newPassword);
  await user.getByText('Your account is disabled. Please contact support.').waitFor({ timeout: 20_000 });
  expect(user.url()).toMatch(/\/auth\/login$/);
  await admin.context().close();
  await user.context().close();
});

/** Signs out, then in again up to the authenticator step (997: the code only, never the QR code). */
async function signInWith(page: Page, answer: (page: Page) => Promise<void>) {
  await page.goto(`${journey.portal.url}/logout`);
  await page.waitForURL('**/auth/login', { timeout: 20_000 });
  await signIn(page, 'MD0001', 'jsmith', DEMO_PASSWORD);
  await page.getByText('Enter the code from your authenticator app.').waitFor({ timeout: 20_000 });
  await answer(page);
}

async function useRecoveryCode(page: Page, recoveryCode: string) {
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByRole('textbox', { name: /Recovery code/ }).fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('a user turns the authenticator on, signs in with a code, then once with each recovery code', async () => {
  const { page } = await signedInPage(journey.browser, journey.portal.url, 'MD0001', 'jsmith', { fresh: true, path: '/profile' });
  const card = page.getByRole('region', { name: 'Google Authenticator' });
  await card.getByText('Status: Disabled').waitFor({ timeout: 20_000 });
  const secret = (await card.locator('dd').nth(1).innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  // Turning it on asks for the code the app shows: one computed from the card's secret.
  await card.getByRole('textbox', { name: /Verification code/ }).fill(await generate({ secret }));
  await card.getByRole('button', { name: 'Enable' }).click();
  const codesDialog = page.getByRole('dialog', { name: 'Your recovery codes' });
  await codesDialog.waitFor({ timeout: 20_000 });
  const codes = (await codesDialog.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  await codesDialog.getByRole('button', { name: 'I have saved them' }).click();
  await card.getByText('Status: Enabled').waitFor({ timeout: 20_000 });

  // The next sign-in asks for a code only; the one that turned it on is spent, so the next step's
  // code (within the one step of drift the server allows).
  await signInWith(page, async () => {
    await expect(page.getByText(secret).count()).resolves.toBe(0);
    await page.getByRole('textbox', { name: /Verification code/ }).fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Verify' }).click();
  });
  await page.waitForURL(signedInUrl, { timeout: 20_000 });

  await signInWith(page, (p) => useRecoveryCode(p, codes[0]!));
  await page.waitForURL(signedInUrl, { timeout: 20_000 });

  await signInWith(page, (p) => useRecoveryCode(p, codes[0]!));
  await page.getByText('Invalid Code').waitFor({ timeout: 20_000 });
  expect(page.url()).toMatch(/\/auth\/login$/);
  await page.context().close();
});
