// Journeys of the published documents (issue #20, the part built so far), on the real portal and
// its demo data: MD0001 admin lists the resources and downloads one, whose content is the file
// that was published; on a phone the list fits the screen.
import { readFile } from 'node:fs/promises';
import { expect, inject, test } from 'vitest';
import { journeyBrowser } from './support/browser';
import { fitsTheScreen, signedInPage } from './support/signed-in-page';

const portalUrl = inject('portalUrl');
const journey = journeyBrowser();

for (const phone of [false, true]) {
  test(`the resources are listed and a file downloads as published${phone ? ' (phone)' : ''}`, async () => {
    const { page } = await signedInPage(journey.browser, portalUrl, 'MD0001', 'admin', { path: '/resources', phone });
    const table = page.getByRole('table', { name: 'Resources' });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    await table.getByText('merchant-guide.txt').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), table.getByRole('button', { name: 'Download merchant-guide.txt' }).click()]);
    expect(download.suggestedFilename()).toBe('merchant-guide.txt');
    expect(await readFile(await download.path(), 'utf8')).toContain('Merchant guide');
    expect(await fitsTheScreen(page)).toBe(true);
    await page.context().close();
  });
}
