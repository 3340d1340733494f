// Journey: a merchant opens the portal in a browser and the server behind it is healthy.
import { expect, inject, test } from 'vitest';
import { journeyBrowser } from './support/browser';

const portalUrl = inject('portalUrl');
const journey = journeyBrowser();

test('the portal page loads in Chromium and the API reports the engine alive', async () => {
  const page = await journey.browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(portalUrl);
  await expect(page.title()).resolves.toMatch(/Merchant Portal/);
  await page.getByRole('heading', { name: 'Merchant Portal' }).first().waitFor();
  const status = await page.evaluate(async () => (await fetch('/api/status')).json());
  expect(status).toMatchObject({ resultCode: 0, status: 'ALIVE' });
  expect(errors).toEqual([]);
});

test('a client route that the server does not know still serves the single-page app', async () => {
  const page = await journey.browser.newPage();
  const answer = await page.goto(`${portalUrl}/dashboard`);
  expect(answer?.status()).toBe(200);
  expect(await answer?.headerValue('content-type')).toMatch(/text\/html/);
});

test('an address with a malformed escape, reached inside the app, shows the not-found page, not the error page', async () => {
  const page = await journey.browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${portalUrl}/auth/login`);
  await page.getByRole('heading', { name: 'Merchant Portal' }).first().waitFor();
  // The server refuses such an address when it is requested (400, FST_ERR_BAD_URL); the app
  // meets it in its own history (a link, the back button): react-router compares it undecoded.
  const reach = (path: string) =>
    page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  // '/error/:page' takes it as its parameter; any other page is unknown ('*': to the not-found page).
  await reach('/error/%E0%A4%A');
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/error/%E0%A4%A');
  await reach('/%E0%A4%A');
  await page.waitForURL('**/error/error-v1');
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await expect(page.getByText('Something went wrong').count()).resolves.toBe(0);
  expect(errors).toEqual([]);
  await page.close();
});
