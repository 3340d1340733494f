// Journeys: a merchant signs in with the demo data, lands in the shell with the menu their acls
// allow, meets the invalid sign-in message and the Permission denied card, and signs out.
// The wrong password comes from a loopback address of its own and names an account nobody has,
// so no other journey's sign-in meets a captcha because of it.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { openSignInPage, openSignInPageOfItsOwn, signIn } from './support/sign-in';

const portalUrl = inject('portalUrl');
const PASSWORD = 'Portal#2026';
let browser: Browser;

beforeAll(async () => {
  // The demo sign-ins exist before the portal answers ALIVE (server/main.ts).
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const openSignIn = () => openSignInPage(browser, portalUrl);


const menu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('the administrator signs in and lands on the dashboard inside the shell with every entry', async () => {
  const page = await openSignIn();
  await signIn(page, 'MD0001', 'admin', PASSWORD);
  await page.waitForURL('**/dashboard', { timeout: 20_000 });
  // Inside the shell: the sub-header's page title and the side menu.
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await menu(page).waitFor();
  for (const entry of ['Dashboard', 'Company Details', 'Pin Order', 'Credit Limit', 'User Management', 'Performance Report']) {
    await expect(menu(page).getByRole('link', { name: entry, exact: true }).count()).resolves.toBe(1);
  }
  await expect(page.getByRole('button', { name: /^User menu/ }).innerText()).resolves.toContain('Alex Admin');
  await page.context().close();
});

test('a wrong password shows the invalid sign-in message with a forgot-password link', async () => {
  const page = await openSignInPageOfItsOwn(browser, portalUrl);
  await signIn(page, 'MD0001', 'nobody', 'not-the-password');
  const message = page.getByText('Invalid Sign-in details. If you forgot your Sign-in details, please');
  await message.waitFor({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'reset your password' }).getAttribute('href')).resolves.toBe('/auth/forgot-password');
  expect(page.url()).toMatch(/\/auth\/login$/);
  await page.context().close();
});

test('the viewer has no User Management entry, sees Permission denied there, and signs out', async () => {
  const page = await openSignIn();
  await signIn(page, 'MD0001', 'viewer', PASSWORD);
  await page.waitForURL('**/dashboard', { timeout: 20_000 });
  await menu(page).getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
  await expect(menu(page).getByRole('link', { name: 'User Management' }).count()).resolves.toBe(0);

  await page.goto(`${portalUrl}/user-management`);
  await page.getByRole('heading', { name: 'Permission denied' }).waitFor();
  await expect(page.getByText('You do not have User Management permission.').isVisible()).resolves.toBe(true);

  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/auth/login');
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  // Signed out for real: a signed-in page sends the browser back to sign-in.
  await page.goto(`${portalUrl}/dashboard`);
  await page.waitForURL('**/auth/login');
  await page.context().close();
});
