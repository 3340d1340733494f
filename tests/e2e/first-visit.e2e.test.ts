// Journey: a first visit to a signed-in page with a stored token (a bookmark, a reload) on the
// built portal. signed-in-preload.js starts the page's first calls before the app's code has come
// (scripts/vite/signed-in-preload.ts EARLY_CALLS) and the app takes their answers: each call
// reaches the server once, and none is left untaken (an early call that drifted from the app's
// own, by path, body or header, would be made twice). Such a visit never downloads the sign-in
// form's chunk; a signed-out visit has it preloaded beside the first chunk, by the same script.
import { expect, inject, test } from 'vitest';
import { journeyBrowser } from './support/browser';
import { signedInPage } from './support/signed-in-page';

const portalUrl = inject('portalUrl');
const journey = journeyBrowser();

const PAGES = [
  { path: '/dashboard', shown: 'Weekly Transaction Count', calls: ['/api/v1/daily-stats', '/api/v1/weekly-stats'] },
  { path: '/company-details', shown: 'Planned maintenance every first Sunday', calls: ['/api/v1/company-structure', '/api/v1/get-documents'] },
];
const EVERY_PAGE = ['/api/v1/profile', '/api/v1/agent-user-info', '/api/v1/settings', '/api/version', '/api/custom-template-details', '/api/v1/owed-balances'];

for (const { path, shown, calls } of PAGES) {
  test(`a first visit to ${path} calls each of its first calls once, started before the app`, async () => {
    const requests: string[] = [];
    const scripts: string[] = [];
    const { page } = await signedInPage(journey.browser, portalUrl, 'MD0001', 'admin', {
      path,
      beforeOpening: async (opened) => {
        opened.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (pathname.startsWith('/api/')) requests.push(pathname);
          if (pathname.startsWith('/assets/')) scripts.push(pathname);
        });
        // Which calls signed-in-preload.js makes (it is the current script while it runs).
        await opened.addInitScript(() => {
          const early: string[] = [];
          Object.assign(window, { earlyCallsMade: early });
          const fetch = window.fetch.bind(window);
          window.fetch = (input, init) => {
            const script = document.currentScript as HTMLScriptElement | null;
            if (script?.src.endsWith('/signed-in-preload.js')) early.push(String(input));
            return fetch(input, init);
          };
        });
        // The app's first chunk comes late, as on a phone: the script surely runs first.
        await opened.route('**/assets/sign-in-*.js', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          await route.continue();
        });
      },
    });
    await page.getByText(shown).first().waitFor({ timeout: 30_000 });
    // The top bar asks for the balances last (once the agent info came).
    await page.getByTestId('accumulated-balance').waitFor({ timeout: 30_000 });
    for (const call of [...EVERY_PAGE, ...calls]) {
      expect(requests.filter((request) => request === call), call).toHaveLength(1);
    }
    expect(await page.evaluate(() => (window as unknown as { earlyCallsMade: string[] }).earlyCallsMade)).toEqual([...EVERY_PAGE, ...calls]);
    expect(await page.evaluate(() => window.__portalEarlyCalls?.length)).toBe(0);
    expect(scripts.filter((script) => script.startsWith('/assets/login-form-'))).toEqual([]);
    await page.context().close();
  });
}

test('a signed-out first visit has the sign-in form preloaded by signed-in-preload.js, and no signed-in chunk', async () => {
  const context = await journey.browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) scripts.push(pathname);
  });
  await page.goto(`${portalUrl}/dashboard`);
  await page.locator('input[name="merchantId"]').waitFor({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/auth/login');
  expect(await page.locator('link[rel="modulepreload"][href^="/assets/login-form-"]').count()).toBe(1);
  expect(scripts.filter((script) => script.startsWith('/assets/login-form-'))).toHaveLength(1);
  expect(scripts.filter((script) => script.startsWith('/assets/signed-in-'))).toEqual([]);
  await context.close();
});
