// Migrations run once when several instances start together (#36): three servers opening one
// fresh, empty PostgreSQL database at the same moment each migrate under the advisory lock
// MIGRATION_LOCK_KEY (server/db/database.ts); all three open it, every migration is recorded
// once and the job queue's tables are there. PostgreSQL only (PGlite serves one process).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type PortalDatabase } from '../../../server/db/database';
import { migrations } from '../../../server/db/migrations/index';
import { testDatabaseKind, testDatabaseSkipReason } from '../support/test-database';

const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(testDatabaseSkipReason || testDatabaseKind !== 'postgres')('migrations of instances started together', () => {
  const name = `test_migrate_${randomBytes(4).toString('hex')}`;
  const opened: PortalDatabase[] = [];

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });

  it('three servers migrate one fresh database once, none failing', async () => {
    await admin((client) => client.query(`CREATE DATABASE "${name}"`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const results = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ url: url.toString(), maxConnections: 2 })));
    for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'opened'))).toEqual(['opened', 'opened', 'opened']);
    const counts = await admin(async (client) => {
      await client.query(`SELECT 1`);
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        const recorded = await other.query<{ name: string; n: number }>('SELECT name, count(*)::int AS n FROM kysely_migration GROUP BY name');
        const queue = await other.query<{ n: number }>('SELECT count(*)::int AS n FROM pgboss.version');
        return { recorded: recorded.rows, queueVersions: queue.rows[0]!.n };
      } finally {
        await other.end();
      }
    });
    expect(counts.recorded).toHaveLength(Object.keys(migrations).length);
    expect(counts.recorded.every((row) => row.n === 1)).toBe(true);
    expect(counts.queueVersions).toBe(1);
  });
});
