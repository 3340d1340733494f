// What a kind of background work is (one file per kind in server/jobs/, listed in kinds.ts): its
// queue's name, its payload, how it is retried, and the function that does one job.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PortalConfig } from '../config';
import type { Enqueue } from '../domain/enqueue';
import type { ReportEmailJobs } from '../modules/reports/report-email.service';

/** The kinds a job may queue in turn (the job queue's Enqueue port, narrowed to them). */
export type FollowUpJobs = ReportEmailJobs;

/** Where a job's log lines go (the server's logger). */
export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What a job is run with: no request, no HTTP; the same database and configuration as the server. */
export interface JobContext {
  db: Kysely<Database>;
  config: PortalConfig;
  log: JobLog;
  /** PostgreSQL's connection string (the queue's database), for work done in a process of its
   * own; absent on the embedded database, which only the server's process opens. */
  databaseUrl?: string | undefined;
  /** Queues follow-up work (startJobQueue sets it to the queue itself). */
  jobs: Enqueue<FollowUpJobs>;
}

/** How a failing job is tried again: after delaySeconds, doubled (with jitter) each time when
 * backoff is on, at most maxDelaySeconds apart, `limit` times; then it has failed for good. */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
  maxDelaySeconds?: number;
}

export interface JobKind<Data extends object> {
  /** The queue's name, e.g. 'mail.send' (letters, digits, '.', '-', '_', '/'). */
  name: string;
  retry: RetryPolicy;
  /** How long a done job's row (with its payload) may be kept; personal data should not linger.
   * pg-boss 10 keeps every queue's done jobs for one span: the shortest of the kinds' (queue.ts). */
  keepSeconds: number;
  /** Does one job. Throwing tries it again later (RetryPolicy); throwing PermanentJobError, or
   * throwing on the last try, fails it for good. */
  run(context: JobContext, data: Data): Promise<void>;
  /** Scheduled work: pg-boss sends a job on this cron (UTC) once across all instances; with
   * runAtStart each start sends one too (catching up what came due while no instance ran). */
  schedule?: { cron: string; runAtStart: boolean };
  /** Called once when a job has failed for good: record it where people look (attempts so far). */
  failed?(context: JobContext, data: Data, error: Error, attempts: number): Promise<void>;
}

/** Thrown by a job when trying again cannot help (an SMTP server's 5xx refusal): no more retries. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/** Declares a kind of background work (types its payload from the run function). */
export function defineJob<Data extends object>(kind: JobKind<Data>): JobKind<Data> {
  return kind;
}
