// A demo user signed in through the real sign-in page (sign-in.ts) in a fresh browser context,
// on the dashboard, with its live channel watched from the start.
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../server/db/demo-data/sign-ins';
import { watchLiveChannel, type LiveChannelWatch } from './live-channel';
import { openSignInPage, signIn } from './sign-in';

export interface SignedInPage {
  page: Page;
  live: LiveChannelWatch;
}

export async function signedInPage(
  browser: Browser,
  portalUrl: string,
  merchantId: string,
  username: string,
): Promise<SignedInPage> {
  const page = await openSignInPage(browser, portalUrl);
  const live = watchLiveChannel(page);
  await signIn(page, merchantId, username, DEMO_PASSWORD);
  try {
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
  } catch (error) {
    // Say what the page shows instead (a refusal, a captcha, a step) rather than only "timeout".
    const shown = await page
      .locator('body')
      .innerText()
      .catch(() => '(page gone)');
    throw new Error(
      `${merchantId}/${username} did not reach the dashboard; ${page.url()} shows:\n${shown}`,
      { cause: error },
    );
  }
  return { page, live };
}
