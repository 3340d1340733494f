// The job queue: background work (mail now; report e-mails, settlement files, PIN generation
// next) as rows of a PostgreSQL queue, pg-boss (docs/jobs.md). Jobs are rows in the database's
// pgboss schema (server/db/job-queue-schema.ts), so they survive a restart, and every instance
// on the same PostgreSQL database takes jobs from the same queues (SKIP LOCKED), each job once.
//
// - On PostgreSQL pg-boss (10) has a small pool of its own on DATABASE_URL; the instance's LISTEN
//   connection is PortalDatabase.listen's.
// - On the embedded PGlite it runs on the database thread through PortalDatabase.executeSql and
//   listen, which take their turn with Kysely's queries (PGlite has one session).
//
// A job is stored by enqueue() through the caller's Kysely handle, so it commits or rolls back
// with the caller's transaction, and so does the NOTIFY enqueue sends with it: at commit every
// instance wakes its worker for that queue (pg-boss's notifyWorker), which fetches it at once;
// polling every `config.jobs.pollSeconds` is the floor (retries that come due, missed wake-ups).
import PgBoss from 'pg-boss';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notifyThrough, type PortalDatabase } from '../db/database';
import type { Enqueue, EnqueueOptions } from '../domain/enqueue';
import { JOB_QUEUE_SCHEMA } from '../db/job-queue-schema';
import { PermanentJobError, type JobContext, type JobKind } from './job-kind';
import { jobKinds, type JobData, type JobName } from './kinds';

export { PermanentJobError, type JobContext } from './job-kind';
export type { JobData, JobName } from './kinds';

/** What the queue needs of the database: any PortalDatabase. */
export type JobStore = Pick<PortalDatabase, 'kind' | 'url' | 'executeSql' | 'listen' | 'poolStats' | 'exclusively'>;

/** Every kind's payload by its name. */
export type JobPayloads = { [N in JobName]: JobData<N> };

/** The queue: stores a job for `name`'s worker through db (the modules' Enqueue port), and stops. */
export interface JobQueue extends Enqueue<JobPayloads> {
  /** Stops taking jobs, lets running ones finish (5 s at most) and closes the queue's connections. */
  stop(): Promise<void>;
}

export type { EnqueueOptions };

export interface JobQueueOptions {
  /** Work the queues on this instance (the default). False only stores jobs, for a test that
   * enqueues while no worker runs and starts one later. */
  work?: boolean;
}

const STOP_TIMEOUT_MS = 5000;
/** pg-boss's own pool on PostgreSQL: the workers' fetches and completions, and maintenance. */
const POSTGRES_POOL_SIZE = 4;
/** The channel on which enqueue() wakes the workers of every instance (payload: the queue's name). */
const WAKE_CHANNEL = 'pgboss_job_stored';
/** How long a finished job's row is kept. pg-boss 10 keeps finished jobs for one span across all
 * queues (it archives them, then deletes the archive): the shortest keepSeconds of the kinds, so
 * that no payload with personal data (a mail) lingers longer than its kind allows. */
const KEEP_SECONDS = Math.min(...Object.values(jobKinds).map((kind: JobKind<never>) => kind.keepSeconds));

type Db = PgBoss.Db;

/** SQL through a Kysely handle (the caller's transaction): its connection, its commit or rollback. */
function throughKysely(db: Kysely<Database>): Db {
  return {
    executeSql: async (text, values) => {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: [...result.rows] };
    },
  };
}

function bossOn(store: JobStore): PgBoss {
  const common: PgBoss.ConstructorOptions = {
    schema: JOB_QUEUE_SCHEMA,
    archiveCompletedAfterSeconds: KEEP_SECONDS,
    deleteAfterSeconds: 1,
  };
  if (store.kind === 'postgres') return new PgBoss({ ...common, connectionString: store.url, max: POSTGRES_POOL_SIZE });
  return new PgBoss({ ...common, db: { executeSql: (text, values) => store.executeSql(text, values) } });
}

/** How a job of the kind is sent: through `db` (the caller's transaction) when given, through
 * pg-boss's own connection otherwise (scheduled jobs). A fixed delay (tests) turns backoff off. */
function sendOptions(kind: JobKind<never>, db: Kysely<Database> | null, fixedRetryDelay: number | undefined): PgBoss.SendOptions {
  const { retry } = kind;
  return {
    ...(db ? { db: throughKysely(db) } : {}),
    retryLimit: retry.limit,
    ...(fixedRetryDelay === undefined
      ? { retryDelay: retry.delaySeconds, retryBackoff: retry.backoff }
      : { retryDelay: fixedRetryDelay, retryBackoff: false }),
  };
}

/** The delay before the next try with backoff, as pg-boss computes it (the delay doubled at each
 * try, plus up to as much again at random), capped at maxDelaySeconds, which pg-boss 10 lacks. */
function backoffSeconds(retry: JobKind<never>['retry'], retryCount: number): number {
  const doubled = Math.max(retry.delaySeconds, 1) * 2 ** Math.min(16, retryCount + 1) / 2;
  return Math.round(Math.min(retry.maxDelaySeconds ?? Number.POSITIVE_INFINITY, doubled * (1 + Math.random())));
}

/** Runs one job. A failure is thrown back to pg-boss, which tries the job again later; before that
 * a capped backoff is written as the job's next delay, and a failure for good (permanent, or the
 * last try) first runs `failed` and leaves the job no tries, so pg-boss marks it failed. */
async function runJob<Data extends object>(
  boss: PgBoss,
  kind: JobKind<Data>,
  context: JobContext,
  job: PgBoss.JobWithMetadata<Data>,
  fixedRetryDelay: number | undefined,
): Promise<void> {
  try {
    await kind.run(context, job.data);
  } catch (thrown) {
    const error = thrown instanceof Error ? thrown : new Error(String(thrown));
    const attempts = job.retryCount + 1;
    const forGood = error instanceof PermanentJobError || job.retryCount >= job.retryLimit;
    const details = { job: job.id, name: kind.name, attempts, err: error };
    const db = boss.getDb();
    if (!forGood) {
      context.log.warn(details, 'background job failed; it will be tried again');
      if (fixedRetryDelay === undefined && kind.retry.backoff && kind.retry.maxDelaySeconds !== undefined) {
        await db.executeSql(`UPDATE ${JOB_QUEUE_SCHEMA}.job SET retry_delay = $3, retry_backoff = false WHERE name = $1 AND id = $2`, [
          job.name,
          job.id,
          backoffSeconds(kind.retry as JobKind<never>['retry'], job.retryCount),
        ]);
      }
      throw error;
    }
    context.log.error(details, 'background job failed for good');
    await kind.failed?.(context, job.data, error, attempts).catch((recordError: unknown) => {
      context.log.error({ ...details, err: recordError }, 'recording the failed background job failed');
    });
    // pg-boss 10 fails a job for good once it has no tries left: none are left from here.
    await db.executeSql(`UPDATE ${JOB_QUEUE_SCHEMA}.job SET retry_limit = retry_count WHERE name = $1 AND id = $2`, [job.name, job.id]);
    throw error;
  }
}

/** Starts the queue on the database: its schema is migrated if pg-boss is newer than it, a queue
 * is created for each kind of jobKinds, and (unless options.work is false) worked here. */
export async function startJobQueue(store: JobStore, queueContext: Omit<JobContext, 'jobs' | 'databaseUrl'>, options: JobQueueOptions = {}): Promise<JobQueue> {
  const boss = bossOn(store);
  const { pollSeconds, retryDelaySeconds } = queueContext.config.jobs;
  // Through db only: on PGlite, inside a Kysely transaction, anything sent around it would wait
  // for the one session forever (so the queues are created below and never looked up here).
  // The NOTIFY is delivered when db's transaction commits, and not at all if it rolls back.
  const enqueue: JobQueue['enqueue'] = async (db, name, data, enqueueOptions = {}) => {
    await boss.send(name, data, { ...sendOptions(jobKinds[name], db, retryDelaySeconds), ...(enqueueOptions.priority ? { priority: enqueueOptions.priority } : {}) });
    await notifyThrough(db, WAKE_CHANNEL, name);
  };
  const context: JobContext = { ...queueContext, databaseUrl: store.url, jobs: { enqueue } };
  boss.on('error', (error: Error) => context.log.error({ err: error }, 'job queue error'));
  await boss.start();
  const kinds = Object.entries(jobKinds) as [JobName, JobKind<never>][];
  /** Each queue's worker on this instance, woken when a job is stored. */
  const workers = new Map<string, string>();
  let stopListening: (() => Promise<void>) | null = null;
  const stopBoss = (graceful: boolean) => boss.stop({ graceful, timeout: STOP_TIMEOUT_MS });
  try {
    // Instances starting together on a fresh database create the queues one after another
    // (pg-boss's create_queue run at once deadlocks; seen in the cluster stage).
    const exclusively = store.exclusively ?? (<T>(work: () => Promise<T>) => work());
    await exclusively(async () => {
      for (const [name] of kinds) await boss.createQueue(name);
    });
    for (const [name, kind] of kinds) {
      if (kind.name !== name) throw new Error(`job kind ${kind.name} is listed as ${name}`);
      if (kind.schedule && context.config.jobs.schedules !== false) {
        // One schedule row per name (an upsert: every instance writes the same); pg-boss's cron
        // pass sends its job once across instances. The start's own job catches up what came
        // due while no instance ran.
        const scheduled = sendOptions(kind, null, retryDelaySeconds);
        await boss.schedule(name, kind.schedule.cron, {}, { ...scheduled, tz: 'UTC' });
        if (kind.schedule.runAtStart) await boss.send(name, {}, scheduled);
      }
      if (options.work === false) continue;
      const worker = await boss.work<object>(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: pollSeconds },
        async (jobs) => {
          for (const job of jobs) await runJob(boss, kind as JobKind<object>, context, job, retryDelaySeconds);
          // A job was there, so more may be: fetch again at once rather than after the poll.
          const worker = workers.get(name);
          if (worker) boss.notifyWorker(worker);
        },
      );
      workers.set(name, worker);
    }
    if (options.work !== false) {
      stopListening = await store.listen(WAKE_CHANNEL, (name) => {
        const worker = workers.get(name);
        if (worker) boss.notifyWorker(worker);
      });
    }
  } catch (error) {
    await stopBoss(false).catch(() => undefined);
    throw error;
  }
  return {
    enqueue,
    async stop() {
      await stopListening?.();
      await stopBoss(true);
    },
  };
}
