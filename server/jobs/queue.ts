// The job queue: background work (mail now; report e-mails, settlement files, PIN generation
// next) as rows of a PostgreSQL queue, pg-boss (docs/jobs.md). Jobs are rows in the database's
// pgboss schema (server/db/job-queue-schema.ts), so they survive a restart, and every instance
// on the same PostgreSQL database takes jobs from the same queues (SKIP LOCKED), each job once.
//
// - On PostgreSQL pg-boss has a small pool of its own on DATABASE_URL and one LISTEN connection.
// - On the embedded PGlite it runs on the database thread through PortalDatabase.executeSql and
//   listen, which take their turn with Kysely's queries (PGlite has one session).
//
// A job is stored by enqueue() through the caller's Kysely handle, so it commits or rolls back
// with the caller's transaction. The insert NOTIFYs the workers (at commit), who fetch it at once;
// polling every `config.jobs.pollSeconds` is the floor (retries that come due, missed wake-ups).
import { PgBoss, fromKysely, type ConstructorOptions, type Db, type JobWithMetadata, type JobResult, type SendOptions } from 'pg-boss';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PortalDatabase } from '../db/database';
import { JOB_QUEUE_SCHEMA } from '../db/job-queue-schema';
import { PermanentJobError, type JobContext, type JobKind } from './job-kind';
import { jobKinds, type JobData, type JobName } from './kinds';

export { PermanentJobError, type JobContext } from './job-kind';
export type { JobData, JobName } from './kinds';

/** What the queue needs of the database: any PortalDatabase. */
export type JobStore = Pick<PortalDatabase, 'kind' | 'url' | 'executeSql' | 'listen'>;

export interface JobQueue {
  /** Stores a job for `name`'s worker, written through db: pass the transaction of the change
   * that causes the job, so that it exists only if that change commits. */
  enqueue<N extends JobName>(db: Kysely<Database>, name: N, data: JobData<N>, options?: EnqueueOptions): Promise<void>;
  /** Stops taking jobs, lets running ones finish (5 s at most) and closes the queue's connections. */
  stop(): Promise<void>;
}

export interface EnqueueOptions {
  /** Jobs of a queue are taken highest priority first (default 0), then oldest first. */
  priority?: number;
}

export interface JobQueueOptions {
  /** Work the queues on this instance (the default). False only stores jobs, for a test that
   * enqueues while no worker runs and starts one later. */
  work?: boolean;
}

const STOP_TIMEOUT_MS = 5000;
/** pg-boss's own pool on PostgreSQL: the workers' fetches and completions, and maintenance. */
const POSTGRES_POOL_SIZE = 4;

function bossOn(store: JobStore): PgBoss {
  const common: ConstructorOptions = { schema: JOB_QUEUE_SCHEMA, useListenNotify: true };
  if (store.kind === 'postgres') return new PgBoss({ ...common, connectionString: store.url, max: POSTGRES_POOL_SIZE });
  const db: Db = {
    executeSql: (text, values) => store.executeSql(text, values),
    listen: async (channel, onNotification, onReconnect) => {
      const stop = await store.listen(channel, onNotification);
      onReconnect();
      return { close: stop };
    },
  };
  return new PgBoss({ ...common, backend: 'pglite', db });
}

/** How a job of the kind is sent: through `db` (the caller's transaction) when given, through
 * pg-boss's own connection otherwise (scheduled jobs). */
function sendOptions(kind: JobKind<never>, db: Kysely<Database> | null, fixedRetryDelay: number | undefined): SendOptions {
  const { retry } = kind;
  return {
    ...(db ? { db: fromKysely(db) } : {}),
    retryLimit: retry.limit,
    ...(fixedRetryDelay === undefined
      ? { retryDelay: retry.delaySeconds, retryBackoff: retry.backoff, ...(retry.maxDelaySeconds ? { retryDelayMax: retry.maxDelaySeconds } : {}) }
      : { retryDelay: fixedRetryDelay, retryBackoff: false }),
    deleteAfterSeconds: kind.keepSeconds,
  };
}

/** Runs one job; a failure is retried unless it is permanent or the last try, then `failed` runs. */
async function runJob<Data extends object>(kind: JobKind<Data>, context: JobContext, job: JobWithMetadata<Data>): Promise<JobResult> {
  try {
    await kind.run(context, job.data);
    return { id: job.id, status: 'completed' };
  } catch (thrown) {
    const error = thrown instanceof Error ? thrown : new Error(String(thrown));
    const attempts = job.retryCount + 1;
    const forGood = error instanceof PermanentJobError || job.retryCount >= job.retryLimit;
    const details = { job: job.id, name: kind.name, attempts, err: error };
    if (!forGood) {
      context.log.warn(details, 'background job failed; it will be tried again');
      return { id: job.id, status: 'failed', output: { message: error.message } };
    }
    context.log.error(details, 'background job failed for good');
    await kind.failed?.(context, job.data, error, attempts).catch((recordError: unknown) => {
      context.log.error({ ...details, err: recordError }, 'recording the failed background job failed');
    });
    // Without a dead letter queue, 'deadletter' fails the job for good, whatever retries remain.
    return { id: job.id, status: 'deadletter', output: { message: error.message } };
  }
}

/** Starts the queue on the database: its schema is migrated if pg-boss is newer than it, a queue
 * is created for each kind of jobKinds, and (unless options.work is false) worked here. */
export async function startJobQueue(store: JobStore, queueContext: JobContext, options: JobQueueOptions = {}): Promise<JobQueue> {
  const context: JobContext = { ...queueContext, databaseUrl: store.url };
  const boss = bossOn(store);
  boss.on('error', (error: Error) => context.log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning: { message: string; data?: unknown }) => context.log.warn({ data: warning.data }, `job queue: ${warning.message}`));
  await boss.start();
  const { pollSeconds, retryDelaySeconds } = context.config.jobs;
  const kinds = Object.entries(jobKinds) as [JobName, JobKind<never>][];
  try {
    for (const [name, kind] of kinds) {
      if (kind.name !== name) throw new Error(`job kind ${kind.name} is listed as ${name}`);
      await boss.createQueue(name, { notify: true });
      if (kind.schedule && context.config.jobs.schedules !== false) {
        // One schedule row per name (an upsert: every instance writes the same); pg-boss's cron
        // pass sends its job once across instances. The start's own job catches up what came
        // due while no instance ran.
        const scheduled = sendOptions(kind, null, retryDelaySeconds);
        await boss.schedule(name, kind.schedule.cron, {}, { ...scheduled, tz: 'UTC' });
        if (kind.schedule.runAtStart) await boss.send(name, {}, scheduled);
      }
      if (options.work === false) continue;
      await boss.work(
        name,
        { includeMetadata: true, perJobResults: true, batchSize: 1, pollingIntervalSeconds: pollSeconds, notifyPollingIntervalSeconds: pollSeconds },
        (jobs: JobWithMetadata<object>[]) => Promise.all(jobs.map((job) => runJob(kind as JobKind<object>, context, job))),
      );
    }
  } catch (error) {
    await boss.stop({ graceful: false, timeout: STOP_TIMEOUT_MS }).catch(() => undefined);
    throw error;
  }
  return {
    // Through db only: on PGlite, inside a Kysely transaction, anything sent around it would wait
    // for the one session forever (so the queues are created above and never looked up here).
    async enqueue(db, name, data, options = {}) {
      await boss.send(name, data, { ...sendOptions(jobKinds[name], db, retryDelaySeconds), ...(options.priority ? { priority: options.priority } : {}) });
    },
    stop: () => boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS }),
  };
}
