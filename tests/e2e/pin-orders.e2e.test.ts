// The journey of Pin Orders (issue #17) on the real portal and its demo data: MD0001's
// administrator orders 50 PINs with an attachment; provider support approves it; the PINs are
// generated in the background; the administrator downloads the pgp file, which the test decrypts
// with MD0001's private key (the demo's key pair) and finds 50 unique PINs, one of which validates
// at the payout merchant M00001; the order's details show the download. At desktop width and on
// a phone, in light and dark.
import { readFileSync } from 'node:fs';
import * as openpgp from 'openpgp';
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PGP_FINGERPRINT, DEMO_PGP_PRIVATE_KEY, DEMO_PGP_PUBLIC_KEY } from '../../server/demo/demo-pgp-key';
import { DEMO_PASSWORD } from '../../server/demo/sign-ins';
import { journeyBrowser } from './support/browser';
import { apiSignIn, fitsTheScreen, signedInPage } from './support/signed-in-page';

const portalUrl = inject('portalUrl');
const journey = journeyBrowser();

async function decrypted(armored: string): Promise<string> {
  const privateKey = await openpgp.decryptKey({ privateKey: await openpgp.readPrivateKey({ armoredKey: DEMO_PGP_PRIVATE_KEY }), passphrase: DEMO_PASSWORD });
  const { data } = await openpgp.decrypt({ message: await openpgp.readMessage({ armoredMessage: armored }), decryptionKeys: privateKey });
  return String(data);
}

test('an administrator orders PINs, support approves, the pgp file holds 50 PINs that validate', async () => {
  const comment = `Journey ${Date.now()}`;
  const { page: admin } = await signedInPage(journey.browser, portalUrl, 'MD0001', 'admin', { path: '/pin-order' });
  await admin.getByRole('table', { name: 'Pin Orders' }).getByRole('row').nth(1).waitFor({ timeout: 20_000 });
  await admin.getByRole('button', { name: 'New Order' }).click();
  const order = admin.getByRole('dialog', { name: 'Create Order' });
  await order.getByLabel(/^Product/).selectOption('AUD20');
  await order.getByLabel(/^Quantity/).fill('50');
  await order.getByLabel(/^Comment/).fill(comment);
  await order.getByRole('button', { name: 'Add to order' }).click();
  await order.getByRole('table', { name: 'Order items' }).getByText('1,000.00').waitFor();
  await order.locator('input[type="file"]').setInputFiles({ name: 'purchase-order.csv', mimeType: 'text/csv', buffer: Buffer.from('product,qty\nAUD20,50\n') });
  await order.getByRole('button', { name: 'Submit Order' }).click();
  await admin.getByText('Your orders have been created and are waiting for approval.').waitFor();
  await admin.getByRole('searchbox', { name: 'Search orders' }).fill(comment);
  await admin.getByRole('button', { name: 'Search' }).click();
  const row = admin.getByRole('table', { name: 'Pin Orders' }).getByRole('row').filter({ hasText: 'Waiting for Approval' });
  await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
  const orderRef = (await row.getByRole('button', { name: /^PO\d+$/ }).innerText()).trim();

  const { page: support } = await signedInPage(journey.browser, portalUrl, 'PROVIDER', 'support', { path: '/pin-order' });
  await support.getByRole('searchbox', { name: 'Search orders' }).fill(orderRef);
  await support.getByRole('button', { name: 'Search' }).click();
  await support.getByRole('button', { name: orderRef, exact: true }).click();
  const details = support.getByRole('dialog', { name: `Order Details ${orderRef}` });
  await details.getByRole('button', { name: 'Download purchase-order.csv' }).waitFor();
  await details.getByRole('textbox', { name: 'Approval comment' }).fill('Approved by the journey.');
  await details.getByRole('button', { name: 'Approve' }).click();
  // Approving generates the PINs and sells the batch: confirmed first.
  const confirm = support.getByRole('dialog', { name: 'Approve Order' });
  await confirm.getByText(`Approve the order ${orderRef}? 50 PINs are generated`).waitFor();
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await support.getByText(/approved/i).first().waitFor();
  await support.context().close();

  // The PINs are made in the background: the order becomes Ready for Download.
  await expect
    .poll(async () => {
      await admin.getByRole('button', { name: 'Search' }).click();
      return admin.getByRole('button', { name: `Download ${orderRef} as PGP` }).count();
    }, { timeout: 30_000, interval: 1000 })
    .toBe(1);
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: `Download ${orderRef} as PGP` }).click()]);
  const armored = readFileSync((await download.path())!, 'utf8');
  expect(armored).toMatch(/^-----BEGIN PGP MESSAGE-----/);
  const lines = (await decrypted(armored)).trim().split('\n');
  expect(lines[0]).toBe('serial,pin,productCode,value,currency');
  const pins = lines.slice(1).map((line) => line.split(',')[1]!);
  expect(pins).toHaveLength(50);
  expect(new Set(pins).size).toBe(50);

  const payout = await apiSignIn(portalUrl, 'M00001', 'payout');
  const validation = await fetch(`${portalUrl}/api/v1/voucher/validate/${pins[0]}`, { headers: { authorization: `Bearer ${payout}` } });
  expect(await validation.json()).toMatchObject({ resultCode: 0, pin: pins[0], productName: expect.stringContaining('20') });

  await admin.getByRole('button', { name: orderRef, exact: true }).click();
  const trail = admin.getByRole('dialog', { name: `Order Details ${orderRef}` }).getByRole('table', { name: 'Downloads of the PINs' });
  await trail.getByRole('row').filter({ hasText: 'PGP' }).filter({ hasText: 'admin' }).waitFor();
  await admin.context().close();
});

for (const phone of [false, true]) {
  test(`the orders fit the screen${phone ? ' of a phone' : ''} and a ready order's details show its trail`, async () => {
    const { page } = await signedInPage(journey.browser, portalUrl, 'MD0001', 'admin', { path: '/pin-order', phone });
    const table = page.getByRole('table', { name: 'Pin Orders' });
    await table.getByText('Ready for Download').first().waitFor({ timeout: 20_000 });
    expect(await fitsTheScreen(page)).toBe(true);
    await table.getByRole('row').filter({ hasText: 'Ready for Download' }).first().getByRole('button', { name: /^PO\d+$/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Order Details PO\d+$/ });
    await dialog.getByRole('heading', { name: 'Downloads of the PINs' }).waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    await page.context().close();
  });
}

/** The demo fingerprint as the card shows it, in blocks of four. */
const DEMO_FINGERPRINT_SHOWN = DEMO_PGP_FINGERPRINT.replace(/(.{4})(?=.)/g, '$1 ');

/** The signed-in page's bearer token (the app keeps it in localStorage). */
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('authToken') ?? '');

/** MD0001 gets the demo key back through the API unless it has it. */
async function restoreDemoKey(token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const current = (await (await fetch(`${portalUrl}/api/v1/agent-pgp-key?agentCode=MD0001`, { headers })).json()) as { fingerprint?: string | null };
  if (current.fingerprint === DEMO_PGP_FINGERPRINT) return;
  const answer = await fetch(`${portalUrl}/api/v1/agent-pgp-key`, { method: 'PUT', headers, body: JSON.stringify({ agentCode: 'MD0001', publicKey: DEMO_PGP_PUBLIC_KEY }) });
  expect(await answer.json()).toMatchObject({ resultCode: 0, fingerprint: DEMO_PGP_FINGERPRINT });
}

test("provider support removes an agent's PIN file key and sets it back; the agent's card shows it", async () => {
  const { page: support } = await signedInPage(journey.browser, portalUrl, 'PROVIDER', 'support', { path: '/pin-order' });
  const token = await tokenOf(support);
  await restoreDemoKey(token);
  try {
    const card = support.getByRole('region', { name: 'PIN file encryption key' });
    await card.getByText('PROVIDER - ').waitFor({ timeout: 20_000 });
    await card.getByRole('textbox', { name: 'Agent code' }).fill('md0001');
    await card.getByRole('button', { name: 'Show key' }).click();
    await card.getByText(DEMO_FINGERPRINT_SHOWN).waitFor();

    await card.getByRole('button', { name: 'Remove key' }).click();
    const remove = support.getByRole('dialog', { name: 'Remove PIN file key' });
    await remove.getByText('Remove the OpenPGP key of MD0001 - Southern Cross Distribution?', { exact: false }).waitFor();
    await remove.getByRole('button', { name: 'Remove key' }).click();
    await support.getByText('The OpenPGP key has been removed.').waitFor();
    await card.getByText(/^No key set/).waitFor();

    // The administrator of MD0001 sees that no key is set, and nothing to change it with.
    const { page: admin } = await signedInPage(journey.browser, portalUrl, 'MD0001', 'admin', { path: '/pin-order' });
    const adminCard = admin.getByRole('region', { name: 'PIN file encryption key' });
    await adminCard.getByText(/^No key set/).waitFor({ timeout: 20_000 });
    expect(await adminCard.getByRole('button').count()).toBe(0);
    await admin.getByRole('table', { name: 'Pin Orders' }).getByText('Ready for Download').first().waitFor();
    expect(await admin.getByRole('button', { name: /^Download PO\d+ as PGP$/ }).count()).toBe(0);

    // Support sets the key back from a key file.
    await card.getByRole('button', { name: 'Set key' }).click();
    const set = support.getByRole('dialog', { name: 'Set PIN file key' });
    await set.locator('input[type="file"]').setInputFiles({ name: 'md0001-pins.asc', mimeType: 'application/pgp-keys', buffer: Buffer.from(DEMO_PGP_PUBLIC_KEY) });
    await expect.poll(() => set.getByRole('textbox', { name: /^OpenPGP public key/ }).inputValue()).toContain('-----BEGIN PGP PUBLIC KEY BLOCK-----');
    await set.getByRole('button', { name: 'Save' }).click();
    await support.getByText('The OpenPGP key has been set.').waitFor();
    await card.getByText(DEMO_FINGERPRINT_SHOWN).waitFor();
    await card.getByText('support, ', { exact: false }).waitFor();
    await support.context().close();

    // The administrator's card shows the key again, and ready orders offer pgp files again.
    await admin.reload();
    await adminCard.getByText(DEMO_FINGERPRINT_SHOWN).waitFor({ timeout: 20_000 });
    await admin.getByRole('button', { name: /^Download PO\d+ as PGP$/ }).first().waitFor();
    await admin.context().close();
  } finally {
    await restoreDemoKey(token);
  }
});
