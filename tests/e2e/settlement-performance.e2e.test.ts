// Journeys of the weekly settlement files and the performance report (issue #16), on the real
// portal and its demo data: MD0001 admin downloads the newest weekly earnings file and opens it
// (the header line names the agent and the week, the totals follow); the performance report of
// this year shows its tables per currency, with the sub-agents too, and downloads as a workbook
// with a sheet per currency. On a phone the list and one currency's tables fit the screen.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, inject, test } from 'vitest';
import { journeyBrowser } from './support/browser';
import { fitsTheScreen, signedInPage } from './support/signed-in-page';

const portalUrl = inject('portalUrl');
const journey = journeyBrowser();

test('the newest weekly earnings file is downloaded and reads as the week of MD0001', async () => {
  const { page } = await signedInPage(journey.browser, portalUrl, 'MD0001', 'admin', { path: '/weekly-transaction-summary' });
  const table = page.getByRole('table', { name: 'Weekly Transaction Summary' });
  await expect.poll(() => table.getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
  // Oldest first; the date column turns it round.
  await table.getByRole('button', { name: /Date/ }).click();
  await expect.poll(() => table.getAttribute('aria-busy')).toBeNull();
  const newest = (await table.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim();
  expect(newest).toMatch(/^Settlement_MD0001_\d{4}-\d{2}-\d{2}\.csv$/);

  const [download] = await Promise.all([page.waitForEvent('download'), table.getByRole('button', { name: `Download ${newest}` }).click()]);
  expect(download.suggestedFilename()).toBe(newest);
  const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  const monday = /_(\d{4}-\d{2}-\d{2})\.csv$/.exec(newest)![1]!;
  expect(lines[0]).toMatch(new RegExp(`^Agent,MD0001,.*,Week,${monday},`));
  expect(lines.some((line) => line.startsWith('Total'))).toBe(true);
  await page.context().close();
});

test("this year's performance report shows each currency's tables and downloads as a workbook", async () => {
  const { page } = await signedInPage(journey.browser, portalUrl, 'MD0001', 'admin', { path: '/portal-management/performance-report' });
  await page.getByRole('tab', { name: 'AUD' }).waitFor({ timeout: 20_000 });
  const gross = page.getByRole('table', { name: 'Gross Value' });
  expect(await gross.getByRole('row').count()).toBe(2);
  await page.getByLabel('Include sub-agents').check();
  await expect.poll(() => page.getByRole('table', { name: 'Gross Value' }).getByRole('row').nth(1).innerText()).toContain('MD0001');
  await page.getByRole('tab', { name: 'NZD' }).click();
  await page.getByRole('table', { name: 'Net Flex Percentage' }).waitFor();

  await page.getByRole('button', { name: 'Operations' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download spreadsheet' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Performance_Report_MD0001_\d{8}_\d{6}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['AUD', 'CAD', 'EUR', 'GBP', 'USD', 'NZD']);
  const cells = (book.getWorksheet('AUD')!.getColumn(1).values as unknown[]).map(String);
  expect(cells).toEqual(expect.arrayContaining(['Gross Value', 'Net Flex Percentage']));
  await page.context().close();
});

test('on a phone the files and a currency of the performance report fit the screen', async () => {
  const { page } = await signedInPage(journey.browser, portalUrl, 'MD0001', 'admin', { path: '/weekly-transaction-summary', phone: true });
  await expect.poll(() => page.getByRole('table', { name: 'Weekly Transaction Summary' }).getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
  expect(await fitsTheScreen(page)).toBe(true);
  await page.goto(`${portalUrl}/portal-management/performance-report`);
  await page.getByRole('tab', { name: 'AUD' }).waitFor({ timeout: 20_000 });
  expect(await fitsTheScreen(page)).toBe(true);
  await page.context().close();
});
