// Forced logout across instances: publishForceLogout NOTIFYs on the database, every instance
// LISTENs and delivers to its own connections. On PostgreSQL two live servers share one
// database (skipped, with the reason printed, when PostgreSQL does not answer); on PGlite one
// server publishes to itself through the embedded database.
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteNotifications, postgresNotifications } from '../../../server/db/database';
import type { Database } from '../../../server/db/schema';
import { startLiveServer, testSession, type LiveServer } from './support/live-server';
import { watchedClient } from './support/stomp-client';

const postgresUrl = process.env.LIVE_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresUnavailable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const skipReason = await postgresUnavailable();
if (skipReason) console.log(`live fan-out on PostgreSQL skipped: ${postgresUrl} does not answer (${skipReason})`);

async function expectForcedLogout(server: LiveServer, publish: () => Promise<void>): Promise<void> {
  server.sessions.grant('alice-token', testSession('alice', 1, 'alice-session-1'));
  const alice = watchedClient(server.url, 'alice', 'alice-token');
  try {
    await alice.connected;
    const notice = alice.nextMessage('/topic/force-logout/alice');
    await new Promise<void>((resolve) => {
      alice.client.watchForReceipt('subscribed', () => resolve());
      alice.client.publish({ destination: '/app/transaction/alice/print', body: '{}', headers: { receipt: 'subscribed' } });
    });
    await publish();
    expect(JSON.parse((await notice).body)).toEqual({
      messageKey: 'FORCE.LOGOUT.MESSAGE',
      message: 'Your account has been logged in from another location.',
      resultCode: 4002,
    });
    await alice.closed;
  } finally {
    await alice.stop();
  }
}

describe.skipIf(skipReason !== null)('on PostgreSQL, two instances sharing one database', () => {
  const channel = `portal_live_test_${randomUUID().replaceAll('-', '')}`.slice(0, 60);
  const databases: Array<Kysely<Database>> = [];
  let instanceA: LiveServer;
  let instanceB: LiveServer;

  function instance(): Promise<LiveServer> {
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: postgresUrl, max: 2 }) }) });
    databases.push(db);
    return startLiveServer({ portalDb: postgresNotifications(db, postgresUrl), notifyChannel: channel });
  }

  beforeAll(async () => {
    [instanceA, instanceB] = await Promise.all([instance(), instance()]);
  });

  afterAll(async () => {
    await Promise.all([instanceA?.close(), instanceB?.close()]);
    await Promise.all(databases.map((db) => db.destroy()));
  });

  it('delivers publishForceLogout on instance A to a client connected to instance B', async () => {
    await expectForcedLogout(instanceB, () => instanceA.live.publishForceLogout(1, ['alice-session-1']));
  });
});

describe('on PGlite, the embedded single-instance database', () => {
  let pglite: PGlite;
  let db: Kysely<Database>;
  let server: LiveServer;

  beforeAll(async () => {
    pglite = await PGlite.create();
    db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    server = await startLiveServer({ portalDb: pgliteNotifications(pglite, db) });
    // Creating PGlite takes 2-4 s on an idle machine and far longer on a busy one.
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await db?.destroy();
    await pglite?.close().catch(() => undefined);
  });

  it('delivers publishForceLogout through LISTEN/NOTIFY of the embedded database', async () => {
    await expectForcedLogout(server, () => server.live.publishForceLogout(1, ['alice-session-1']));
  });
});
