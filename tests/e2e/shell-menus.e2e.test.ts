// Journeys of the side menu: each demo sign-in (server/demo, README) sees exactly the
// entries its permissions and agent give it (spec 1 sections 2.1 and 2.5, ../shared/design/
// decisions.md: payout needs SCP.EVDS.PAYOUT_R and a payout-enabled agent; the product entry
// reads Redeem with REDEMPTION_W unless the agent is a DISTRIBUTOR, else Validate), and a page
// it may not open shows 'Permission denied'. Then the language chosen in the top bar survives a
// reload (the theme's reload is in shell.e2e.test.ts). Every call is the real portal's.
import { readFileSync } from 'node:fs';
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { demoSignIns } from '../../server/demo/sign-ins';
import { signedInPage } from './support/signed-in-page';
import { journeyBrowser } from './support/browser';

const portalUrl = inject('portalUrl');
const journey = journeyBrowser();

interface ExpectedMenu {
  /** The menu's links, in order (Portal Management's sub-items in place of the group). */
  links: string[];
  /** Whether the Portal Management group heading shows. */
  portalManagement: boolean;
  /** A page the user may not open, and the role description its card names. */
  denied: { path: string; role: string };
}

const PROVIDER_AND_ADMIN_MENU = [
  'Dashboard',
  'Company Details',
  'Weekly Summary',
  'Reports',
  'Pin Order',
  'Credit Limit',
  'User Management',
  'Audit Trail',
  'Resources',
  'Product Validate',
  'Contact Us',
  'Performance Report',
  'Resource Management',
];

/** By "merchant id/username". Provider staff and the MD administrator hold REDEMPTION_W but
 * belong to DISTRIBUTOR agents (Validate), and neither agent has payout enabled. */
const expectedMenus: Record<string, ExpectedMenu> = {
  'PROVIDER/support': {
    links: PROVIDER_AND_ADMIN_MENU,
    portalManagement: true,
    denied: { path: '/payout-transaction', role: 'Payout Transaction' },
  },
  'MD0001/admin': {
    links: PROVIDER_AND_ADMIN_MENU,
    portalManagement: true,
    denied: { path: '/payout-transaction', role: 'Payout Transaction' },
  },
  'MD0001/viewer': {
    links: ['Dashboard', 'Company Details', 'Weekly Summary', 'Reports', 'Resources', 'Contact Us'],
    portalManagement: false,
    denied: { path: '/user-management', role: 'User Management' },
  },
  'SD0001/manager': {
    links: [
      'Dashboard',
      'Company Details',
      'Weekly Summary',
      'Reports',
      'Pin Order',
      'Credit Limit',
      'User Management',
      'Resources',
      'Product Validate',
      'Contact Us',
    ],
    portalManagement: false,
    denied: { path: '/portal-management/performance-report', role: 'Performance Report' },
  },
  'R00001/cashier': {
    links: [
      'Dashboard',
      'Company Details',
      'Weekly Summary',
      'Reports',
      'Resources',
      'Product Validate',
      'Contact Us',
    ],
    portalManagement: false,
    denied: { path: '/credit-limits', role: 'Credit Limit' },
  },
  'M00001/payout': {
    links: [
      'Dashboard',
      'Company Details',
      'Weekly Summary',
      'Payout Transaction',
      'Reports',
      'Resources',
      'Product Redeem',
      'Contact Us',
    ],
    portalManagement: false,
    denied: { path: '/pin-order', role: 'Pin Order' },
  },
};

/** Demo sign-ins that reach the menu only after another step, each journeyed elsewhere. */
const reachedThroughAnotherStep: Record<string, string> = {
  'MD0001/totp': 'authenticator step (sign-in-steps.e2e.test.ts); holds the administrator ACLs',
  'MD0001/newuser': 'first-login password change (sign-in-steps.e2e.test.ts)',
  'MD0001/noemail': 'email-address-required page, no menu',
};

const mainNavigation = (page: Page, name = 'Main navigation') =>
  page.getByRole('navigation', { name });

/** The menu's link texts, once the menu shows (it renders all its entries at once). */
async function menuLinks(page: Page, navigationName?: string): Promise<string[]> {
  const links = mainNavigation(page, navigationName).getByRole('link');
  await links.first().waitFor();
  return (await links.allInnerTexts()).map((text) => text.trim());
}

test('every demo sign-in has its expected menu here or a journey through its extra step', () => {
  const keys = demoSignIns.map((s) => `${s.merchantId}/${s.username}`).sort();
  expect(keys).toEqual(
    [...Object.keys(expectedMenus), ...Object.keys(reachedThroughAnotherStep)].sort(),
  );
});

describe.each(Object.entries(expectedMenus))('%s', (key, expected) => {
  test('sees exactly its menu entries, and Permission denied on a page it lacks the role for', async () => {
    const [merchantId = '', username = ''] = key.split('/');
    const { page } = await signedInPage(journey.browser, portalUrl, merchantId, username);
    await expect(menuLinks(page)).resolves.toEqual(expected.links);
    await expect(
      mainNavigation(page).getByText('Portal Management', { exact: true }).count(),
    ).resolves.toBe(expected.portalManagement ? 1 : 0);

    await page.goto(`${portalUrl}${expected.denied.path}`);
    await page.getByText('Permission denied', { exact: true }).waitFor();
    await page.getByText(`You do not have ${expected.denied.role} permission.`).waitFor();
    // Still signed in, with the same menu.
    await expect(menuLinks(page)).resolves.toEqual(expected.links);
    await page.context().close();
  });
});

test('the language chosen in the top bar survives a reload: the menu stays in German', async () => {
  const german = JSON.parse(
    readFileSync(new URL('../../src/shared/i18n/lang/de.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;
  const germanMenu = [
    'MENU.DASHBOARD',
    'MENU.COMPANY_DETAILS',
    'MENU.WEEKLY_SUMMARY',
    'MENU.REPORTS',
    'MENU.RESOURCES',
    'MENU.CONTACT_US',
  ].map((id) => german[id]);
  const germanNavigation = german['SHELL.ASIDE.NAVIGATION'];
  const { page } = await signedInPage(journey.browser, portalUrl, 'MD0001', 'viewer');
  await expect(menuLinks(page)).resolves.toEqual(expectedMenus['MD0001/viewer']!.links);

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await mainNavigation(page, germanNavigation)
    .getByRole('link', { name: german['MENU.COMPANY_DETAILS'] })
    .waitFor({ timeout: 20_000 });
  await expect(menuLinks(page, germanNavigation)).resolves.toEqual(germanMenu);

  await page.reload();
  await mainNavigation(page, germanNavigation)
    .getByRole('link', { name: german['MENU.COMPANY_DETAILS'] })
    .waitFor({ timeout: 20_000 });
  await expect(menuLinks(page, germanNavigation)).resolves.toEqual(germanMenu);
  expect(germanMenu).not.toEqual(expectedMenus['MD0001/viewer']!.links);
  await page.context().close();
});
