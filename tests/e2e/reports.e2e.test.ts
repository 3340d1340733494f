// Journeys of Transaction Reports (issue #15), on the real portal and its demo data: a sale made
// at R00001's terminal is found by its reference in this week's report of MD0001 admin and not in
// last month's; the CSV and Excel exports are saved and opened (headers and the sale's row);
// print lays the rows out for paper; the sale is refunded from its details and reads REFUNDED
// when searched again, and its voucher is then refused at a redeeming merchant. On a phone the
// same search fits the screen.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { journeyBrowser } from './support/browser';
import { fitsTheScreen, signedInPage } from './support/signed-in-page';
import { successfulSale } from './support/terminal';

const portalUrl = inject('portalUrl');
const journey = journeyBrowser();

/** Searches the period for the reference and waits for the answer. */
async function search(page: Page, period: string, refId: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: period });
  await page.getByLabel('Reference ID').fill(refId);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => page.getByRole('table', { name: 'Transaction Reports' }).getAttribute('aria-busy'), { timeout: 15_000 }).toBeNull();
}

async function operation(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Operations' }).click();
  await page.getByRole('menuitem', { name }).click();
}

async function savedText(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

test('a sale is found by its reference, exported to CSV and Excel, printed and refunded', async () => {
  const { refId, pin } = await successfulSale(portalUrl);
  const { page } = await signedInPage(journey.browser, portalUrl, 'MD0001', 'admin', { path: '/reports' });
  const table = page.getByRole('table', { name: 'Transaction Reports' });
  await expect.poll(() => table.getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);

  await search(page, 'Last month', refId);
  await page.getByText(/There were no transactions in the last \d+ months/).waitFor();
  await search(page, 'This week', refId);
  await expect.poll(() => table.getByRole('row').count()).toBe(2);
  expect(await table.getByRole('row').nth(1).innerText()).toContain(refId);
  await page.getByText('Showing 1 to 1 of 1 entries').waitFor();

  const [csv] = await Promise.all([page.waitForEvent('download'), operation(page, 'Export to CSV')]);
  expect(csv.suggestedFilename()).toMatch(/^Transaction_Report_\d{8}_\d{6}\.csv$/);
  const lines = (await savedText(csv)).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines[0]).toContain('Reference ID');
  expect(lines[0]).toContain('Gross Value');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(refId);

  const [excel] = await Promise.all([page.waitForEvent('download'), operation(page, 'Export to Excel')]);
  expect(excel.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await excel.path());
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  expect(header).toContain('Reference ID');
  expect(sheet.rowCount).toBe(2);
  expect((sheet.getRow(2).values as unknown[]).map(String)).toContain(refId);

  await page.evaluate(() => {
    window.print = () => {
      (window as unknown as { printed: string }).printed = document.querySelector('[data-print-sheet]')?.textContent ?? '';
    };
  });
  await operation(page, 'Print');
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: string }).printed ?? '')).toContain(refId);

  await table.getByRole('button', { name: 'Show details' }).click();
  await table.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund Transaction' });
  await dialog.getByLabel('Comments').fill('Customer bought the wrong product.');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await page.getByText('The transaction has been refunded.').waitFor();
  await expect.poll(() => table.getByRole('row').nth(1).innerText(), { timeout: 15_000 }).toContain('REFUNDED');
  await page.context().close();

  const merchant = (await signedInPage(journey.browser, portalUrl, 'M00001', 'payout', { path: '/product-redeem' })).page;
  await merchant.getByLabel(/^Voucher Pin/).fill(pin);
  await merchant.getByRole('button', { name: 'Validate' }).click();
  await merchant.getByText('Validate Voucher').waitFor({ timeout: 15_000 });
  expect(await merchant.getByRole('button', { name: 'Redeem' }).count()).toBe(0);
  await merchant.context().close();
});

test('on a phone the search fits the screen, the amount and status first', async () => {
  const { refId } = await successfulSale(portalUrl);
  const { page } = await signedInPage(journey.browser, portalUrl, 'MD0001', 'admin', { path: '/reports', phone: true });
  await page.getByRole('button', { name: 'Search' }).waitFor({ timeout: 20_000 });
  await search(page, 'Today', refId);
  const table = page.getByRole('table', { name: 'Transaction Reports' });
  await expect.poll(() => table.getByRole('row').count()).toBe(2);
  const headers = await table.getByRole('columnheader').allInnerTexts();
  expect(headers.slice(1, 4).map((h) => h.replace(/[^\w ]/g, '').trim())).toEqual(['Date', 'Gross Value', 'Status']);
  expect(await fitsTheScreen(page)).toBe(true);
  await page.context().close();
});
