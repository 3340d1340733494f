// 'report.schedules': queues the scheduled reports that are due (server/modules/reports/
// report-schedules.service.ts queueDueReports) as 'report.email' jobs. Scheduled by pg-boss at the
// start of every hour (schedules mail on the hour, UTC; one job across instances), and sent at
// every start, so that a report due while no instance ran goes when one comes back. Two runs at
// once queue each period once (row locks and the unique schedule period of the request).
import { queueDueReports } from '../modules/reports/report-schedules.service';
import { defineJob } from './job-kind';

export const reportSchedules = defineJob<Record<string, never>>({
  name: 'report.schedules',
  retry: { limit: 3, delaySeconds: 60, backoff: true, maxDelaySeconds: 600 },
  keepSeconds: 7 * 86_400,
  schedule: { cron: '0 * * * *', runAtStart: true },
  async run({ db, log, jobs }) {
    const outcome = await queueDueReports(db, jobs);
    if (outcome.queued > 0 || outcome.skipped > 0) log.info({ ...outcome }, 'scheduled reports queued');
  },
});
