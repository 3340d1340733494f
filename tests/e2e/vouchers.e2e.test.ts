// Journeys of Product Redeem and Product Validate (issue #18), on the real portal and its demo
// data: a voucher sold at R00001's terminal (the terminal API answers its PIN) is validated and
// redeemed by the payout merchant M00001, whose receipt prints on a sheet of its own; the same PIN
// is refused the second time; the retailer's cashier, who may only validate, sees the check's
// result and no Redeem. At desktop width and on a phone.
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { journeyBrowser } from './support/browser';
import { fitsTheScreen, signedInPage } from './support/signed-in-page';
import { successfulSale } from './support/terminal';

const portalUrl = inject('portalUrl');
const journey = journeyBrowser();

async function validated(page: Page, pin: string): Promise<void> {
  await page.getByLabel(/^Voucher Pin/).fill(pin);
  await page.getByRole('button', { name: 'Validate' }).click();
}

for (const phone of [false, true]) {
  test(`a payout merchant redeems a sold voucher once and prints the receipt${phone ? ' (phone)' : ''}`, async () => {
    const { pin } = await successfulSale(portalUrl);
    const { page } = await signedInPage(journey.browser, portalUrl, 'M00001', 'payout', { path: '/product-redeem', phone });
    await page.getByRole('heading', { name: 'Product Redeem', level: 1 }).waitFor({ timeout: 20_000 });
    await validated(page, pin);
    await page.getByText(/Redeem this voucher for .*10\.00\?/).waitFor();
    await page.getByRole('button', { name: 'Redeem' }).click();
    await page.getByText('The voucher has been redeemed.').waitFor();
    const refId = (await page.getByText(/^\d{6,}$/).first().innerText()).trim();
    await page.evaluate(() => {
      window.print = () => {
        (window as unknown as { printed: string }).printed = document.querySelector('[data-print-sheet]')?.textContent ?? '';
      };
    });
    await page.getByRole('button', { name: 'Print receipt' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: string }).printed ?? '')).toContain(refId);
    expect(await fitsTheScreen(page)).toBe(true);

    await page.getByRole('button', { name: 'OK' }).click();
    await validated(page, pin);
    await page.getByText('Validate Voucher').waitFor();
    expect(await page.getByRole('button', { name: 'Redeem' }).count()).toBe(0);
    await page.context().close();
  });
}

test('a retailer who may only validate sees the check and cannot redeem', async () => {
  const { pin } = await successfulSale(portalUrl);
  const { page } = await signedInPage(journey.browser, portalUrl, 'R00001', 'cashier', { path: '/product-redeem' });
  await page.getByRole('heading', { name: 'Product Validate', level: 1 }).waitFor({ timeout: 20_000 });
  await validated(page, pin);
  await page.getByText('This voucher is valid.').waitFor();
  expect(await page.getByRole('button', { name: 'Redeem' }).count()).toBe(0);
  // The server refuses a redemption to this user whatever the screen offers.
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const answer = await fetch(`${portalUrl}/api/v1/voucher/redeem`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ pin }),
  });
  expect(((await answer.json()) as { resultCode: number }).resultCode).toBe(1003);
  await page.context().close();
});
