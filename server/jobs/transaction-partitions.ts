// 'transaction.partitions': makes the month partitions of the transaction ledger ahead of time
// (server/db/transaction-partitions.ts; migration 0022): the current month's and the next three,
// and a partition for any month whose rows landed in the default partition (moved into it).
// Scheduled every day at 00:15 UTC (one job across instances) and sent at every start, so a
// server that was down at a month's turn has the month before its first sale there; a month always
// has its partition at least three months before it starts. Idempotent: a run again, or two at
// once on two instances, makes nothing twice (an advisory lock; a month that has its partition is
// left alone).
import { ensureTransactionMonths } from '../db/transaction-partitions';
import { defineJob } from './job-kind';

export const transactionPartitions = defineJob<Record<string, never>>({
  name: 'transaction.partitions',
  retry: { limit: 5, delaySeconds: 60, backoff: true, maxDelaySeconds: 3600 },
  keepSeconds: 7 * 86_400,
  schedule: { cron: '15 0 * * *', runAtStart: true },
  async run(context) {
    const started = Date.now();
    const run = await ensureTransactionMonths(context.db);
    if (run.made.length > 0) {
      context.log.info({ partitions: run.made, movedRows: run.moved, ms: Date.now() - started }, 'transaction month partitions made');
    }
  },
});
