// Journeys of Transaction Reports that need the portal's mail (issue #15), on a portal of their
// own mailing to a real SMTP peer: this month's report is sent by email as CSV, the mail arrives
// with the file holding the report's rows under its headers, and the Operations menu says it was
// sent; a view (last week's refunds, a column hidden) is saved, and after signing in again it
// brings the same filters and columns back.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { attachmentOf, parseCsv } from '../support/mail-attachment';
import { mailingPortal } from './support/mail';
import { signedInPage } from './support/signed-in-page';

const journey = mailingPortal();
const table = (page: Page) => page.getByRole('table', { name: 'Transaction Reports' });

async function searched(page: Page, period: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: period });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => table(page).getAttribute('aria-busy'), { timeout: 15_000 }).toBeNull();
}

test("this month's report arrives by email as a CSV with the report's rows", async () => {
  const { page } = await signedInPage(journey.browser, journey.portal.url, 'MD0001', 'admin', { path: '/reports' });
  await expect.poll(() => table(page).getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
  await searched(page, 'This month');
  const shown = await page.getByText(/^Showing 1 to \d+ of [\d,]+ entries$/).innerText();
  const total = Number(/of ([\d,]+) entries/.exec(shown)![1]!.replace(/,/g, ''));

  await page.getByRole('button', { name: 'Operations' }).click();
  await page.getByRole('menuitem', { name: 'Send by email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send report by email' });
  await dialog.getByLabel(/^Email address/).fill('reports@md0001.example.com');
  await dialog.getByLabel('File type').selectOption('CSV');
  await dialog.getByRole('button', { name: 'Send by email' }).click();
  await page.getByText('Your request was successful. Please wait for the email with your report.').waitFor();

  const mail = await journey.smtp.nextMailTo('reports@md0001.example.com');
  const file = attachmentOf(mail.text);
  expect(file.filename).toMatch(/^Transaction_Report_\d+_\d{14}\.csv$/);
  const rows = parseCsv(file.content.toString('utf8').replace(/^\uFEFF/, ''));
  expect(rows[0]).toEqual(expect.arrayContaining(['Date', 'Reference ID', 'Gross Value', 'Status']));
  // The report as asked: every row of the month up to the moment of the request.
  expect(rows.length - 1).toBeGreaterThanOrEqual(total);

  await page.getByRole('button', { name: /^Operations/ }).click();
  await page.getByRole('region', { name: 'Reports by email' }).getByText('Sent').first().waitFor({ timeout: 15_000 });
  await page.context().close();
});

test('a saved view brings its filters and columns back after signing in again', async () => {
  const first = (await signedInPage(journey.browser, journey.portal.url, 'MD0001', 'admin', { path: '/reports', fresh: true })).page;
  await expect.poll(() => table(first).getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
  await first.getByText('More filters').click();
  await first.getByLabel('Refunded only').check();
  await searched(first, 'Last week');
  await first.getByRole('button', { name: 'Columns' }).click();
  await first.getByRole('checkbox', { name: 'Product' }).uncheck();
  await first.getByRole('button', { name: 'Saved views' }).click();
  await first.getByRole('menuitem', { name: 'Save current view…' }).click();
  const save = first.getByRole('dialog', { name: 'Save view' });
  await save.getByLabel(/^View name/).fill('Refunds last week');
  await save.getByRole('button', { name: 'Save' }).click();
  await first.getByText('The view has been saved.').waitFor();
  await first.context().close();

  const again = (await signedInPage(journey.browser, journey.portal.url, 'MD0001', 'admin', { path: '/reports', fresh: true })).page;
  await expect.poll(() => table(again).getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
  expect(await table(again).getByRole('columnheader', { name: 'Product' }).count()).toBe(1);
  await again.getByRole('button', { name: 'Saved views' }).click();
  await again.getByRole('menuitem', { name: 'Refunds last week' }).click();
  await expect.poll(() => again.getByRole('combobox', { name: 'Period' }).inputValue()).toBe('lastWeek');
  await again.getByText('More filters').click();
  expect(await again.getByLabel('Refunded only').isChecked()).toBe(true);
  await expect.poll(() => table(again).getByRole('columnheader', { name: 'Product' }).count()).toBe(0);
  await again.context().close();
});
