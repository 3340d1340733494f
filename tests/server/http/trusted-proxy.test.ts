// Which proxies the server believes (#12 items 2 and 11, server/config.ts parseTrustProxy): the
// client's address comes from X-Forwarded-For only as far as the configured hops or proxy
// addresses vouch for it, never from the left-most entry a client writes itself; the host of a
// branding or sign-in domain rule comes from X-Forwarded-Host under the same rule. The address
// is observed where it matters: the audit entry of a refused sign-in.
import { afterEach, describe, expect, it } from 'vitest';
import { parseTrustProxy, type PortalConfig } from '../../../server/config';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseSkipReason } from '../support/test-database';

describe('parseTrustProxy', () => {
  it('reads nothing, hops and proxy addresses; refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
    expect(() => parseTrustProxy('everyone')).toThrow(/TRUST_PROXY/);
  });
});

describe.skipIf(testDatabaseSkipReason)('addresses and hosts behind proxies', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function signInAddress(trustProxy: PortalConfig['trustProxy'], remoteAddress: string, forwardedFor: string): Promise<string | null> {
    t = await createTestApp({ config: { trustProxy } });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { merchantId: 'NOBODY', username: 'nobody', password: 'wrong' },
    });
    const row = await t.db.selectFrom('audit_log').select('ip').orderBy('id', 'desc').executeTakeFirst();
    return row?.ip ?? null;
  }

  it('believes no header without TRUST_PROXY', async () => {
    expect(await signInAddress(false, '192.0.2.10', '203.0.113.9')).toBe('192.0.2.10');
  });

  it('with one hop takes the address the proxy saw, not the one the client wrote first', async () => {
    expect(await signInAddress(1, '127.0.0.1', '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('with proxy addresses believes only those proxies', async () => {
    expect(await signInAddress(['10.0.0.1'], '10.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    await t?.close();
    expect(await signInAddress(['10.0.0.1'], '192.0.2.50', '198.51.100.7')).toBe('192.0.2.50');
  });

  it('takes a branding domain from X-Forwarded-Host only through a trusted proxy', async () => {
    const portalNameFor = async (trustProxy: PortalConfig['trustProxy'], remoteAddress: string) => {
      t = await createTestApp({ config: { trustProxy } });
      await t.db.insertInto('branding').values({ domain: 'brand.example', portal_name: 'Brand Portal', primary_color: '#0b5fa5', secondary_color: '#E4E6EF' }).execute();
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/custom-template-details',
        remoteAddress,
        headers: { host: 'portal.example', 'x-forwarded-host': 'brand.example' },
      });
      const name = (answer.json() as { portalName?: string }).portalName;
      await t.close();
      t = undefined;
      return name;
    };
    expect(await portalNameFor(false, '10.0.0.1')).not.toBe('Brand Portal');
    expect(await portalNameFor(['10.0.0.1'], '192.0.2.50')).not.toBe('Brand Portal');
    expect(await portalNameFor(['10.0.0.1'], '10.0.0.1')).toBe('Brand Portal');
  });
});
