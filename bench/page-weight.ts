// Benchmark: the gzipped JavaScript each page makes the browser load, measured in Debian
// Chromium against a started portal: every script response is gzipped here at level 9 and
// summed. Budgets: sign-in page 150 KiB, dashboard 250 KiB. Prints figures; never fails.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startPortal } from '../tests/e2e/support/portal-server';

async function javascriptKiB(page: Page, url: string): Promise<{ kib: number; files: number }> {
  const bodies: Promise<Buffer | null>[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
  };
  page.on('response', listener);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', listener);
  const scripts = (await Promise.all(bodies)).filter((b): b is Buffer => b !== null);
  const bytes = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { kib: bytes / 1024, files: scripts.length };
}

const portal = await startPortal();
const browser = await launchBrowser();
try {
  const pages: [string, string, number][] = [
    ['sign-in page', '/auth/login', 150],
    ['dashboard', '/dashboard', 250],
  ];
  for (const [name, path, budget] of pages) {
    const page = await browser.newPage();
    const { kib, files } = await javascriptKiB(page, portal.url + path);
    console.log(`${name.padEnd(14)} ${kib.toFixed(1)} KiB gzipped JavaScript in ${files} files (budget ${budget} KiB)`);
    await page.close();
  }
} finally {
  await browser.close();
  await portal.stop();
}
