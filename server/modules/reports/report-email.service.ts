// Reports by email (spec 2: POST /api/v1/send-report-to-email; our addition GET
// /api/v1/report-email-exports). The request is checked as the report checks its filter, plus
// the range the settings allow by email (transactionExportViaEmailRangeInMonths), and stored as a
// row of report_email_exports with a 'report.email' job in the same transaction. The job
// (server/jobs/report-email.ts) builds the file into a temporary file with the report's own cells
// (report-files.ts csvLines, sheetLines: the database writes each row's line by the writers'
// rules), a page of lines at a time, in the report's order, as of the request, at most the rows
// one Excel sheet holds (on PostgreSQL in a process of its own: report-build-process.ts); zips a large CSV; and mails it through deliverMail (SMTP_URL, or mail_outbox
// without it) in the request's language, attached, or when it is too large to attach stored in
// the database for 7 days (report-email-files.repository.ts) with a link to the portal page that
// downloads it (our GET /api/v1/report-email-exports/{exportId}/file, its owner only). Progress
// and the outcome are the row's.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database, ReportFileType } from '../../db/schema';
import { daysLater, monthsBefore } from '../../../shared/periods';
import type { SessionInfo } from '../../domain/session-info';
import type { components } from '../../../openapi/generated/portal';
import type { Enqueue } from '../../domain/enqueue';
import type { PortalConfig } from '../../config';
import type { ServerLanguage } from '../../i18n/languages';
import { DomainError, ResultCode, fieldRefusal } from '../../domain/domain-error';
import { timestampFromWire, wireTimestamp } from '../../domain/wire';
import { readNumericSettings } from '../platform/settings.service';
import { countTransactions } from '../transactions/transactions.service';
import { deliverMail, isPermanentSmtpRefusal, type MailDependencies } from '../mail/mail.service';
import { CSV_TYPE, XLSX_TYPE, csvLines, sheetLines } from './report-files';
import { reportLines, reportSearch, type ReportFilter } from './report.service';
import { reportMail } from './report-mail';
import { buildReportFileApart, type BuiltReport } from './report-build-process';
import { scheduleName } from './report-schedules.repository';
import { unsubscribePageOf } from './unsubscribe-token';

export type { BuiltReport };
import { deleteExpiredReportFiles, storedFileChunks, storedFileOf, storeReportFile } from './report-email-files.repository';
import {
  insertReportEmailExport,
  lockedWaitingReportEmails,
  latestReportEmailExports,
  reportEmailExportById,
  updateReportEmailExport,
  type ReportEmailExportRow,
} from './report-email.repository';
import { defineMessage, defineMessages } from '@formatjs/intl';
import { PROBLEM } from '../../i18n/problems';
import { say, words } from '../../i18n/words';

/** The job that builds and mails a report (server/jobs/report-email.ts). */
export interface ReportEmailJobs {
  'report.email': {
    /** report_email_exports.id */
    exportId: number;
  };
}

/** Writes `target`, a zip archive (yazl, deflated as it is read) holding the file `source` as
 * `entryName`; resolves to its size. */
export async function zipFile(source: string, target: string, entryName: string, at = new Date()): Promise<number> {
  const zip = new ZipFile();
  zip.addReadStreamLazy(entryName, { mtime: at }, (done) => done(null, createReadStream(source)));
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(target));
  return (await stat(target)).size;
}

export type SendReportToEmail = components['schemas']['SendReportToEmailRequest'];
export type ReportEmailExport = components['schemas']['ReportEmailExport'];

/** The data rows one Excel sheet holds (1,048,576 rows less the header): no file holds more. */
export const EMAIL_REPORT_MAX_ROWS = 1_048_575;
/** Rows read at a time (a FETCH), and how often the progress is written. (10,000 a FETCH was
 * no faster with several days read at once, and held more memory.) */
const PAGE_ROWS = 5000;
const PROGRESS_EVERY = 5000;
/** A CSV above this is zipped (text packs to a tenth or less; an xlsx is a zip already). */
export const ZIP_ABOVE_BYTES = 10 * 1024 * 1024;
/** The largest attachment sent: base64 makes it a third larger, and mail servers commonly take
 * 25 to 35 MB a message. A larger file is stored and linked instead. */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
/** Days a stored file is kept (then the next job deletes it). */
export const FILE_KEPT_DAYS = 7;
/** The portal page a mail's link opens: the reports page, which asks the signed-in user's file of
 * GET /api/v1/report-email-exports/{exportId}/file (a sign-in comes first when there is no session). */
export const downloadPageOf = (publicUrl: string, exportId: number) => `${publicUrl}/reports?reportEmailExport=${exportId}`;
/** Requests listed by GET /api/v1/report-email-exports. */
const LISTED = 10;

/** The failures a merchant reads (refusal-words SENTENCES), by cause. (Rows failed before
 * migration 0011 may read 'The report is too large to send by email...', still worded there.) */
export const REPORT_EMAIL_FAILURE = defineMessages({
  refused: { id: 'SERVER.REPORTS.EMAIL_REFUSED', defaultMessage: "The mail server refused the email with the report. Please check the email address." },
  other: { id: 'SERVER.REPORTS.EMAIL_FAILED', defaultMessage: "The report could not be sent. Please try again later." },
});

export const REPORT_FILE_TEXT = defineMessages({
  notFound: { id: 'SERVER.REPORTS.FILE_NOT_FOUND', defaultMessage: "The report file was not found. Files of reports by email are kept for 7 days." },
});

/** Reports by email one user may have waiting (queued or being built) at once. */
export const REPORT_EMAIL_WAITING_LIMIT = 3;
export const REPORT_EMAIL_WAITING_TEXT = defineMessage({ id: 'SERVER.REPORTS.EMAIL_WAITING', defaultMessage: "You already have 3 reports waiting to be sent by email. Please wait until one of them has been sent." });


/** Checks the request as the report checks its filter, and the months a report by email may
 * cover; stores it and its job in one transaction. Returns the request's id. One user may have
 * REPORT_EMAIL_WAITING_LIMIT requests waiting (counted under a lock of the user's row, so that
 * requests sent at once cannot pass it together); each of them is queued behind the other
 * users' first ones (priority minus the number the user already has waiting), so that one
 * merchant's requests never hold back another's. */
export async function sendReportToEmail(
  db: Kysely<Database>,
  jobs: Enqueue<ReportEmailJobs>,
  actor: SessionInfo,
  request: SendReportToEmail,
  language: ServerLanguage,
  now = new Date(),
): Promise<number> {
  const { email, fileType, ...filter } = request;
  await reportSearch(db, actor, filter, now);
  const { transactionExportViaEmailRangeInMonths: months } = await readNumericSettings(db, ['transactionExportViaEmailRangeInMonths']);
  if (timestampFromWire(filter.start).getTime() < monthsBefore(timestampFromWire(filter.end), months).getTime()) {
    throw fieldRefusal('start', words(PROBLEM.monthsBeforeEnd, { n: months }), ResultCode.invalidRequest, { months });
  }
  return db.transaction().execute(async (trx) => {
    const waiting = await lockedWaitingReportEmails(trx, actor.userId);
    if (waiting >= REPORT_EMAIL_WAITING_LIMIT) throw new DomainError(ResultCode.tooManyRequests, REPORT_EMAIL_WAITING_TEXT);
    const exportId = await insertReportEmailExport(trx, { userId: actor.userId, agentId: actor.agentId, email, fileType, filter, language });
    await jobs.enqueue(trx, 'report.email', { exportId }, { priority: -waiting });
    return exportId;
  });
}

/** The user's latest requests, newest first, a failure worded in `language`. */
export async function listReportEmailExports(db: Kysely<Database>, actor: SessionInfo, language: ServerLanguage, now = new Date()): Promise<ReportEmailExport[]> {
  return (await latestReportEmailExports(db, actor.userId, LISTED)).map((row) => ({
    id: row.id,
    email: row.email,
    fileType: row.file_type,
    status: row.status,
    rowsDone: row.rows_done,
    rowsTotal: row.rows_total,
    createdAt: wireTimestamp(row.created_at),
    failure: row.failure === null ? null : say({ id: row.failure, defaultMessage: row.failure }, language),
    download: row.file_expires_at !== null && row.file_expires_at.getTime() > now.getTime(),
  }));
}

export interface ReportFileDownload {
  name: string;
  contentType: string;
  bytes: number;
  /** The stored chunks, read one at a time as the answer is sent. */
  content: Readable | AsyncIterable<Buffer>;
}

/** The stored file of one of the user's reports by email. Another user's request, an unknown one,
 * one without a file or whose file has expired are all refused alike (1004): nothing is told. */
export async function reportEmailFile(db: Kysely<Database>, actor: SessionInfo, exportId: number, now = new Date()): Promise<ReportFileDownload> {
  const stored = await storedFileOf(db, actor.userId, exportId, now);
  if (!stored?.file_name || !stored.file_content_type || stored.file_bytes === null) throw new DomainError(ResultCode.notFound, REPORT_FILE_TEXT.notFound);
  return { name: stored.file_name, contentType: stored.file_content_type, bytes: Number(stored.file_bytes), content: storedFileChunks(db, exportId) };
}

/** The filter a request stored (checked against the contract when it was asked). */
const filterOf = (row: ReportEmailExportRow) => row.filter as ReportFilter;

/** Writes the request's report to `path` (CSV or xlsx, the report's columns headed in the
 * request's language), counting its rows first (rows_total) and writing rows_done every few
 * thousand rows. The database writes each row's line of the file (report-files.ts csvLines,
 * sheetLines); bounded memory: a few pages of lines and the writers' buffers. */
export async function buildReportFile(db: Kysely<Database>, row: ReportEmailExportRow, path: string, reads: Kysely<Database> = db): Promise<BuiltReport> {
  const filter = filterOf(row);
  // The rows and their count from `reads` (the read replica, when there is one); the request's
  // progress is written to `db`.
  const { search, hideRedeemedAt, lines } = await reportLines(reads, { agentId: row.agent_id }, filter, row.created_at, { limit: EMAIL_REPORT_MAX_ROWS, pageSize: PAGE_ROWS });
  const count = search ? await countTransactions(reads, search, EMAIL_REPORT_MAX_ROWS, row.created_at) : { total: 0, capped: false };
  const total = Math.min(count.total, EMAIL_REPORT_MAX_ROWS);
  await updateReportEmailExport(db, row.id, { rows_total: total, rows_done: 0 });
  const file = (row.file_type === 'CSV' ? csvLines : sheetLines)(row.language, hideRedeemedAt);
  let done = 0;
  async function* counted(): AsyncGenerator<string[]> {
    let reported = 0;
    for await (const page of lines(file.line)) {
      done += page.length;
      yield page;
      if (done - reported >= PROGRESS_EVERY) {
        reported = done;
        await updateReportEmailExport(db, row.id, { rows_done: done });
      }
    }
  }
  await file.write(counted(), createWriteStream(path));
  if (done !== total) await updateReportEmailExport(db, row.id, { rows_total: done });
  return { path, rows: done, truncated: count.capped || count.total > done };
}

/** Builds the file: in a process of its own on PostgreSQL (report-build-process.ts), else here. */
async function buildFile(deps: ReportEmailDependencies, row: ReportEmailExportRow, path: string): Promise<BuiltReport> {
  if (!deps.databaseUrl) return buildReportFile(deps.db, row, path);
  const { figures, ...built } = await buildReportFileApart(deps.databaseUrl, row, path, deps.replicaUrl);
  deps.log?.info({ exportId: row.id, rows: built.rows, ...figures }, 'report file built');
  return built;
}

const EXTENSION: Record<ReportFileType, string> = { CSV: 'csv', Excel: 'xlsx' };

/** The file's name: Transaction_Report_<request>_<yyyyMMddHHmmss of the request>. */
const fileNameOf = (row: ReportEmailExportRow) =>
  `Transaction_Report_${row.id}_${wireTimestamp(row.created_at).replace(/\D/g, '')}.${EXTENSION[row.file_type]}`;

/** What the job needs: the mail's (database, SMTP_URL, log), the portal's address for links, and
 * on PostgreSQL its connection string (the file is then built in a process of its own) and that
 * of its read replica, if any (the file's rows are read there). */
export type ReportEmailDependencies = MailDependencies & {
  config: MailDependencies['config'] & Pick<PortalConfig, 'publicUrl'>;
  databaseUrl?: string | undefined;
  replicaUrl?: string | undefined;
};

export interface ReportEmailOptions {
  /** The largest attachment mailed; a larger file is stored and linked (tests set it low). */
  maxAttachmentBytes?: number;
  now?: Date;
}

/**
 * Does one request: unless it is SENT already (a job run again after the mail went), marks it
 * BUILDING, builds the file from its first row again (nothing of an earlier try is kept), zips a
 * large CSV, mails it (attached, or stored for FILE_KEPT_DAYS and linked when larger than a mail
 * may carry) and marks it SENT. First deletes every stored file that has expired. Throws when the
 * mail could not go (the job tries again) or cannot (an SMTP 5xx refusal).
 */
export async function runReportEmail(deps: ReportEmailDependencies, exportId: number, options: ReportEmailOptions = {}): Promise<'sent' | 'skipped'> {
  const { db } = deps;
  const now = options.now ?? new Date();
  const expired = await deleteExpiredReportFiles(db, now);
  if (expired) deps.log?.info({ files: expired }, 'expired report files deleted');
  const row = await reportEmailExportById(db, exportId);
  if (!row || row.status === 'SENT') return 'skipped';
  await updateReportEmailExport(db, exportId, { status: 'BUILDING', rows_done: 0, failure: null }, { unlessSent: true });
  const directory = await mkdtemp(join(tmpdir(), 'portal-report-'));
  try {
    const name = fileNameOf(row);
    const built = await buildFile(deps, row, join(directory, name));
    let file = { filename: name, path: built.path, contentType: row.file_type === 'CSV' ? CSV_TYPE : XLSX_TYPE };
    let size = (await stat(built.path)).size;
    const zipped = row.file_type === 'CSV' && size > ZIP_ABOVE_BYTES;
    if (zipped) {
      const zipName = name.replace(/\.csv$/, '.zip');
      size = await zipFile(built.path, join(directory, zipName), name);
      file = { filename: zipName, path: join(directory, zipName), contentType: 'application/zip' };
    }
    const linked = size > (options.maxAttachmentBytes ?? MAX_ATTACHMENT_BYTES);
    if (linked) {
      const expiresAt = daysLater(now, FILE_KEPT_DAYS);
      await storeReportFile(db, exportId, file.path, { name: file.filename, contentType: file.contentType, expiresAt });
    }
    const filter = filterOf(row);
    const download = linked ? { link: downloadPageOf(deps.config.publicUrl, exportId), days: FILE_KEPT_DAYS } : undefined;
    const schedule = await scheduleOfMail(deps, row);
    const { subject, text } = reportMail(row.language, { rows: built.rows, start: filter.start, end: filter.end, truncated: built.truncated, zipped, download, schedule });
    await deliverMail(deps, {
      to: row.email,
      subject,
      text,
      ...(schedule ? { listUnsubscribe: schedule.unsubscribe } : {}),
      attachments: linked ? [] : [{ filename: file.filename, content: createReadStream(file.path), size, contentType: file.contentType }],
    });
    await updateReportEmailExport(db, exportId, { status: 'SENT', rows_done: built.rows });
    return 'sent';
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** A scheduled report's schedule, as its mail names it (none for a request of the moment, or
 * when the schedule has been deleted since). */
async function scheduleOfMail(deps: ReportEmailDependencies, row: ReportEmailExportRow): Promise<{ name: string; unsubscribe: string } | undefined> {
  if (row.schedule_id === null) return undefined;
  const name = await scheduleName(deps.db, row.schedule_id);
  return name === undefined ? undefined : { name, unsubscribe: unsubscribePageOf(deps.config.publicUrl, row.schedule_id) };
}

/** Whether trying the request again cannot help (the mail server refused it). */
export const isPermanentReportFailure = (error: unknown) => isPermanentSmtpRefusal(error);

/** Records a request that failed for good, with the reason the merchant reads. */
export async function recordReportEmailFailure(db: Kysely<Database>, exportId: number, error: unknown): Promise<void> {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  // Kept by its message id, worded when listed (rows older than that keep English, which reads as it is).
  const failure = (isPermanentSmtpRefusal(cause) ? REPORT_EMAIL_FAILURE.refused : REPORT_EMAIL_FAILURE.other).id;
  await updateReportEmailExport(db, exportId, { status: 'FAILED', failure }, { unlessSent: true });
}
