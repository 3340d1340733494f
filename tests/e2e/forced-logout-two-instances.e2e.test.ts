// Forced logout across instances (issue #5, spec 1 section 4): two portal instances share one
// PostgreSQL database; MD0001 admin signs in in browser A on instance 1, then in browser B on
// instance 2. Instance 2 revokes A's session and NOTIFYs; instance 1 pushes FORCE.LOGOUT.MESSAGE
// down A's live channel, and A lands on the sign-in page with 'Your account has been logged in
// from another location.'. Needs PostgreSQL (DATABASE_URL, else 127.0.0.1:5432 as the server
// tests use); without one the journey is skipped and says why. The single-instance journey on
// the embedded database is in shell.e2e.test.ts.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import {
  postgresUnavailableReason,
  startPortalsOnOnePostgres,
  type SharedDatabasePortals,
} from './support/postgres-portals';
import { signedInPage } from './support/signed-in-page';

const LOGGED_IN_ELSEWHERE = 'Your account has been logged in from another location.';

const skipReason = await postgresUnavailableReason();
if (skipReason) console.warn(`forced logout across two instances skipped: ${skipReason}`);

describe.skipIf(skipReason !== null)('two portal instances on one PostgreSQL database', () => {
  let browser: Browser;
  let instances: SharedDatabasePortals;

  beforeAll(async () => {
    [browser, instances] = await Promise.all([launchBrowser(), startPortalsOnOnePostgres(2)]);
  });
  afterAll(async () => {
    await browser?.close();
    await instances?.stop();
  });

  test('signing in on instance 2 sends the browser signed in on instance 1 to sign-in with the live-channel message', async () => {
    const [instance1, instance2] = instances.portals;
    const a = await signedInPage(browser, instance1!.url, 'MD0001', 'admin', { fresh: true });
    await a.live.connected;

    const b = await signedInPage(browser, instance2!.url, 'MD0001', 'admin', { fresh: true });
    // The notice came over A's live channel (from instance 1), not from a refused REST call.
    expect(JSON.parse(await a.live.forcedLogout)).toEqual({
      messageKey: 'FORCE.LOGOUT.MESSAGE',
      message: LOGGED_IN_ELSEWHERE,
      resultCode: 4002,
    });
    await a.page.waitForURL('**/auth/login', { timeout: 20_000 });
    await a.page.getByText(LOGGED_IN_ELSEWHERE).waitFor();
    expect(new URL(a.page.url()).origin).toBe(instance1!.url);

    // B, on the other instance, stays signed in.
    await b.page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(new URL(b.page.url()).pathname).toBe('/dashboard');
    await a.page.context().close();
    await b.page.context().close();
  });
});
