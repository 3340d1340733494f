// Liveness and readiness (#36): live answers UP whatever happens; ready answers UP once the
// server is ready, 503 DRAINING from the start of a stop, 503 DATABASE_DOWN when the database
// does not answer (liveness still UP then).
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/schema';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseSkipReason } from '../support/test-database';

describe.skipIf(testDatabaseSkipReason)('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is live and ready without a session, and not ready once draining', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ resultCode: 0, resultDescription: 'Success', status: 'UP' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ resultCode: 0, status: 'UP' });

    t.app.readiness.drain();
    const draining = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ resultCode: 1500, status: 'DRAINING' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});

describe('readiness without a database', () => {
  it('answers 503 DATABASE_DOWN while liveness answers UP', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 500 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const app = await buildApp({ db, jobStore: null, config: loadConfig({}) });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ resultCode: 1500, status: 'DATABASE_DOWN' });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    await app.close();
    await db.destroy();
  });
});
