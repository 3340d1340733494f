// 'report.email': builds and mails one report by email (server/modules/reports/report-email.service.ts
// runReportEmail), the request's row in report_email_exports holding its progress. A run again
// after a crash or a restart builds the file from its first row again, unless the row is SENT.
// A file too large to attach is kept in the database for 7 days and linked in the mail; each run
// first deletes the kept files that have expired. An unreachable mail server is tried again with
// backoff; a refusal of the mail server (5xx) fails at once; a request failed for good is marked
// FAILED with the reason the merchant reads.
import { isPermanentReportFailure, recordReportEmailFailure, runReportEmail, type ReportEmailJobs } from '../modules/reports/report-email.service';
import { defineJob, PermanentJobError } from './job-kind';

export type ReportEmailJob = ReportEmailJobs['report.email'];

export const reportEmail = defineJob<ReportEmailJob>({
  name: 'report.email',
  // 30-60 s, 60-120 s, 120-240 s ... at most 10 minutes apart: 5 retries span about 15 minutes.
  retry: { limit: 5, delaySeconds: 30, backoff: true, maxDelaySeconds: 600 },
  // The payload is an id; the row keeps what the merchant sees.
  keepSeconds: 86_400,
  async run({ db, config, log, databaseUrl }, data) {
    try {
      // The file's rows from the read replica when there is one (the request's row from the primary).
      const outcome = await runReportEmail({ db, config, log, databaseUrl, replicaUrl: config.databaseReplicaUrl }, data.exportId);
      log.info({ exportId: data.exportId, outcome }, outcome === 'sent' ? 'report sent by email' : 'report by email already sent or gone');
    } catch (error) {
      if (isPermanentReportFailure(error)) throw new PermanentJobError(`the report could not be mailed: ${(error as Error).message}`, { cause: error });
      throw error;
    }
  },
  async failed({ db, log }, data, error, attempts) {
    log.error({ exportId: data.exportId, attempts, err: error }, 'report by email failed for good (marked FAILED)');
    await recordReportEmailFailure(db, data.exportId, error);
  },
});
