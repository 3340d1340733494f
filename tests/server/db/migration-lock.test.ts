// Migrations run once when several instances start together (#36): servers opening one fresh,
// empty PostgreSQL database at the same moment each migrate, and create the job queue's queues,
// under the advisory lock MIGRATION_LOCK_KEY (server/db/database.ts). PostgreSQL only (PGlite
// serves one process).
//
// Kysely's migrator and pg-boss's schema script take locks of their own, so three servers merely
// migrating at once passed without MIGRATION_LOCK_KEY too. These tests fail without it:
// - a server starting while another holds the lock waits: it has migrated nothing and made no
//   queue until the lock is let go, then opens (without the lock it migrates at once);
// - five servers started together on a fresh database, each opening it and starting its job
//   queue as buildApp does: pg-boss's create_queue run by several at once deadlocks or fails on
//   its own unique keys (seen in the cluster stage; without the lock at least one start fails
//   here), under the lock all five start and every migration and queue exists once.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { MIGRATION_LOCK_KEY, openDatabase, type PortalDatabase } from '../../../server/db/database';
import { migrations } from '../../../server/db/migrations/index';
import { startJobQueue, type JobQueue } from '../../../server/jobs/queue';
import { jobKinds } from '../../../server/jobs/kinds';
import { testJobSettings } from '../support/app';
import { testDatabaseKind, testDatabaseSkipReason } from '../support/test-database';

const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function connected<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(testDatabaseSkipReason || testDatabaseKind !== 'postgres')('migrations of instances started together', () => {
  const names: string[] = [];
  const opened: PortalDatabase[] = [];
  const queues: JobQueue[] = [];

  /** A fresh, empty database (no migration, no job queue schema). */
  async function freshDatabase(): Promise<string> {
    const name = `test_migrate_${randomBytes(4).toString('hex')}`;
    await connected(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    names.push(name);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }

  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await Promise.all(opened.map((database) => database.close()));
    await connected(adminUrl, async (client) => {
      for (const name of names) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });
  });

  it('a server starting while another holds the lock migrates nothing until it is let go', async () => {
    const url = await freshDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    let done = false;
    const opening = openDatabase({ url, maxConnections: 2 }).then((database) => {
      done = true;
      opened.push(database);
      return database;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const migrated = await holder.query<{ found: boolean }>(`SELECT to_regclass('kysely_migration') IS NOT NULL AS found`);
      expect({ done, migrated: migrated.rows[0]!.found }).toEqual({ done: false, migrated: false });
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await holder.end();
    }
    await opening;
    expect(done).toBe(true);
  }, 60_000);

  it('five servers starting together on a fresh database migrate it once and make each queue once, none failing', async () => {
    const url = await freshDatabase();
    const config = { ...loadConfig({}), databaseUrl: url, jobs: testJobSettings };
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5].map(async () => {
        const database = await openDatabase({ url, maxConnections: 2 });
        opened.push(database);
        // As buildApp starts it: the queues are created, no worker is needed here.
        queues.push(await startJobQueue(database, { db: database.db, config, log }, { work: false }));
      }),
    );
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(Array(5).fill('started'));
    const counts = await connected(url, async (client) => {
      const recorded = await client.query<{ name: string; n: number }>('SELECT name, count(*)::int AS n FROM kysely_migration GROUP BY name');
      const version = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pgboss.version');
      const queue = await client.query<{ name: string }>("SELECT name FROM pgboss.queue WHERE name NOT LIKE '\\_\\_pgboss\\_\\_%' ORDER BY name");
      return { recorded: recorded.rows, queueVersions: version.rows[0]!.n, queues: queue.rows.map((row) => row.name) };
    });
    expect(counts.recorded).toHaveLength(Object.keys(migrations).length);
    expect(counts.recorded.every((row) => row.n === 1)).toBe(true);
    expect(counts.queueVersions).toBe(1);
    expect(counts.queues).toEqual(Object.keys(jobKinds).sort());
  }, 120_000);
});
