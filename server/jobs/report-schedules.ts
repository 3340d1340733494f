// 'report.schedules': queues the scheduled reports that are due (server/modules/reports/
// report-schedules.service.ts queueDueReports) as 'report.email' jobs. Scheduled by pg-boss every
// minute (one job across instances), and sent at every start, so that a report due while no
// instance ran goes when one comes back. Schedules mail on the hour, yet the pass runs each minute:
// pg-boss's cron sends an occurrence only when its 30-second check lands in the minute after it,
// and a check that waits (the embedded database's one session busy, a loaded machine) loses that
// occurrence; hourly, that was a report an hour late (#51). Two runs at once queue each period
// once (row locks and the unique schedule period of the request).
import { queueDueReports } from '../modules/reports/report-schedules.service';
import { defineJob } from './job-kind';

export const reportSchedules = defineJob<Record<string, never>>({
  name: 'report.schedules',
  retry: { limit: 3, delaySeconds: 60, backoff: true, maxDelaySeconds: 600 },
  keepSeconds: 7 * 86_400,
  schedule: { cron: '* * * * *', runAtStart: true },
  async run({ db, log, jobs }) {
    const outcome = await queueDueReports(db, jobs);
    if (outcome.queued > 0 || outcome.skipped > 0) log.info({ ...outcome }, 'scheduled reports queued');
  },
});
