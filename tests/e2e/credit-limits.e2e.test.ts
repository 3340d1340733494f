// The journey of Credit Limits (issue #19) on the real portal and its demo data: MD0001's
// administrator creates a template giving the retailer R00001 a daily USD value limit of 100;
// R00001's terminal sells USD 25 vouchers until a sale is refused; the usage bar of the template's
// R00001 chip turns warning at 75% and danger at 100%; R00001's cashier is greeted by the Warning
// popup naming USD; and the company tree's usage map marks R00001 as danger.
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { journeyBrowser } from './support/browser';
import { signedInPage } from './support/signed-in-page';
import { deleteJourneyTemplates } from './support/limit-templates';
import { terminalSale } from './support/terminal';

const portalUrl = inject('portalUrl');
const journey = journeyBrowser();

/** The tone of the USD bar in the popup of the template's R00001 chip. */
async function usdTone(page: Page, code: string): Promise<string | null> {
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search by template or agent' }).fill(code);
  const row = page.getByRole('row').filter({ hasText: code });
  await row.getByRole('button', { name: /^R00001 \d+%$/ }).click();
  const bar = page.getByRole('region', { name: /^R00001, highest usage/ }).getByRole('progressbar', { name: /USD/ });
  return bar.getAttribute('data-tone');
}

test('a daily USD limit of 100 refuses the fifth USD 25 sale, and every view shows it', async () => {
  const code = `JRN${Date.now() % 100_000}`;
  const { page: admin } = await signedInPage(journey.browser, portalUrl, 'MD0001', 'admin', { path: '/credit-limits' });
  await deleteJourneyTemplates(admin, portalUrl, 'JRN');
  await admin.getByRole('button', { name: 'New Template' }).click({ timeout: 20_000 });
  const dialog = admin.getByRole('dialog', { name: 'Create Limit Template' });
  await dialog.getByRole('textbox', { name: /^Template Code/ }).fill(code);
  await dialog.getByRole('textbox', { name: /^Template Name/ }).fill('Journey USD daily');
  await dialog.getByRole('searchbox', { name: 'Find an agent by code or name' }).fill('R00001');
  await dialog.getByRole('checkbox', { name: /R00001/ }).check();
  await dialog.getByRole('combobox', { name: /^Target Code/ }).selectOption('USD');
  await dialog.getByRole('spinbutton', { name: /^Limit Value/ }).fill('100');
  await dialog.getByRole('combobox', { name: /^Reset Period/ }).selectOption('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await admin.getByText('The limit template has been created.').waitFor();
  try {
    await limitIsUsedUp(admin, code);
  } finally {
    // Whatever happened, R00001 sells USD again afterwards (and a retry starts afresh).
    const token = await admin.evaluate(() => localStorage.getItem('authToken'));
    await fetch(`${portalUrl}/api/v1/delete-limit-template?templateCode=${code}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    await admin.context().close();
  }
});

async function limitIsUsedUp(admin: Page, code: string): Promise<void> {

  const outcomes: number[] = [];
  for (let sale = 0; sale < 3; sale += 1) outcomes.push((await terminalSale(portalUrl, 'R00001-T1', 'USD25')).resultCode);
  expect(outcomes).toEqual([0, 0, 0]);
  expect(await usdTone(admin, code)).toBe('warning');
  outcomes.push((await terminalSale(portalUrl, 'R00001-T1', 'USD25')).resultCode);
  const refused = await terminalSale(portalUrl, 'R00001-T1', 'USD25');
  expect(outcomes).toEqual([0, 0, 0, 0]);
  expect(refused.resultCode).not.toBe(0);
  expect(await usdTone(admin, code)).toBe('danger');

  // The retailer's cashier is warned on signing in.
  const { page: cashier } = await signedInPage(journey.browser, portalUrl, 'R00001', 'cashier', { fresh: true });
  await cashier.getByRole('dialog', { name: 'Warning' }).getByText(/USD/).first().waitFor({ timeout: 20_000 });
  await cashier.context().close();

  // The company tree's usage map marks the retailer.
  await admin.goto(`${portalUrl}/company-details`);
  await admin.getByRole('switch', { name: 'Limit usage' }).click({ timeout: 20_000 });
  const expand = admin.getByRole('button', { name: /^Show the \d+ agents below Harbour Sub Division$/ });
  if (await expand.count()) await expand.click();
  await expect
    .poll(() => admin.getByRole('button', { name: /^Circular Quay News, Active, \d+% used$/ }).getAttribute('data-mark'), { timeout: 15_000 })
    .toBe('danger');
}
