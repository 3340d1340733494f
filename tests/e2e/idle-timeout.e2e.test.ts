// Journey: the idle session time-out with the real settings (900 s idle, then a 180 s countdown;
// GET /api/v1/settings sends no idle values, so the client's defaults apply). The browser's clock
// is Playwright's fake one, moved forward instead of waiting 18 minutes; the server's clock is
// real. MD0001/mlee (no other journey signs in with it) switches to the dark theme, goes idle:
// the Session Timeout modal appears, Continue keeps the session; idle again and the countdown
// ends: signed out with 'Your session has expired. Please login again' and the theme back to Light.
//
// Deterministic under load: the clock is moved a minute at a time until what is awaited shows,
// so it does not matter when the page armed its timers (a busy machine may arm the idle timer
// after a single 15-minute jump, which would then never fire).
import type { Locator, Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { DEMO_PASSWORD } from '../../server/demo/sign-ins';
import { signIn } from './support/sign-in';
import { journeyBrowser } from './support/browser';

const portalUrl = inject('portalUrl');
const journey = journeyBrowser();
/** Fake minutes moved at most before giving up: the idle time (15) and the countdown (3) with room. */
const MAX_MINUTES = 40;

/** Moves the page's clock a minute at a time until `done` holds (checked after each step). */
async function advanceUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  for (let minute = 0; minute < MAX_MINUTES; minute++) {
    if (await done()) return;
    await page.clock.fastForward('01:00');
  }
  if (!(await done())) throw new Error(`still waiting after ${MAX_MINUTES} fake minutes`);
}

/** Whether the page shows it within a moment of real time (the page renders after its timers fire). */
const shown = (locator: Locator) => () => locator.waitFor({ state: 'visible', timeout: 750 }).then(() => true, () => false);
const onSignInPage = (page: Page) => () => page.waitForURL('**/auth/login', { timeout: 750 }).then(() => true, () => false);

test('an idle session warns, Continue keeps it, and letting it run out signs out and resets the theme', async () => {
  const context = await journey.browser.newContext();
  await context.clock.install();
  const page = await context.newPage();
  await page.goto(`${portalUrl}/auth/login`);
  await signIn(page, 'MD0001', 'mlee', DEMO_PASSWORD);
  await page.waitForURL('**/dashboard', { timeout: 20_000 });

  const themeSwitch = page.getByRole('button', { name: 'Switch between light and dark theme' });
  await themeSwitch.click();
  await expect(page.evaluate(() => document.body.className)).resolves.toContain('theme-dark');

  const modal = page.getByRole('dialog', { name: 'Session Timeout' });
  await advanceUntil(page, shown(modal));
  await modal.getByRole('button', { name: 'Continue' }).click();
  await modal.waitFor({ state: 'detached' });
  // Still signed in: a page of the portal opens with its data.
  await page.getByRole('link', { name: 'Company Details' }).first().click();
  await page.waitForURL('**/company-details', { timeout: 20_000 });
  await expect(page.url()).toContain('/company-details');

  await advanceUntil(page, shown(modal));
  await advanceUntil(page, onSignInPage(page));
  await page.getByText('Your session has expired. Please login again').waitFor({ timeout: 20_000 });
  await expect(page.evaluate(() => document.body.className)).resolves.toContain('theme-light');
  const themeCookie = (await context.cookies()).find((cookie) => cookie.name === 'theme_mode');
  expect(themeCookie?.value ?? '').not.toBe('Dark');
  // The session is gone on the server too: the old page state cannot come back.
  await page.goto(`${portalUrl}/dashboard`);
  await page.waitForURL('**/auth/login', { timeout: 20_000 });
  await context.close();
});
