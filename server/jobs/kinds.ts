// Every kind of background work, by queue name. The job queue (queue.ts) creates and works a
// queue for each; enqueue() accepts only these names, each with its own payload type.
import type { JobKind } from './job-kind';
import { dbAnalyze } from './db-analyze';
import { mailSend } from './mail-send';
import { pinGenerate } from './pin-generate';
import { pinGenerateResume } from './pin-generate-resume';
import { reportEmail } from './report-email';
import { reportSchedules } from './report-schedules';
import { settlementWeekly } from './settlement-weekly';
import { transactionPartitions } from './transaction-partitions';

export const jobKinds = {
  'db.analyze': dbAnalyze,
  'mail.send': mailSend,
  'pin.generate': pinGenerate,
  'pin.generate.resume': pinGenerateResume,
  'report.email': reportEmail,
  'report.schedules': reportSchedules,
  'settlement.weekly': settlementWeekly,
  'transaction.partitions': transactionPartitions,
} satisfies Record<string, JobKind<never>>;

export type JobName = keyof typeof jobKinds;
/** The payload of a job of that name. */
export type JobData<N extends JobName> = (typeof jobKinds)[N] extends JobKind<infer Data> ? Data : never;
