// Journey: MD0001/noemail (a demo user without an email, no other journey signs in with it) signs
// in and is sent to the email-address-required page; a malformed address is refused on the page;
// the address sent gets a 4-digit code (a portal of its own with SMTP_URL pointing at a real SMTP
// peer); the confirmation page survives a reload with its countdown, refuses a wrong code, and the
// mailed code confirms the address and opens the dashboard.
import { expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../../server/demo/sign-ins';
import { mailedValue, mailingPortal } from './support/mail';
import { openSignInPage, signIn } from './support/sign-in';

const EMAIL = 'noa.mailless@md0001.example';
const journey = mailingPortal();

test('a user without an email ties one to the account with the mailed code and reaches the dashboard', async () => {
  const page = await openSignInPage(journey.browser, journey.portal.url);
  await signIn(page, 'MD0001', 'noemail', DEMO_PASSWORD);
  await page.waitForURL('**/auth/email-address-required', { timeout: 20_000 });
  await page.getByText('For security reasons an email address must be tied to your account.', { exact: false }).waitFor();

  const emailBox = page.getByRole('textbox', { name: /Email address/ });
  await emailBox.fill('noa.mailless');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Wrong email format').waitFor();

  await emailBox.fill(EMAIL);
  const mailsBefore = journey.smtp.mails.length;
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/email-confirmation', { timeout: 20_000 });
  await page.getByText(`Enter the 4-digit code we sent to ${EMAIL}.`).waitFor();
  const code = await mailedValue(journey.smtp, mailsBefore, /code is (\d{4})/);
  expect(journey.smtp.mails.slice(mailsBefore).some((mail) => mail.to.includes(EMAIL))).toBe(true);

  // A reload keeps the page and its countdown (the email and expiry are stored locally).
  await page.reload();
  const countdown = page.getByText(/^The code expires in \d+ seconds\.$/);
  await countdown.waitFor({ timeout: 20_000 });
  const seconds = Number(/(\d+)/.exec((await countdown.textContent()) ?? '')?.[1]);
  expect(seconds).toBeGreaterThan(200);
  expect(seconds).toBeLessThanOrEqual(300);

  const wrong = code === '0000' ? '1111' : '0000';
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(wrong);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await page.getByText('Invalid OTP!').waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Resend code' }).waitFor();

  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard', { timeout: 20_000 });
  await expect(page.evaluate(() => localStorage.getItem('emailToConfirm'))).resolves.toBeNull();

  // The next sign-in goes straight in.
  await page.goto(`${journey.portal.url}/logout`);
  await page.waitForURL('**/auth/login', { timeout: 20_000 });
  await signIn(page, 'MD0001', 'noemail', DEMO_PASSWORD);
  await page.waitForURL('**/dashboard', { timeout: 20_000 });
  await page.context().close();
});
