// Journeys of what a keyboard and screen-reader user meets (issue #33, 'What merchants meet'):
// signing in through the form moves focus to the dashboard's title; on a page loaded fresh the
// first Tab stop is 'Skip to content', which takes focus to the page's title; choosing each menu
// entry moves focus to the new page's title (the product page's to its PIN field); and axe (every rule, the `region` rule included:
// content outside the header, nav, main and footer landmarks) finds nothing on the sign-in page
// nor on any page of the menu, for the administrator and for the payout merchant.
// axe-core runs inside the real portal's pages (the context bypasses the page's CSP to add it).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/demo/sign-ins';
import { journeyBrowser } from './support/browser';
import { signIn } from './support/sign-in';

const portalUrl = inject('portalUrl');
const journey = journeyBrowser();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  targets: string[];
}

async function axeViolations(page: Page): Promise<Violation[]> {
  // What a reader meets once the page has settled: no fade (of the splash, of a new page) half way.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  });
}

async function openSignIn(): Promise<Page> {
  // Reduced motion: pages appear without their 200 ms fade, which axe would measure half-transparent.
  const context = await journey.browser.newContext({ bypassCSP: true, reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(portalUrl);
  await page.waitForURL('**/auth/login');
  return page;
}

const focusedHeading = (page: Page) =>
  page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : `not a title: ${document.activeElement?.tagName}`));

/** Every entry of the menu, opened by clicking it: focus on its title, no axe violation. */
async function walkTheMenu(page: Page): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await menu.getByRole('link').first().waitFor();
  const entries = await menu.getByRole('link').allInnerTexts();
  expect(entries.length).toBeGreaterThan(5);
  const found: Record<string, Violation[]> = {};
  for (const entry of entries) {
    // Another page's entry, or the current page's chosen again (the first, Dashboard): focus on its
    // title; the product page puts it on its PIN field instead (a cashier types or scans at once).
    await menu.getByRole('link', { name: entry, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: entry }).waitFor();
    if (/^Product (Redeem|Validate)$/.test(entry)) await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('pin');
    else await expect.poll(() => focusedHeading(page)).toBe(entry);
    // The page's data, then axe over the whole document.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const violations = await axeViolations(page);
    if (violations.length) found[entry] = violations;
  }
  expect(found).toEqual({});
}

test('the administrator signs in: focus on the dashboard title; every page of the menu has its title focused and no axe violation', async () => {
  const page = await openSignIn();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await signIn(page, 'MD0001', 'admin', DEMO_PASSWORD);
  await page.waitForURL('**/dashboard', { timeout: 20_000 });
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await expect.poll(() => focusedHeading(page)).toBe('Dashboard');
  await walkTheMenu(page);
  await page.context().close();
});

test('the payout merchant: every page of the menu has its title focused and no axe violation', async () => {
  const page = await openSignIn();
  await signIn(page, 'M00001', 'payout', DEMO_PASSWORD);
  await page.waitForURL('**/dashboard', { timeout: 20_000 });
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await expect.poll(() => focusedHeading(page)).toBe('Dashboard');
  await walkTheMenu(page);
  await page.context().close();
});

test('on a page loaded fresh the first Tab stop is Skip to content, which moves focus to the page title', async () => {
  const page = await openSignIn();
  await signIn(page, 'MD0001', 'admin', DEMO_PASSWORD);
  await page.waitForURL('**/dashboard', { timeout: 20_000 });
  await page.goto(`${portalUrl}/reports`);
  await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
  await expect(skip.isVisible()).resolves.toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedHeading(page)).toBe('Reports');
  await page.context().close();
});
