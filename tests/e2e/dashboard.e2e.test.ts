// Journeys of the dashboards (issue #14), on the real portal and its demo data:
// - MD0001 admin sees the three charts and the last ten transactions; a terminal sale through
//   the terminal API (R00001's terminal, a retailer under MD0001) tops the table without a reload,
//   at desktop width and on a phone;
// - the payout merchant M00001 sees its payout dashboard; MD0001 admin, whose agent has no
//   payout, has no payout menu entry and is refused the page.
import { expect, inject, test } from 'vitest';
import { journeyBrowser } from './support/browser';
import { signedInPage } from './support/signed-in-page';
import { terminalSale } from './support/terminal';

const portalUrl = inject('portalUrl');
const journey = journeyBrowser();

for (const phone of [false, true]) {
  test(`a master distributor sees its figures, and a new sale tops the last ten without a reload${phone ? ' (phone)' : ''}`, async () => {
    const { page, live } = await signedInPage(journey.browser, portalUrl, 'MD0001', 'admin', { phone });
    await live.connected;
    await page.getByRole('figure', { name: 'Daily Currency' }).waitFor({ timeout: 20_000 });
    await page.getByRole('figure', { name: 'Weekly Transaction Count' }).waitFor();
    await page.getByRole('meter', { name: 'Weekly Success Rate' }).waitFor();
    const table = page.getByRole('table', { name: 'Last 10 Transactions' });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 20_000 }).toBe(11);
    await page.getByText('Live updates on').waitFor();

    const { refId } = await terminalSale(portalUrl);
    // The row's whole text: on a phone the card keeps the reference behind its Show details.
    await expect.poll(() => table.getByRole('row').nth(1).textContent(), { timeout: 10_000 }).toContain(refId);
    expect(await table.getByRole('row').count()).toBe(11);
    expect(page.url()).toMatch(/\/dashboard$/);
    await page.context().close();
  });
}

test('a payout merchant sees its payout dashboard; an agent without payout has neither the menu nor the page', async () => {
  const { page } = await signedInPage(journey.browser, portalUrl, 'M00001', 'payout', { path: '/payout-transaction' });
  await page.getByRole('region', { name: 'Available Payout Balance' }).getByText(/\d/).first().waitFor({ timeout: 20_000 });
  await page.getByRole('figure', { name: 'Weekly Transaction Count' }).waitFor();
  await page.getByRole('table', { name: 'Last 10 Payout Transactions' }).waitFor();
  await page.context().close();

  const admin = (await signedInPage(journey.browser, portalUrl, 'MD0001', 'admin')).page;
  await admin.getByRole('figure', { name: 'Daily Currency' }).waitFor({ timeout: 20_000 });
  expect(await admin.getByRole('link', { name: 'Payout Transaction' }).count()).toBe(0);
  await admin.goto(`${portalUrl}/payout-transaction`);
  await admin.getByText(/You do not have .* permission/).waitFor({ timeout: 20_000 });
  await admin.context().close();
});
