// 'settlement.weekly': writes the settlement earnings files of every week that has ended and is
// not written yet (server/modules/settlement/settlement.service.ts). Scheduled by pg-boss every
// Monday at 00:00 UTC (one job across instances), and sent once at every start, so that a week
// the server was down for is written when it comes back. Idempotent: a week already written adds
// nothing; two runs at once add each file once.
import { defineJob } from './job-kind';
import { writeMissedSettlementWeeks } from '../modules/settlement/settlement.service';

export const settlementWeekly = defineJob<Record<string, never>>({
  name: 'settlement.weekly',
  retry: { limit: 5, delaySeconds: 60, backoff: true, maxDelaySeconds: 3600 },
  keepSeconds: 7 * 86_400,
  schedule: { cron: '0 0 * * 1', runAtStart: true },
  async run(context) {
    const started = Date.now();
    const run = await writeMissedSettlementWeeks(context.db);
    if (run.weeks.length > 0) {
      context.log.info({ weeks: run.weeks, files: run.files, ms: Date.now() - started }, 'settlement files written');
    }
  },
});
