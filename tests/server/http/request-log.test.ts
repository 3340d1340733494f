// The request log (#36): exactly one JSON line per request, at its answer, with the request id
// (the proxy's X-Request-Id when well formed, else a new UUID; answered in X-Request-Id), the
// operation, the user and agent ids of a session, status, resultCode and duration; no other
// per-request line, and no secret of the URL.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createTestDatabase } from '../support/test-database';
import type { PortalDatabase } from '../../../server/db/database';
import { testDatabaseSkipReason } from '../support/test-database';
import { createSignedInUser } from '../support/test-users';

describe.skipIf(testDatabaseSkipReason)('the request log', () => {
  let database: PortalDatabase;
  let app: FastifyInstance;
  let log = '';
  const lines = () => log.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
  beforeAll(async () => {
    database = await createTestDatabase();
    const stream = new Writable({ write: (chunk, _encoding, done) => ((log += String(chunk)), done()) });
    app = await buildApp({ db: database.db, jobStore: null, config: loadConfig({}), logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('writes one line per request with its id, operation, status and resultCode, and answers the id', async () => {
    log = '';
    const answer = await app.inject({ method: 'GET', url: '/api/status', headers: { 'x-request-id': 'proxy-1234.abc' } });
    expect(answer.headers['x-request-id']).toBe('proxy-1234.abc');
    const written = lines();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ level: 30, requestId: 'proxy-1234.abc', operation: 'getStatus', status: 200, resultCode: 0, userId: null, agentId: null, msg: 'request' });
    expect(typeof written[0]!.durationMs).toBe('number');
  });

  it('replaces an ill-formed incoming id with a new one', async () => {
    log = '';
    const answer = await app.inject({ method: 'GET', url: '/api/version', headers: { 'x-request-id': 'bad id\u0007<script>' } });
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines()[0]).toMatchObject({ requestId: answer.headers['x-request-id'] });
  });

  it("names the session's user and agent, a refusal's resultCode, and no secret of the URL", async () => {
    const user = await createSignedInUser(database.db);
    log = '';
    await app.inject({ method: 'GET', url: '/api/v1/profile', headers: user.headers });
    await app.inject({ method: 'GET', url: '/api/v1/profile', headers: { authorization: 'Bearer not-a-session' } });
    await app.inject({ method: 'GET', url: '/api/v1/voucher/validate/40133624326091', headers: user.headers });
    const [signedIn, refused, pin] = lines();
    expect(signedIn).toMatchObject({ operation: 'getProfile', status: 200, resultCode: 0, userId: user.userId, agentId: user.agentId });
    expect(refused).toMatchObject({ operation: 'getProfile', status: 403, resultCode: 4001, userId: null });
    expect(pin).toMatchObject({ operation: 'validateVoucher', url: '/api/v1/voucher/validate/[redacted]' });
    expect(log).not.toContain('40133624326091');
    expect(log).not.toContain('not-a-session');
    expect(lines()).toHaveLength(3);
  });
});
