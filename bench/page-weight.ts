// Benchmark: the gzipped JavaScript each page makes the browser load, measured in Debian
// Chromium against a started portal: every script response is gzipped here at level 9 and
// summed, and the files are listed largest first. The sign-in page is measured on a first visit;
// the dashboard on a reload by a signed-in user (the token is in localStorage), which is the
// page's own first load. Budgets: sign-in page 150 KiB, dashboard 250 KiB. Prints figures;
// never fails.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startPortal } from '../tests/e2e/support/portal-server';
import { openSignInPage, signIn } from '../tests/e2e/support/sign-in';

interface Script {
  name: string;
  kib: number;
}

async function scriptsLoadedBy(page: Page, load: () => Promise<unknown>): Promise<Script[]> {
  const scripts: Promise<Script | null>[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const name = new URL(response.url()).pathname.split('/').pop() ?? response.url();
    scripts.push(
      response.body().then(
        (body) => ({ name, kib: gzipSync(body, { level: 9 }).length / 1024 }),
        () => null,
      ),
    );
  };
  page.on('response', listener);
  await load();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  return (await Promise.all(scripts)).filter((s): s is Script => s !== null).sort((a, b) => b.kib - a.kib);
}

function report(name: string, budget: number, scripts: Script[]) {
  const total = scripts.reduce((sum, s) => sum + s.kib, 0);
  console.log(`${name.padEnd(14)} ${total.toFixed(1)} KiB gzipped JavaScript in ${scripts.length} files (budget ${budget} KiB)`);
  for (const s of scripts) console.log(`    ${s.kib.toFixed(1).padStart(6)} KiB  ${s.name}`);
}

const portal = await startPortal();
const browser = await launchBrowser();
try {
  const page = await openSignInPage(browser, portal.url);
  report('sign-in page', 150, await scriptsLoadedBy(page, () => page.reload()));
  await signIn(page, 'MD0001', 'admin', 'Portal#2026');
  await page.waitForURL('**/dashboard');
  report('dashboard', 250, await scriptsLoadedBy(page, () => page.reload()));
  await page.context().close();
} finally {
  await browser.close();
  await portal.stop();
}
