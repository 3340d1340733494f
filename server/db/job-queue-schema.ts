// The job queue's tables (pg-boss, server/jobs/queue.ts), in a schema of their own, installed by
// openDatabase right after the migrations: so a new database is complete before the server
// answers, and the PGlite template dump and the PostgreSQL test template (both made by migrating)
// already hold them, which keeps a fresh test database fast. The SQL is pg-boss's own
// (getConstructionPlans); it is not a Kysely migration because it is a script with its own
// BEGIN ... COMMIT. A later pg-boss version migrates these tables itself when the queue starts.
//
// pg-boss 10 (schema version 24) replaced pg-boss 12 (schema version 46) so that the portal runs
// on Node.js 20 without an engine warning; pg-boss migrates only forwards. A database whose
// queue tables a newer pg-boss made is therefore given new ones, when it holds no job still to
// do; otherwise the start is refused with what to do, so that no queued mail or report is lost.
import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';

/** The PostgreSQL schema that holds the job queue's tables. */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** The queue tables' version that the installed pg-boss makes and works with. */
const SCHEMA_VERSION = (createRequire(import.meta.url)('pg-boss/version.json') as { schema: number }).schema;

/** One statement with $1... values, or without values a script of statements (their rows together). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** The script that creates the job queue's tables at the installed pg-boss version. */
export function jobQueueSchemaSql(): string {
  return PgBoss.getConstructionPlans(JOB_QUEUE_SCHEMA);
}

async function installed(executeSql: ExecuteSql): Promise<boolean> {
  const { rows } = await executeSql(`SELECT to_regclass('${JOB_QUEUE_SCHEMA}.version') IS NOT NULL AS installed`);
  return rows[0]?.installed === true;
}

async function installedVersion(executeSql: ExecuteSql): Promise<number> {
  const { rows } = await executeSql(`SELECT max(version)::int AS version FROM ${JOB_QUEUE_SCHEMA}.version`);
  return Number(rows[0]?.version ?? 0);
}

/** Replaces queue tables made by a newer pg-boss, unless they hold a job still to do. */
async function replaceNewerSchema(executeSql: ExecuteSql, version: number): Promise<void> {
  const { rows } = await executeSql(
    `SELECT count(*)::int AS waiting FROM ${JOB_QUEUE_SCHEMA}.job WHERE state::text IN ('created', 'retry', 'active')`,
  );
  const waiting = Number(rows[0]?.waiting ?? 0);
  if (waiting > 0) {
    throw new Error(
      `The job queue's tables (schema ${JOB_QUEUE_SCHEMA}) were made by a newer pg-boss (version ${version}; this server works with ${SCHEMA_VERSION}) and hold ${waiting} job(s) still to do. ` +
        'Let a server of the previous release finish them (or drop the schema to discard them), then start this one.',
    );
  }
  // Dropped inside pg-boss's own script, after its advisory lock: an instance starting at the
  // same time either finds the new tables or waits for them, never an empty schema.
  const plan = jobQueueSchemaSql();
  const at = plan.indexOf('CREATE SCHEMA IF NOT EXISTS');
  if (at < 0) throw new Error("pg-boss's construction plan has changed: the job queue's tables cannot be replaced");
  const dropNewer = `DO $$ BEGIN IF (SELECT max(version) FROM ${JOB_QUEUE_SCHEMA}.version) > ${SCHEMA_VERSION} THEN DROP SCHEMA ${JOB_QUEUE_SCHEMA} CASCADE; END IF; END $$;\n`;
  try {
    await executeSql(plan.slice(0, at) + dropNewer + plan.slice(at));
  } catch (error) {
    if ((await installedVersion(executeSql)) !== SCHEMA_VERSION) throw error;
  }
}

/** Creates the job queue's tables unless they exist (an instance starting at the same time may
 * have just created them: that is not a failure). */
export async function installJobQueueSchema(executeSql: ExecuteSql): Promise<void> {
  if (await installed(executeSql)) {
    const version = await installedVersion(executeSql);
    if (version > SCHEMA_VERSION) await replaceNewerSchema(executeSql, version);
    return;
  }
  try {
    await executeSql(jobQueueSchemaSql());
  } catch (error) {
    if (!(await installed(executeSql))) throw error;
  }
}

/** The job queue's jobs by queue name and state (the metrics, server/http/metrics.ts). */
export async function jobCountsByState(executeSql: ExecuteSql): Promise<{ name: string; state: string; count: number }[]> {
  const { rows } = await executeSql(`SELECT name, state::text AS state, count(*)::int AS count FROM ${JOB_QUEUE_SCHEMA}.job GROUP BY name, state`);
  return rows.map((row) => ({ name: String(row.name), state: String(row.state), count: Number(row.count) }));
}
