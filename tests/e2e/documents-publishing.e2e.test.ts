// Journeys of published documents and Contact Us (issue #20), on a portal of their own mailing to
// a real SMTP peer: provider staff publish a notice for distributors (its script removed) and a
// file resource; MD0001 admin sees the notice on the company page and downloads the file from
// Resources; the retailer's cashier does not see the distributors' notice; a Contact Us message
// with an attachment arrives at the support desk's mailbox, and an .exe is refused at once.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { mailingPortal } from './support/mail';
import { signedInPage } from './support/signed-in-page';

const journey = mailingPortal();
const tag = randomBytes(3).toString('hex').toUpperCase();
const NOTICE = `Distributor meeting on Monday ${tag}`;
const FILE_NAME = `rate-card-${tag.toLowerCase()}.txt`;

async function newDocument(page: Page, fields: { code: string; type: string; location: string; contentType: 'HTML' | 'FILE' }, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: 'New Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Document' });
  await dialog.getByLabel(/^Code/).fill(fields.code);
  await dialog.getByLabel(/^Document Type/).selectOption({ label: fields.type });
  await dialog.getByLabel(/^Location/).selectOption({ label: fields.location });
  await dialog.getByLabel(/^Content Type/).selectOption(fields.contentType);
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.getByText('Create Document').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

test('provider staff publish a notice for distributors and a file; a distributor sees both, a retailer not the notice', async () => {
  const staff = (await signedInPage(journey.browser, journey.portal.url, 'PROVIDER', 'support', { path: '/portal-management/resource-management', fresh: true })).page;
  // Every document at first (the filters' All): the demo's notices and resources.
  await expect.poll(() => staff.getByRole('table', { name: 'Resource Management' }).getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(5);
  await newDocument(staff, { code: `NOTICE-${tag}`, type: 'Merchant portal - Distributors', location: 'Company Details', contentType: 'HTML' }, async (dialog) => {
    await dialog.getByRole('textbox', { name: /^Content/ }).fill(`<p>${NOTICE}</p><script>window.hacked = true</script>`);
  });
  await newDocument(staff, { code: `RATES-${tag}`, type: 'Merchant portal - All', location: 'Resources', contentType: 'FILE' }, async (dialog) => {
    await dialog.locator('input[type="file"]').setInputFiles({ name: FILE_NAME, mimeType: 'text/plain', buffer: Buffer.from(`Rate card ${tag}\n`) });
  });
  await staff.context().close();

  const admin = (await signedInPage(journey.browser, journey.portal.url, 'MD0001', 'admin', { path: '/company-details', fresh: true })).page;
  await admin.getByText(NOTICE).waitFor({ timeout: 20_000 });
  expect(await admin.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
  await admin.goto(`${journey.portal.url}/resources`);
  const resources = admin.getByRole('table', { name: 'Resources' });
  await resources.getByText(FILE_NAME).waitFor({ timeout: 20_000 });
  const [download] = await Promise.all([admin.waitForEvent('download'), resources.getByRole('button', { name: `Download ${FILE_NAME}` }).click()]);
  expect(await readFile(await download.path(), 'utf8')).toBe(`Rate card ${tag}\n`);
  await admin.context().close();

  const cashier = (await signedInPage(journey.browser, journey.portal.url, 'R00001', 'cashier', { path: '/company-details', fresh: true })).page;
  await cashier.getByRole('heading', { name: 'Company Details', level: 1 }).waitFor({ timeout: 20_000 });
  await cashier.waitForLoadState('networkidle');
  expect(await cashier.getByText(NOTICE).count()).toBe(0);
  await cashier.context().close();
});

test('a Contact Us message with an attachment reaches the support desk; an .exe is refused at once', async () => {
  const { page } = await signedInPage(journey.browser, journey.portal.url, 'MD0001', 'admin', { path: '/contact-us', fresh: true });
  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await page.getByText('tool.exe has failed to upload. This file type is not accepted for security reasons.').waitFor({ timeout: 20_000 });

  const before = journey.smtp.mails.length;
  // The signed-in user's own address is filled in.
  await expect(page.getByLabel(/^Email address/).inputValue()).resolves.toBe('admin.md0001@demo.example');
  await page.getByLabel(/^Email address/).fill('admin@md0001.example.com');
  await page.getByLabel(/^Subject/).fill(`Refund not showing ${tag}`);
  await page.getByLabel(/^Message/).fill('The refund of 100000231 is not in the report yet.');
  await input.setInputFiles({ name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('receipt 100000231\n') });
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText('Thank you. Your message has been sent to our support team.').waitFor();
  await expect.poll(() => journey.smtp.mails.slice(before).find((mail) => mail.text.includes(`Refund not showing ${tag}`)), { timeout: 15_000 }).toBeDefined();
  const mail = journey.smtp.mails.slice(before).find((m) => m.text.includes(`Refund not showing ${tag}`))!;
  expect(mail.text).toContain('receipt.txt');
  await page.context().close();
});
