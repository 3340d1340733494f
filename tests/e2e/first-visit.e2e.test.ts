// Journey: a first visit to a signed-in page with a stored token (a bookmark, a reload) on the
// built portal. signed-in-preload.js starts the page's first calls before the app's code has come
// (scripts/vite/signed-in-preload.ts EARLY_CALLS) and the app takes their answers: each call
// reaches the server once, and none is left untaken (an early call that drifted from the app's
// own, by path, body or header, would be made twice).
import { expect, inject, test } from 'vitest';
import { journeyBrowser } from './support/browser';
import { signedInPage } from './support/signed-in-page';

const portalUrl = inject('portalUrl');
const journey = journeyBrowser();

const PAGES = [
  { path: '/dashboard', shown: 'Weekly Transaction Count', calls: ['/api/v1/daily-stats', '/api/v1/weekly-stats'] },
  { path: '/company-details', shown: 'Planned maintenance every first Sunday', calls: ['/api/v1/company-structure', '/api/v1/get-documents'] },
];
const EVERY_PAGE = ['/api/v1/profile', '/api/v1/agent-user-info', '/api/v1/settings', '/api/version', '/api/custom-template-details'];

for (const { path, shown, calls } of PAGES) {
  test(`a first visit to ${path} calls each of its first calls once, started before the app`, async () => {
    const requests: string[] = [];
    const { page } = await signedInPage(journey.browser, portalUrl, 'MD0001', 'admin', {
      path,
      beforeOpening: async (opened) => {
        opened.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (pathname.startsWith('/api/')) requests.push(pathname);
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
    for (const call of [...EVERY_PAGE, ...calls]) {
      expect(requests.filter((request) => request === call), call).toHaveLength(1);
    }
    expect(await page.evaluate(() => (window as unknown as { earlyCallsMade: string[] }).earlyCallsMade)).toEqual([...EVERY_PAGE, ...calls]);
    expect(await page.evaluate(() => window.__portalEarlyCalls?.length)).toBe(0);
    await page.context().close();
  });
}
