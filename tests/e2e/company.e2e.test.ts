// Journeys of the company details screen against the real server: the administrator finds a
// retailer and edits its phone (a bad value is refused on the form, a good one is saved) and adds
// a retailer under a sub division; the viewer may look but not edit; on a phone the menu drawer
// leads to the screen and a found agent opens full screen. Every sign-in succeeds (no captcha).
import { randomBytes } from 'node:crypto';
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { journeyBrowser } from './support/browser';
import { signedInPage } from './support/signed-in-page';

const portalUrl = inject('portalUrl');
// Generous waits: journeys share two cores with other runs.
const SLOW = 60_000;
const JOURNEY_TIMEOUT = 150_000;
const journey = journeyBrowser();

async function openCompanyDetails(username: string): Promise<Page> {
  const { page } = await signedInPage(journey.browser, portalUrl, 'MD0001', username);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Company Details', exact: true })
    .click();
  await page.waitForURL('**/company-details', { timeout: SLOW });
  return page;
}

const node = (page: Page, name: string) =>
  page.getByRole('button', { name: `${name}, Active`, exact: true });

/** The tree opens two levels; the search opens the way to a deeper agent. */
async function findAgent(page: Page, query: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Find an agent by code or name' }).fill(query);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
}
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test(
  'the administrator edits a retailer phone: a bad value is refused, a good one is saved',
  async () => {
    const page = await openCompanyDetails('admin');
    await findAgent(page, 'R00001');
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
    // Its own code and name each run, so that a retry never meets the agent it added before.
    const suffix = randomBytes(3).toString('hex');
    const code = `re${suffix}`;
    const name = `Journey Kiosk ${suffix}`;
    const page = await openCompanyDetails('admin');
    await node(page, 'Harbour Sub Division').click({ timeout: 20_000 });
    await dialog(page, 'Agent Details').getByRole('button', { name: 'Add Retailer' }).click();
    const add = dialog(page, 'Add Retailer');
    await add.getByRole('textbox', { name: /^Agent Code/ }).fill(code);
    await expect(add.getByRole('textbox', { name: /^Agent Code/ }).inputValue()).resolves.toBe(code.toUpperCase());
    await add.getByRole('textbox', { name: /^Name/ }).fill(name);
    await add.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(`Agent ${code.toUpperCase()} has been added successfully.`).waitFor();
    await expect(add.count()).resolves.toBe(0);
    await page.getByRole('button', { name: /^Show the \d+ agents below Harbour Sub Division$/ }).click();
    await node(page, name).waitFor();
    await page.context().close();
  },
  JOURNEY_TIMEOUT,
);

test(
  'the viewer opens an agent but has no enabled Edit',
  async () => {
    const page = await openCompanyDetails('viewer');
    await findAgent(page, 'circular');
    await node(page, 'Circular Quay News').click({ timeout: 20_000 });
    const view = dialog(page, 'Agent Details');
    await view.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
    await expect(view.getByRole('button', { name: 'Edit' }).isDisabled()).resolves.toBe(true);
    await page.context().close();
  },
  JOURNEY_TIMEOUT,
);

test(
  'on a phone the administrator opens the menu, goes to the company, finds an agent and opens it full screen',
  async () => {
    const { page } = await signedInPage(journey.browser, portalUrl, 'MD0001', 'admin', { phone: true });
    const width = 390;
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Company Details', exact: true }).tap();
    await page.waitForURL('**/company-details', { timeout: SLOW });
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).resolves.toBe(false);
    await findAgent(page, 'bondi');
    await node(page, 'Bondi Convenience').tap({ timeout: 20_000 });
    const view = dialog(page, 'Agent Details');
    await view.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
    const box = await view.boundingBox();
    expect(box?.width).toBe(width);
    await expect(view.getByRole('button', { name: 'Edit' }).isVisible()).resolves.toBe(true);
    await page.context().close();
  },
  JOURNEY_TIMEOUT,
);
