// Journey of the audit trail (#37), on the real portal and its demo data: PROVIDER support signs in
// as MD0001 admin (an impersonation token, as the agent dialog asks for one) and refunds a sale
// R00001 just made; MD0001 admin then finds that refund in the Audit Trail under Refunds with
// both identities (admin, impersonated by support), and so do provider staff in their own trail.
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { journeyBrowser } from './support/browser';
import { signedInPage } from './support/signed-in-page';
import { successfulSale } from './support/terminal';

const portalUrl = inject('portalUrl');
const journey = journeyBrowser();

async function call(token: string, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const answer = await fetch(`${portalUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { ...((await answer.json()) as Record<string, unknown>), authorization: answer.headers.get('authorization') };
}

/** The refund's row of the trail, filtered to refunds. */
async function refundRow(page: Page, refId: string) {
  await page.getByRole('heading', { level: 1, name: 'Audit Trail' }).waitFor({ timeout: 20_000 });
  await page.getByRole('combobox', { name: 'Event' }).selectOption({ label: 'Refunds' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const table = page.getByRole('table', { name: 'Audited events' });
  const row = table.getByRole('row').filter({ hasText: `transaction ${refId}` });
  await row.waitFor({ timeout: 20_000 });
  return row;
}

test('an impersonated refund is in the audit trail with both identities, for the administrator and for provider staff', async () => {
  const { refId } = await successfulSale(portalUrl);
  const { page: support } = await signedInPage(journey.browser, portalUrl, 'PROVIDER', 'support', { path: '/audit-trail' });
  const supportToken = await support.evaluate(() => localStorage.getItem('authToken'));
  if (!supportToken) throw new Error('support has no token');

  // Support staff sign in as MD0001 admin and refund the sale in that session.
  const granted = await call(supportToken, 'POST', '/api/v1/impersonation-token', { merchantId: 'MD0001', username: 'admin' });
  expect(granted.resultCode).toBe(0);
  const signIn = await fetch(`${portalUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ impersonationToken: granted.token }),
  });
  const impersonated = /^Bearer\s+(\S+)$/i.exec(signIn.headers.get('authorization') ?? '')?.[1];
  if (!impersonated) throw new Error(`the impersonated sign-in failed: ${await signIn.text()}`);
  const refunded = await call(impersonated, 'PUT', '/api/v1/refund-transaction', { transactionId: refId });
  expect(refunded.resultCode).toBe(0);

  // The administrator's own trail: the refund in its name, done by support.
  const { page: admin } = await signedInPage(journey.browser, portalUrl, 'MD0001', 'admin', { path: '/audit-trail' });
  const adminRow = await refundRow(admin, refId);
  await expect(adminRow.textContent()).resolves.toMatch(/admin \(MD0001\).*impersonated by support \(PROVIDER\)/);
  await expect(adminRow.textContent()).resolves.toContain('Refunds');
  await expect(adminRow.textContent()).resolves.toContain('Success');

  // Provider staff see it too (MD0001 is below PROVIDER).
  await support.reload();
  const supportRow = await refundRow(support, refId);
  await expect(supportRow.textContent()).resolves.toMatch(/admin \(MD0001\).*impersonated by support \(PROVIDER\)/);

  await Promise.all([admin.context().close(), support.context().close()]);
});
