// Journeys of the company details screen against the real server: the administrator edits a
// retailer's phone (a bad value is refused on the form, a good one is saved) and adds a retailer
// under a sub division; the viewer may look but not edit. Every sign-in succeeds (no captcha).
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { journeyBrowser } from './support/browser';

const portalUrl = inject('portalUrl');
const PASSWORD = 'Portal#2026';
// Generous waits: journeys share two cores with other runs.
const SLOW = 60_000;
const JOURNEY_TIMEOUT = 150_000;
const journey = journeyBrowser();

async function openCompanyDetails(username: string): Promise<Page> {
  const page = await (await journey.browser.newContext()).newPage();
  await page.goto(portalUrl);
  await page.waitForURL('**/auth/login', { timeout: SLOW });
  await page.getByRole('textbox', { name: 'Merchant ID' }).fill('MD0001');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard', { timeout: SLOW });
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Company Details', exact: true })
    .click();
  await page.waitForURL('**/company-details');
  return page;
}

const node = (page: Page, name: string) =>
  page.getByRole('button', { name: `${name}, ACTIVE`, exact: true });
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test(
  'the administrator edits a retailer phone: a bad value is refused, a good one is saved',
  async () => {
    const page = await openCompanyDetails('admin');
    await node(page, 'Circular Quay News').click({ timeout: 20_000 });
    const view = dialog(page, 'Agent Details');
    await view.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit Agent Details');
    const phone = edit.getByRole('textbox', { name: 'Phone Number' });
    await phone.fill('12ab');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText('Invalid phone number').waitFor();
    await expect(page.getByText('has been updated successfully').count()).resolves.toBe(0);

    await phone.fill('+61290001234');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Agent R00001 has been updated successfully.').waitFor();
    await view.waitFor();
    await expect(view.getByRole('textbox', { name: 'Phone Number' }).inputValue()).resolves.toBe(
      '+61290001234',
    );
    await page.context().close();
  },
  JOURNEY_TIMEOUT,
);

test(
  'the administrator adds a retailer under SD0001 and sees it in the tree',
  async () => {
    const page = await openCompanyDetails('admin');
    await node(page, 'Harbour Sub Division').click({ timeout: 20_000 });
    await dialog(page, 'Agent Details').getByRole('button', { name: 'Add Retailer' }).click();
    const add = dialog(page, 'Add Retailer');
    await add.getByRole('textbox', { name: /^Agent Code/ }).fill('re2e01');
    await expect(add.getByRole('textbox', { name: /^Agent Code/ }).inputValue()).resolves.toBe(
      'RE2E01',
    );
    await add.getByRole('textbox', { name: /^Name/ }).fill('Journey Kiosk');
    await add.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Agent RE2E01 has been added successfully.').waitFor();
    await expect(add.count()).resolves.toBe(0);
    await node(page, 'Journey Kiosk').waitFor();
    await page.context().close();
  },
  JOURNEY_TIMEOUT,
);

test(
  'the viewer opens an agent but has no enabled Edit',
  async () => {
    const page = await openCompanyDetails('viewer');
    await node(page, 'Circular Quay News').click({ timeout: 20_000 });
    const view = dialog(page, 'Agent Details');
    await view.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
    await expect(view.getByRole('button', { name: 'Edit' }).isDisabled()).resolves.toBe(true);
    await page.context().close();
  },
  JOURNEY_TIMEOUT,
);
