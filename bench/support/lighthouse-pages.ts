// Lighthouse performance on mobile (its default: a mid-range phone on slow 4G with CPU throttling)
// for the sign-in page and the signed-in pages merchants use most, each on a cold HTTP cache (a
// first visit with a stored token: the browser cache is cleared before each audit; localStorage
// keeps the token). Debian Chromium through puppeteer-core, against a started portal. Lighthouse's
// own advice for its variance is the median of five runs: each page is audited `runs` times and
// the run with the median score is kept, with the range and the host's benchmarkIndex (Lighthouse's
// measure of this machine's speed, printed beside each score: a score is only comparable between
// hosts of similar index). Used by bench/lighthouse.ts and bench/floor.ts.
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../../tests/e2e/support/browser';
import { startPortal } from '../../tests/e2e/support/portal-server';

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** The pages audited after the sign-in page, signed in as MD0001 admin (every merchant ACL). */
export const SIGNED_IN_PAGES = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'company', path: '/company-details' },
  { name: 'reports', path: '/reports' },
  { name: 'users', path: '/user-management' },
  { name: 'PIN orders', path: '/pin-order' },
  { name: 'credit limits', path: '/credit-limits' },
];

interface Run {
  score: number;
  metrics: string;
  benchmarkIndex: number;
  /** Lighthouse could not measure the run (lhr.runtimeError). */
  failed: boolean;
}

export interface PageScore {
  name: string;
  /** The median run's score, and the lowest and highest of the runs. */
  score: number;
  low: number;
  high: number;
  runs: number;
  metrics: string;
  benchmarkIndex: number;
}

async function auditOnce(page: Page, url: string): Promise<Run> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(
    url,
    { onlyCategories: ['performance'], logLevel: 'error', disableStorageReset: true },
    undefined,
    page,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  // A run Lighthouse could not measure scores 0: say why, so that it is not read as a slow page.
  if (lhr.runtimeError)
    console.log(
      `  ${url}: Lighthouse could not measure this run: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  return {
    score,
    metrics: METRICS.map(
      (id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`,
    ).join(', '),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failed: Boolean(lhr.runtimeError),
  };
}

/** A run Lighthouse could not measure (its trace lost the navigation start, NO_NAVSTART, now and
 * then) says so and is run again, at most twice: it is no score of the page. */
async function measuredOnce(page: Page, url: string): Promise<Run> {
  let run = await auditOnce(page, url);
  for (let retry = 0; retry < 2 && run.failed; retry++) run = await auditOnce(page, url);
  return run;
}

async function audit(page: Page, url: string, name: string, runs: number): Promise<PageScore> {
  const all: Run[] = [];
  for (let i = 0; i < runs; i++) all.push(await measuredOnce(page, url));
  all.sort((a, b) => a.score - b.score);
  const median = all[Math.floor((all.length - 1) / 2)]!;
  return {
    name,
    score: median.score,
    low: all[0]!.score,
    high: all[all.length - 1]!.score,
    runs: all.length,
    metrics: median.metrics,
    benchmarkIndex: median.benchmarkIndex,
  };
}

/** Audits the sign-in page, signs in, then audits each signed-in page; `each` hears every page's score as it comes. */
export async function auditPages(
  runs: number,
  each: (score: PageScore) => void,
): Promise<PageScore[]> {
  const portal = await startPortal();
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
  });
  const scores: PageScore[] = [];
  const keep = (score: PageScore) => (scores.push(score), each(score));
  try {
    const page = await browser.newPage();
    keep(await audit(page, `${portal.url}/auth/login`, 'sign-in page', runs));
    await page.goto(`${portal.url}/auth/login`);
    await page.locator('input[name="merchantId"]').fill('MD0001');
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('Portal#2026');
    await page.locator('button[type="submit"]').click();
    await page.waitForFunction(() => location.pathname === '/dashboard', { timeout: 30_000 });
    for (const signedIn of SIGNED_IN_PAGES)
      keep(await audit(page, `${portal.url}${signedIn.path}`, signedIn.name, runs));
  } finally {
    await browser.close();
    await portal.stop();
  }
  return scores;
}

/** A page's line: its median score with the range, the host's index and the median run's metrics. */
export const scoreLine = (score: PageScore) =>
  `${score.name.padEnd(14)} performance ${score.score} on mobile, median (${score.low}-${score.high} in ${score.runs} runs; goal 95; benchmarkIndex ${score.benchmarkIndex}): ${score.metrics}`;
