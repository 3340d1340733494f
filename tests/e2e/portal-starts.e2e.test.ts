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
