// A demo user's page, signed in through the API rather than the form (the sign-in form has
// journeys of its own): the bearer token goes into a fresh browser context's localStorage, as
// the app keeps it, and the page opens on the dashboard with its live channel watched from the
// start. A user's session is made once and reused by later journeys on the same portal (kept in
// a file per portal and user, checked with GET /api/me before reuse, since a journey that signs
// the same user in again ends it); `fresh: true` signs in anew (the forced-logout journeys).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../server/demo/sign-ins';
import { watchLiveChannel, type LiveChannelWatch } from './live-channel';

export interface SignedInPage {
  page: Page;
  live: LiveChannelWatch;
}

export interface SignedInOptions {
  /** A new session instead of the user's reused one. */
  fresh?: boolean;
  /** The page to open (default /dashboard). */
  path?: string;
  /** A phone: 390 x 844 with touch (the menu is a drawer there). */
  phone?: boolean;
  /** The device's colour scheme (prefers-color-scheme); the browser's default (light) without. */
  colorScheme?: 'light' | 'dark';
  /** Called with the new page before it opens the path (to watch its first requests). */
  beforeOpening?: (page: Page) => void | Promise<void>;
}

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** Where the app keeps the token (src/shared/api/tokenStorage.ts AUTH_TOKEN_KEY). */
const AUTH_TOKEN_KEY = 'authToken';

/** Signs in through POST /api/auth/login and returns the bearer token of the new session. */
export async function apiSignIn(portalUrl: string, merchantId: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await fetch(`${portalUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ merchantId, username, password }),
  });
  const token = /^Bearer\s+(\S+)$/i.exec(answer.headers.get('authorization') ?? '')?.[1];
  if (!token) throw new Error(`${merchantId}/${username} could not sign in: ${answer.status} ${await answer.text()}`);
  return token;
}

function tokenFile(portalUrl: string, merchantId: string, username: string): string {
  const dir = join(tmpdir(), 'merchant-portal-e2e-sessions', createHash('sha256').update(portalUrl).digest('hex').slice(0, 12));
  mkdirSync(dir, { recursive: true });
  return join(dir, `${merchantId}-${username}.token`);
}

async function stillSignedIn(portalUrl: string, token: string): Promise<boolean> {
  const answer = await fetch(`${portalUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  return answer.status === 200 && ((await answer.json()) as { resultCode?: number }).resultCode === 0;
}

/** The user's reusable session token: the kept one while the server still accepts it. */
async function reusableToken(portalUrl: string, merchantId: string, username: string): Promise<string> {
  const file = tokenFile(portalUrl, merchantId, username);
  const kept = (() => {
    try {
      return readFileSync(file, 'utf8').trim();
    } catch {
      return '';
    }
  })();
  if (kept && (await stillSignedIn(portalUrl, kept))) return kept;
  const token = await apiSignIn(portalUrl, merchantId, username);
  writeFileSync(file, token);
  return token;
}

export async function signedInPage(
  browser: Browser,
  portalUrl: string,
  merchantId: string,
  username: string,
  options: SignedInOptions = {},
): Promise<SignedInPage> {
  const token = options.fresh ? await apiSignIn(portalUrl, merchantId, username) : await reusableToken(portalUrl, merchantId, username);
  const context = await browser.newContext({
    ...(options.phone ? PHONE : {}),
    ...(options.colorScheme ? { colorScheme: options.colorScheme } : {}),
    storageState: { cookies: [], origins: [{ origin: portalUrl, localStorage: [{ name: AUTH_TOKEN_KEY, value: token }] }] },
  });
  const page = await context.newPage();
  const live = watchLiveChannel(page);
  await options.beforeOpening?.(page);
  const path = options.path ?? '/dashboard';
  await page.goto(`${portalUrl}${path}`);
  try {
    // The shell's page area (the menu itself is a closed drawer on a phone).
    await page.locator('#main-content').waitFor({ timeout: 30_000 });
  } catch (error) {
    // Say what the page shows instead (a refusal, a step) rather than only "timeout".
    const shown = await page.locator('body').innerText().catch(() => '(page gone)');
    throw new Error(`${merchantId}/${username} did not reach ${path}; ${page.url()} shows:\n${shown}`, { cause: error });
  }
  return { page, live };
}

/** Nothing on the page reaches past the screen's edge: neither the page nor its main content
 * scrolls sideways (wide tables scroll inside their own frames). */
export async function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    return document.documentElement.scrollWidth <= window.innerWidth && (!main || main.scrollWidth <= main.clientWidth);
  });
}
