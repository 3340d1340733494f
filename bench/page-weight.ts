// Benchmark: the JavaScript each page makes the browser load, measured in Debian Chromium
// against a started portal, each script brotli-compressed as the server sends it (quality 11)
// and summed, largest first. The sign-in page is measured on a first visit; the dashboard and
// the company page on a reload by a signed-in user (the token is in localStorage). Budgets:
// sign-in 150 KiB, dashboard and company 250 KiB; `npm test` enforces them over the built files
// (scripts/size-budget.mjs), and this benchmark says whether the browser loaded a script that
// the budget check's page list does not count. Prints figures; never fails.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startPortal } from '../tests/e2e/support/portal-server';
import { openSignInPage, signIn } from '../tests/e2e/support/sign-in';
// @ts-expect-error plain JavaScript module without types
import { PAGES, pageFiles } from '../scripts/size-budget.mjs';

/** KiB of a script brotli-compressed at quality 11, as the server sends it and size-limit counts. */
const brotliKiB = (bytes: Buffer) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;

interface Script {
  name: string;
  kib: number;
}

const clientDir = new URL('../dist/client/', import.meta.url).pathname;

async function scriptsLoadedBy(page: Page, load: () => Promise<unknown>): Promise<Script[]> {
  const scripts: Promise<Script | null>[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const name = new URL(response.url()).pathname.replace(/^\//, '');
    scripts.push(response.body().then((body) => ({ name, kib: brotliKiB(body) }), () => null));
  };
  page.on('response', listener);
  await load();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  return (await Promise.all(scripts)).filter((s): s is Script => s !== null).sort((a, b) => b.kib - a.kib);
}

/** The scripts of the budget check's page list, read from the portal's own build. */
function budgetFiles(pageName: string): Set<string> {
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    return new Set(pageFiles(manifest, PAGES[pageName].modules) as string[]);
  } catch {
    return new Set();
  }
}

function report(name: string, scripts: Script[]) {
  const total = scripts.reduce((sum, s) => sum + s.kib, 0);
  console.log(`${name.padEnd(14)} ${total.toFixed(1)} KiB brotli JavaScript in ${scripts.length} files (budget ${PAGES[name].budget} KiB)`);
  for (const s of scripts) console.log(`    ${s.kib.toFixed(1).padStart(6)} KiB  ${s.name}`);
  const counted = budgetFiles(name);
  if (counted.size === 0) return console.log('    (no build manifest: the budget check builds its own; see scripts/size-budget.mjs)');
  const uncounted = scripts.filter((s) => !counted.has(s.name));
  if (uncounted.length) console.log(`    NOT counted by the budget check: ${uncounted.map((s) => s.name).join(', ')} (add their modules to PAGES)`);
}

const portal = await startPortal();
const browser = await launchBrowser();
try {
  const page = await openSignInPage(browser, portal.url);
  report('sign-in', await scriptsLoadedBy(page, () => page.reload()));
  await signIn(page, 'MD0001', 'admin', 'Portal#2026');
  await page.waitForURL('**/dashboard');
  report('dashboard', await scriptsLoadedBy(page, () => page.reload()));
  report('company', await scriptsLoadedBy(page, () => page.goto(`${portal.url}/company-details`)));
  await page.context().close();
} finally {
  await browser.close();
  await portal.stop();
}
