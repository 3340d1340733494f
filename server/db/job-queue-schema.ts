// The job queue's tables (pg-boss, server/jobs/queue.ts), in a schema of their own, installed by
// openDatabase right after the migrations: so a new database is complete before the server
// answers, and the PGlite template dump and the PostgreSQL test template (both made by migrating)
// already hold them, which keeps a fresh test database fast. The SQL is pg-boss's own
// (getConstructionPlans); it is not a Kysely migration because it is a script with its own
// BEGIN ... COMMIT. A later pg-boss version migrates these tables itself when the queue starts.
import { getConstructionPlans } from 'pg-boss';

/** The PostgreSQL schema that holds the job queue's tables. */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** One statement with $1... values, or without values a script of statements (their rows together). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** The script that creates the job queue's tables at the installed pg-boss version. */
export function jobQueueSchemaSql(): string {
  return getConstructionPlans(JOB_QUEUE_SCHEMA);
}

async function installed(executeSql: ExecuteSql): Promise<boolean> {
  const { rows } = await executeSql(`SELECT to_regclass('${JOB_QUEUE_SCHEMA}.version') IS NOT NULL AS installed`);
  return rows[0]?.installed === true;
}

/** Creates the job queue's tables unless they exist (an instance starting at the same time may
 * have just created them: that is not a failure). */
export async function installJobQueueSchema(executeSql: ExecuteSql): Promise<void> {
  if (await installed(executeSql)) return;
  try {
    await executeSql(jobQueueSchemaSql());
  } catch (error) {
    if (!(await installed(executeSql))) throw error;
  }
}
