// The job queue as a module sees it (a port): adding a job of one of the kinds the module names
// with their payloads. server/jobs/queue.ts implements it (JobQueue, whose kinds' workers call
// the modules' services), so that no module imports server/jobs and no import runs both ways.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface EnqueueOptions {
  /** Jobs of a queue are taken highest priority first (default 0), then oldest first. */
  priority?: number;
}

/** Adds a job of a kind of `Jobs` (name -> payload), written through db: pass the transaction of
 * the change that causes the job, so that it exists only if that change commits. */
export interface Enqueue<Jobs extends object> {
  enqueue<N extends keyof Jobs & string>(db: Kysely<Database>, name: N, data: Jobs[N], options?: EnqueueOptions): Promise<void>;
}
