// Benchmark: a signed-in first visit (a bookmark, a reload, the token in localStorage, a cold
// cache) on a phone's conditions emulated in Debian Chromium: 150 ms round trips, 1.6 Mbps down,
// 750 kbps up, the CPU four times slower, a 390 px screen. Prints the median largest contentful
// paint of five visits to the dashboard and the company page, with the range. Unlike Lighthouse's
// simulation (bench/lighthouse.ts), the round trips here really happen, so this shows what the
// request chain costs (signed-in-preload.js's early calls and chunk preloads). Never fails.
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startPortal } from '../tests/e2e/support/portal-server';
import { signedInPage } from '../tests/e2e/support/signed-in-page';

const VISITS = 5;
const PAGES = [
  { path: '/dashboard', shown: 'figcaption' },
  { path: '/company-details', shown: 'main p' },
];

/** Slows the page's network and CPU as a phone's; answers what clears its cache. */
async function emulatePhone(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return async () => void (await cdp.send('Network.clearBrowserCache'));
}

async function largestPaint(page: Page, url: string, shown: string, clearCache: () => Promise<void>): Promise<number> {
  await clearCache();
  await page.goto(url);
  await page.locator(shown).first().waitFor({ timeout: 60_000 });
  // The last candidate is reported by the time the page has been still for a moment.
  await page.waitForTimeout(1500);
  return page.evaluate(() => (window as unknown as { largestPaint: number }).largestPaint);
}

const portal = await startPortal();
const browser = await launchBrowser();
try {
  const { page } = await signedInPage(browser, portal.url, 'MD0001', 'admin', {
    phone: true,
    beforeOpening: async (opened) => {
      await opened.addInitScript(() => {
        const record = window as unknown as { largestPaint: number };
        record.largestPaint = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) record.largestPaint = Math.round(entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
    },
  });
  const clearCache = await emulatePhone(page);
  for (const { path, shown } of PAGES) {
    const paints: number[] = [];
    for (let i = 0; i < VISITS; i++) paints.push(await largestPaint(page, `${portal.url}${path}`, shown, clearCache));
    paints.sort((a, b) => a - b);
    const median = paints[Math.floor(paints.length / 2)];
    console.log(`${path.padEnd(17)} largest contentful paint ${median} ms on an emulated phone, median of ${VISITS} (${paints[0]}-${paints[paints.length - 1]} ms)`);
  }
} finally {
  await browser.close();
  await portal.stop();
}
