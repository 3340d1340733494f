// Signing in through the real sign-in page, as a merchant would: shared by the journeys.
import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';

/** A fresh browser context on the sign-in page whose requests say they come from an address
 * of their own (X-Forwarded-For, which the journeys' portals trust as a proxy's): a journey that
 * fails sign-ins on purpose uses it, since an address's failures count for an hour whatever
 * succeeds (docs/auth.md) and would otherwise ask every later journey for a captcha. A new
 * address each call (TEST-NET-2, a documentation range: a header value, never a destination),
 * so a retry starts clean too. */
export async function openSignInPageOfItsOwn(browser: Browser, portalUrl: string): Promise<Page> {
  const address = `198.51.100.${randomInt(1, 255)}`;
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
  const page = await context.newPage();
  await page.goto(portalUrl);
  await page.waitForURL('**/auth/login');
  return page;
}

/** A fresh browser context on the sign-in page (a signed-out visitor is sent there). */
export async function openSignInPage(browser: Browser, portalUrl: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(portalUrl);
  await page.waitForURL('**/auth/login');
  return page;
}

/** Fills the sign-in form and submits it. */
export async function signIn(page: Page, merchantId: string, username: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Merchant ID' }).fill(merchantId);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
