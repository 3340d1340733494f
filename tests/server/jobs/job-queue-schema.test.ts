// The job queue's tables (server/db/job-queue-schema.ts) on the database TEST_DB names, when a
// newer pg-boss made them (pg-boss 12 before the portal moved to pg-boss 10 for Node.js 20; pg-boss
// migrates only forwards): tables holding no job still to do are replaced by the installed
// version's; tables holding one are left as they are and the start is refused, saying why.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDatabase } from '../../../server/db/database';
import { installJobQueueSchema, JOB_QUEUE_SCHEMA } from '../../../server/db/job-queue-schema';
import { createTestDatabase, testDatabaseSkipReason } from '../support/test-database';

describe.skipIf(testDatabaseSkipReason)('job queue tables made by a newer pg-boss', () => {
  let database: PortalDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const version = async () => Number((await database.executeSql(`SELECT max(version) AS v FROM ${JOB_QUEUE_SCHEMA}.version`)).rows[0]?.v);
  const madeNewer = () => database.executeSql(`UPDATE ${JOB_QUEUE_SCHEMA}.version SET version = version + 100`);

  it('refuses tables that hold a job still to do, leaving the job where it is', async () => {
    const installed = await version();
    await database.executeSql(`SELECT ${JOB_QUEUE_SCHEMA}.create_queue('mail.send', '{}'::json)`);
    await database.executeSql(`INSERT INTO ${JOB_QUEUE_SCHEMA}.job (name, data) VALUES ('mail.send', '{"to":"waiting@example.test"}')`);
    await madeNewer();
    await expect(installJobQueueSchema(database.executeSql)).rejects.toThrow(/newer pg-boss .* hold 1 job\(s\) still to do/);
    expect(await version()).toBe(installed + 100);
    const waiting = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'to' = 'waiting@example.test'`.execute(database.db);
    expect(waiting.rows[0]?.n).toBe(1);
    await database.executeSql(`UPDATE ${JOB_QUEUE_SCHEMA}.job SET state = 'completed'`);
    await database.executeSql(`UPDATE ${JOB_QUEUE_SCHEMA}.version SET version = ${installed}`);
  });

  it('replaces tables that hold no job still to do by the installed version', async () => {
    const installed = await version();
    await madeNewer();
    await installJobQueueSchema(database.executeSql);
    expect(await version()).toBe(installed);
    const queues = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.queue`.execute(database.db);
    expect(queues.rows[0]?.n).toBe(0);
  });
});
