// Text a database cannot keep (server/http/unstorable-text.ts): NUL and unpaired surrogates in a
// body field, a query value or a path segment are refused with 400 1001 naming the field before
// anything runs, on both databases (PostgreSQL refused NUL with a 500 before). A JSON body nested
// deeper than 32 levels is refused 400 1001 on every operation that takes one (it was a stack
// overflow, 500, on 21 operations).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUnstorableText, MAX_REQUEST_DEPTH, TooDeeplyNested } from '../../../server/http/unstorable-text';
import { listContractOperations } from '../../../server/http/contract-operations';
import { loadOpenApiDocument } from '../../../server/http/openapi-document';
import { createSignedInUser } from '../support/test-users';
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

  it('walks without recursion: a body nested 100,000 deep is refused as too deep, not a stack overflow', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { a: deep };
    expect(() => findUnstorableText(deep)).toThrow(TooDeeplyNested);
    let fine: unknown = 'a\u0000b';
    for (let i = 0; i < MAX_REQUEST_DEPTH; i++) fine = { a: fine };
    expect(findUnstorableText(fine)).toBe('/a'.repeat(MAX_REQUEST_DEPTH));
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

  it('answers 400 1001 to a deeply nested JSON body on every operation that takes one, public or signed in', async () => {
    const operations = listContractOperations(loadOpenApiDocument(t.config.openapiFile)).filter((operation) => operation.body?.kind === 'json');
    const acls = [...new Set(operations.flatMap((operation) => operation.acls))];
    const user = await createSignedInUser(t.db, { acls });
    const nested = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000);
    const answers = [];
    for (const operation of operations) {
      const answer = await t.app.inject({
        method: operation.method,
        url: operation.url.replace(/:[A-Za-z]+/g, '1'),
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload: nested,
      });
      answers.push({ operation: operation.operationId, status: answer.statusCode, resultCode: answer.json().resultCode });
    }
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((a) => a.status !== 400 || a.resultCode !== 1001)).toEqual([]);
    const worded = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json', 'accept-language': 'de' }, payload: nested });
    // A part of the request, not a field: the merchant reads that the request could not be read.
    expect(worded.json()).toEqual({ resultCode: 1001, resultDescription: 'Die Anfrage konnte nicht gelesen werden. Bitte versuchen Sie es erneut.' });
  });

  it('refuses NUL in a query value; invalid UTF-8 in a path segment is no crash', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/auth/total-login-failed?userName=x%00y' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ resultCode: 1001 });
    const path = await t.app.inject({ method: 'GET', url: '/api/v1/voucher/validate/%ED%A0%80' });
    expect(path.statusCode).toBeLessThan(500);
  });
});
