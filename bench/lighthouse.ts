// Benchmark: Lighthouse performance on mobile (its default: a mid-range phone on slow 4G with
// CPU throttling) for the sign-in page, and for the dashboard of a signed-in user (storage is
// kept between the sign-in and the audit). Debian Chromium through puppeteer-core, against a
// started portal. Budget: at least 90. Prints figures; never fails.
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/browser';
import { startPortal } from '../tests/e2e/support/portal-server';

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

async function audit(page: Page, url: string, name: string): Promise<void> {
  const result = await lighthouse(url, { onlyCategories: ['performance'], logLevel: 'error', disableStorageReset: true }, undefined, page);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const metrics = METRICS.map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
  console.log(`${name.padEnd(14)} performance ${score} on mobile (budget 90): ${metrics}`);
}

const portal = await startPortal();
const browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
try {
  const page = await browser.newPage();
  await audit(page, `${portal.url}/auth/login`, 'sign-in page');
  await page.goto(`${portal.url}/auth/login`);
  await page.locator('input[name="merchantId"]').fill('MD0001');
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('Portal#2026');
  await page.locator('button[type="submit"]').click();
  await page.waitForFunction(() => location.pathname === '/dashboard', { timeout: 30_000 });
  await audit(page, `${portal.url}/dashboard`, 'dashboard');
} finally {
  await browser.close();
  await portal.stop();
}
