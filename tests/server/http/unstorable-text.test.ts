// Text a database cannot keep (server/http/unstorable-text.ts): NUL and unpaired surrogates in a
// body field, a query value or a path segment are refused with 400 1001 naming the field before
// anything runs, on both databases (PostgreSQL refused NUL with a 500 before).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUnstorableText } from '../../../server/http/unstorable-text';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseSkipReason } from '../support/test-database';

describe('findUnstorableText', () => {
  it('finds NUL and lone surrogates at any depth, in values and keys; paired surrogates are fine', () => {
    expect(findUnstorableText({ a: 'ok', b: ['x', 'a\u0000b'] })).toBe('/b/1');
    expect(findUnstorableText({ agent: { name: 'x\udfffy' } })).toBe('/agent/name');
    expect(findUnstorableText({ 'k\ud800': 1 })).toBe('/k\ud800');
    expect(findUnstorableText({ emoji: 'price 😀 ok', plain: 'Zürich 北京' })).toBeNull();
    expect(findUnstorableText(null)).toBeNull();
  });
});

describe.skipIf(testDatabaseSkipReason)('requests with unstorable text', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('refuses a body field with NUL, naming it, before the sign-in runs', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { merchantId: 'MD\u00000001', username: 'admin', password: 'x' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ resultCode: 1001 });
    expect(answer.json().field).toMatch(/merchantId/);
    const audit = await t.db.selectFrom('audit_log').select('action').execute();
    expect(audit).toEqual([]);
  });

  it('refuses NUL in a query value; invalid UTF-8 in a path segment is no crash', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/auth/total-login-failed?userName=x%00y' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ resultCode: 1001 });
    const path = await t.app.inject({ method: 'GET', url: '/api/v1/voucher/validate/%ED%A0%80' });
    expect(path.statusCode).toBeLessThan(500);
  });
});
