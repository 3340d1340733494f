// 'db.analyze' (server/jobs/db-analyze.ts): on the embedded database, which runs no autovacuum,
// the job gives the planner the statistics of the tables (pg_stat_user_tables.last_analyze is set
// where it was empty); on PostgreSQL, whose autovacuum does it, the job leaves it to autovacuum
// (a manual ANALYZE never happens there).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import type { PortalDatabase } from '../../../server/db/database';
import { dbAnalyze } from '../../../server/jobs/db-analyze';
import { createTestDatabase, testDatabaseKind, testDatabaseSkipReason } from '../support/test-database';
import { noFollowUpJobs } from '../support/job-context';

describe.skipIf(testDatabaseSkipReason)('db.analyze job', () => {
  let database: PortalDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const analyzedTables = async () =>
    (await sql<{ relname: string }>`SELECT relname FROM pg_stat_user_tables WHERE last_analyze IS NOT NULL AND schemaname = 'public'`.execute(database.db)).rows.map((r) => r.relname);

  it(testDatabaseKind === 'pglite' ? 'analyzes every table of the embedded database' : 'leaves PostgreSQL to its autovacuum', async () => {
    expect(await analyzedTables()).not.toContain('transactions');
    const lines: string[] = [];
    const log = { info: (_: object, message: string) => lines.push(message), warn: () => undefined, error: () => undefined };
    const config = { ...loadConfig({}), databaseUrl: testDatabaseKind === 'postgres' ? 'postgres://elsewhere/unused' : undefined };
    await dbAnalyze.run({ db: database.db, config, log, jobs: noFollowUpJobs }, {});
    if (testDatabaseKind === 'pglite') {
      expect(await analyzedTables()).toEqual(expect.arrayContaining(['transactions', 'vouchers', 'agent_daily_stats']));
      expect(lines).toEqual(['planner statistics refreshed']);
    } else {
      expect(await analyzedTables()).toEqual([]);
      expect(lines).toEqual([]);
    }
  });
});
