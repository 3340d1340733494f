// Signing in through the real sign-in page, as a merchant would: shared by the journeys.
import type { Browser, Page } from 'playwright-core';

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
