// Journey: MD0001/jsmith forgets the password, asks for a reset on the forgot-password page,
// opens the link mailed to a real SMTP peer (a portal of its own with SMTP_URL), sets a new
// password, returns to sign-in after the countdown and signs in with it; the same link opened
// again is refused. jsmith is a demo user no other journey signs in with. Then a message to
// support before sign-in, mailed with its attachment, and a disguised program refused.
import { expect, test } from 'vitest';
import { mailedValue, mailingPortal } from './support/mail';
import { openSignInPage, signIn } from './support/sign-in';

const NEW_PASSWORD = 'Harbour#2027';
const journey = mailingPortal();

test('a forgotten password is reset by the mailed link, which then works no more', async () => {
  const page = await openSignInPage(journey.browser, journey.portal.url);
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  // The sign-in form stays on screen until the page's chunk has loaded.
  await page.getByRole('heading', { name: 'Forgot Password?' }).waitFor();
  await page.getByRole('textbox', { name: 'Username' }).fill('jsmith');
  await page.getByRole('textbox', { name: 'Email address' }).fill('jsmith.md0001@demo.example');
  const mailsBefore = journey.smtp.mails.length;
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('If a matching account exists, an email with instructions to reset your password will be sent.').waitFor({ timeout: 20_000 });

  const link = await mailedValue(journey.smtp, mailsBefore, /(http\S+\/auth\/user-reset-password\?token=[A-Za-z0-9_%-]+)/);
  expect(link.startsWith(`${journey.portal.url}/auth/user-reset-password?token=`)).toBe(true);
  await page.goto(link);
  await page.getByText('Choose a new password for your account.').waitFor({ timeout: 20_000 });
  await page.locator('input[name="password"]').fill(NEW_PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText(/Your password has been reset\. You will return to the sign-in page in \d+ seconds?\./).waitFor({ timeout: 20_000 });

  // After the 10 s countdown the page is back at sign-in, where the new password works.
  await page.waitForURL('**/auth/login', { timeout: 20_000 });
  await signIn(page, 'MD0001', 'jsmith', NEW_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 20_000 });
  await page.context().close();

  // The link works once.
  const again = await (await journey.browser.newContext()).newPage();
  await again.goto(link);
  await again.getByText('Invalid token or token has expired!').waitFor({ timeout: 20_000 });
  await expect(again.getByRole('button', { name: 'Back to forgot password' }).isVisible()).resolves.toBe(true);
  await expect(again.locator('input[name="password"]').count()).resolves.toBe(0);
  await again.context().close();
});

test('a message to support before sign-in reaches the support address with its attachment; a disguised program is refused', async () => {
  const page = await openSignInPage(journey.browser, journey.portal.url);
  await page.getByRole('link', { name: 'Contact Support' }).click();
  await page.getByRole('textbox', { name: 'Email address' }).fill('owner@r00001.example.com');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Cannot sign in');
  await page.getByRole('textbox', { name: 'Message' }).fill('My account is locked after a password change.');
  const files = page.locator('input[type="file"]');
  await files.setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 statement') });
  const mailsBefore = journey.smtp.mails.length;
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Your message has been sent to our support team.').waitFor({ timeout: 20_000 });
  const mail = await journey.smtp.nextMailTo('support@merchant-portal.local', mailsBefore);
  expect(mail.text).toMatch(/\[Contact support #\d+\] Cannot sign in/);
  expect(mail.text).toContain('filename=statement.pdf');

  // The form is empty again; a Windows program named .pdf passes the type check but not the server's.
  await expect(page.getByRole('textbox', { name: 'Subject' }).inputValue()).resolves.toBe('');
  await page.getByRole('textbox', { name: 'Email address' }).fill('owner@r00001.example.com');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Invoice');
  await page.getByRole('textbox', { name: 'Message' }).fill('Please see the attached invoice.');
  await files.setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]) });
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByText('invoice.pdf has failed to upload. This file type is not accepted for security reasons.', { exact: false })
    .waitFor({ timeout: 20_000 });
  await page.context().close();
});
