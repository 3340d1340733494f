// Journeys of the shell's data and the live channel: the administrator sees the credit-limit
// usage, the accumulated balance and the engine status; the theme switch survives a reload;
// signing in as the same user elsewhere pushes the first browser back to sign-in with
// 'Your account has been logged in from another location.'.
// Every call is the real portal's, on its demo data; users are signed in through the API.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { journeyBrowser } from './support/browser';
import { signedInPage as signedInPageOf } from './support/signed-in-page';

const portalUrl = inject('portalUrl');
const journey = journeyBrowser();

/** A demo user's dashboard; `fresh` signs in anew (a second sign-in ends the first session). */
async function signedInPage(merchantId = 'MD0001', username = 'admin', fresh = false): Promise<{ page: Page; live: Promise<void> }> {
  const { page, live } = await signedInPageOf(journey.browser, portalUrl, merchantId, username, { fresh });
  return { page, live: live.connected };
}

test('a retailer sees its credit-limit usage and balance in the top bar, the engine status in the aside', async () => {
  // The demo retailer R00001 has AUD and EUR limits and has sold in AUD (server/demo).
  const { page } = await signedInPage('R00001', 'cashier');
  await page.getByRole('button', { name: 'Credit limit usage' }).click();
  const usage = page.getByRole('region', { name: 'Credit limit usage' }).getByRole('progressbar', { name: 'AUD' }).first();
  const percent = Number((await usage.getAttribute('aria-valuetext'))?.replace('%', ''));
  expect(percent).toBeGreaterThanOrEqual(0);
  expect(percent).toBeLessThanOrEqual(100);
  const tone = percent > 80 ? 'danger' : percent > 50 ? 'warning' : 'success';
  await expect(usage.getAttribute('data-tone')).resolves.toBe(tone);
  await expect(page.getByTestId('accumulated-balance').innerText()).resolves.toMatch(/\$\d[\d,]*/);
  const engine = page.getByRole('button', { name: /^Engine status/ });
  await engine.filter({ hasText: 'Online' }).waitFor();
  await page.context().close();
});

test('the dark theme survives a reload', async () => {
  const { page } = await signedInPage();
  const themeSwitch = page.getByRole('button', { name: 'Switch between light and dark theme' });
  await themeSwitch.click();
  await expect(page.evaluate(() => document.body.className)).resolves.toContain('theme-dark');
  await page.reload();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  await expect(page.evaluate(() => document.body.className)).resolves.toContain('theme-dark');
  await expect(themeSwitch.getAttribute('aria-pressed')).resolves.toBe('true');
  await page.context().close();
});

test('a device that prefers dark gets dark until the user chooses light with the switch; the choice then wins', async () => {
  const { page } = await signedInPageOf(journey.browser, portalUrl, 'MD0001', 'admin', { colorScheme: 'dark' });
  const bodyClass = () => page.evaluate(() => document.body.className);
  expect(await bodyClass()).toContain('theme-dark');
  // Before the app's code ran, the start-up script had put dark on the root element.
  expect(await page.evaluate(() => document.documentElement.className)).toContain('theme-dark');
  const themeSwitch = page.getByRole('button', { name: 'Switch between light and dark theme' });
  await expect(themeSwitch.getAttribute('aria-pressed')).resolves.toBe('true');
  await themeSwitch.click();
  expect(await bodyClass()).toContain('theme-light');
  await page.reload();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  expect(await bodyClass()).toContain('theme-light');
  await expect(themeSwitch.getAttribute('aria-pressed')).resolves.toBe('false');
  await page.context().close();
});

test('signing in elsewhere sends the first browser to sign-in with the live channel message', async () => {
  const { page: first, live } = await signedInPage('MD0001', 'admin', true);
  await live;
  const { page: second } = await signedInPage('MD0001', 'admin', true);
  await first.waitForURL('**/auth/login', { timeout: 20_000 });
  await first.getByText('Your account has been logged in from another location.').waitFor();
  await second.context().close();
  await first.context().close();
});
