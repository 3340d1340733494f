// Reports by email (spec 2: POST /api/v1/send-report-to-email; our addition GET
// /api/v1/report-email-exports). The request is checked as the report checks its filter, plus
// the range the settings allow by email (transactionExportViaEmailRangeInMonths), and stored as a
// row of report_email_exports with a 'report.email' job in the same transaction. The job
// (server/jobs/report-email.ts) builds the file with the report's own writers into a temporary
// file, a page of rows at a time, in the report's order, as of the request, at most the rows one
// Excel sheet holds; zips a large CSV; and mails it through deliverMail (SMTP_URL, or mail_outbox
// without it) in the request's language. Progress and the outcome are the row's.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database, ReportFileType } from '../../db/schema';
import type { SessionInfo } from '../../domain/session-info';
import type { components } from '../../../openapi/generated/portal';
import type { JobQueue } from '../../jobs/queue';
import type { ServerLanguage } from '../../i18n/languages';
import { wordRefusal } from '../../i18n/refusal-words';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { timestampFromWire, wireTimestamp } from '../../domain/wire';
import { readNumericSettings } from '../platform/settings.repository';
import { countTransactions } from '../transactions/transactions.repository';
import type { WireTransaction } from '../transactions/transaction-rows';
import { deliverMail, isPermanentSmtpRefusal, type MailDependencies } from '../mail/mail.service';
import { CSV_TYPE, XLSX_TYPE, writeCsv, writeExcel } from './report-files';
import { reportRows, reportSearch, type ReportFilter } from './report.service';
import { reportMail } from './report-email-texts';
import { zipFile } from './zip-file';
import {
  insertReportEmailExport,
  latestReportEmailExports,
  reportEmailExportById,
  updateReportEmailExport,
  type ReportEmailExportRow,
} from './report-email.repository';

export type SendReportToEmail = components['schemas']['SendReportToEmailRequest'];
export type ReportEmailExport = components['schemas']['ReportEmailExport'];

/** The data rows one Excel sheet holds (1,048,576 rows less the header): no file holds more. */
export const EMAIL_REPORT_MAX_ROWS = 1_048_575;
/** Rows read at a time, and how often the progress is written. */
const PAGE_ROWS = 5000;
const PROGRESS_EVERY = 5000;
/** A CSV above this is zipped (text packs to a tenth or less; an xlsx is a zip already). */
export const ZIP_ABOVE_BYTES = 10 * 1024 * 1024;
/** The largest attachment sent: base64 makes it a third larger, and mail servers commonly take
 * 25 to 35 MB a message. */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
/** Requests listed by GET /api/v1/report-email-exports. */
const LISTED = 10;

/** The failures a merchant reads (refusal-words SENTENCES), by cause. */
export const REPORT_EMAIL_FAILURE = {
  tooLarge: 'The report is too large to send by email. Please choose a shorter period or more filters.',
  refused: 'The mail server refused the email with the report. Please check the email address.',
  other: 'The report could not be sent. Please try again later.',
} as const;

/** The file came out larger than a mail may carry: trying again cannot help. */
export class ReportTooLargeError extends Error {
  constructor(bytes: number) {
    super(`the report's attachment is ${bytes} bytes, above ${MAX_ATTACHMENT_BYTES}`);
    this.name = 'ReportTooLargeError';
  }
}

const MONTH_RANGE_PROBLEM = (months: number) => `start: must be at most ${months} months before the end date`;

/** Checks the request as the report checks its filter, and the months a report by email may
 * cover; stores it and its job in one transaction. Returns the request's id. */
export async function sendReportToEmail(
  db: Kysely<Database>,
  jobs: Pick<JobQueue, 'enqueue'>,
  actor: SessionInfo,
  request: SendReportToEmail,
  language: ServerLanguage,
  now = new Date(),
): Promise<number> {
  const { email, fileType, ...filter } = request;
  await reportSearch(db, actor, filter, now);
  const { transactionExportViaEmailRangeInMonths: months } = await readNumericSettings(db, ['transactionExportViaEmailRangeInMonths']);
  const earliest = timestampFromWire(filter.end);
  earliest.setUTCMonth(earliest.getUTCMonth() - months);
  if (timestampFromWire(filter.start).getTime() < earliest.getTime()) {
    throw new DomainError(ResultCode.invalidRequest, MONTH_RANGE_PROBLEM(months), { months });
  }
  return db.transaction().execute(async (trx) => {
    const exportId = await insertReportEmailExport(trx, { userId: actor.userId, agentId: actor.agentId, email, fileType, filter, language });
    await jobs.enqueue(trx, 'report.email', { exportId });
    return exportId;
  });
}

/** The user's latest requests, newest first, a failure worded in `language`. */
export async function listReportEmailExports(db: Kysely<Database>, actor: SessionInfo, language: ServerLanguage): Promise<ReportEmailExport[]> {
  return (await latestReportEmailExports(db, actor.userId, LISTED)).map((row) => ({
    id: row.id,
    email: row.email,
    fileType: row.file_type,
    status: row.status,
    rowsDone: row.rows_done,
    rowsTotal: row.rows_total,
    createdAt: wireTimestamp(row.created_at),
    failure: row.failure === null ? null : wordRefusal(row.failure, language).resultDescription,
  }));
}

/** The filter a request stored (checked against the contract when it was asked). */
const filterOf = (row: ReportEmailExportRow) => row.filter as ReportFilter;

export interface BuiltReport {
  path: string;
  rows: number;
  /** More rows matched than the file holds. */
  truncated: boolean;
}

/** Writes the request's report to `path` (CSV or xlsx, the report's columns headed in the
 * request's language), counting its rows first (rows_total) and writing rows_done every few
 * thousand rows. Bounded memory: one page of rows and the writers' buffers. */
export async function buildReportFile(db: Kysely<Database>, row: ReportEmailExportRow, path: string): Promise<BuiltReport> {
  const filter = filterOf(row);
  const language = row.language;
  const { search, hideRedeemedAt, pages } = await reportRows(db, { agentId: row.agent_id }, filter, row.created_at, {
    limit: EMAIL_REPORT_MAX_ROWS,
    pageSize: PAGE_ROWS,
    byDay: true,
    asOfNow: true,
  });
  const count = search ? await countTransactions(db, search, EMAIL_REPORT_MAX_ROWS, row.created_at) : { total: 0, capped: false };
  const total = Math.min(count.total, EMAIL_REPORT_MAX_ROWS);
  await updateReportEmailExport(db, row.id, { rows_total: total, rows_done: 0 });
  let done = 0;
  async function* counted(): AsyncGenerator<WireTransaction[]> {
    let reported = 0;
    for await (const rows of pages) {
      done += rows.length;
      yield rows;
      if (done - reported >= PROGRESS_EVERY) {
        reported = done;
        await updateReportEmailExport(db, row.id, { rows_done: done });
      }
    }
  }
  const write = row.file_type === 'CSV' ? writeCsv : writeExcel;
  await write(counted(), language, hideRedeemedAt, createWriteStream(path));
  if (done !== total) await updateReportEmailExport(db, row.id, { rows_total: done });
  return { path, rows: done, truncated: count.capped || count.total > done };
}

const EXTENSION: Record<ReportFileType, string> = { CSV: 'csv', Excel: 'xlsx' };

/** The file's name: Transaction_Report_<request>_<yyyyMMddHHmmss of the request>. */
const fileNameOf = (row: ReportEmailExportRow) =>
  `Transaction_Report_${row.id}_${wireTimestamp(row.created_at).replace(/\D/g, '')}.${EXTENSION[row.file_type]}`;

/**
 * Does one request: unless it is SENT already (a job run again after the mail went), marks it
 * BUILDING, builds the file from its first row again (nothing of an earlier try is kept), zips a
 * large CSV, mails it and marks it SENT. Throws when the mail could not go (the job tries again)
 * or cannot (ReportTooLargeError, an SMTP 5xx refusal).
 */
export async function runReportEmail(deps: MailDependencies, exportId: number): Promise<'sent' | 'skipped'> {
  const { db } = deps;
  const row = await reportEmailExportById(db, exportId);
  if (!row || row.status === 'SENT') return 'skipped';
  await updateReportEmailExport(db, exportId, { status: 'BUILDING', rows_done: 0, failure: null }, { unlessSent: true });
  const directory = await mkdtemp(join(tmpdir(), 'portal-report-'));
  try {
    const name = fileNameOf(row);
    const built = await buildReportFile(db, row, join(directory, name));
    let attachment = { filename: name, path: built.path, contentType: row.file_type === 'CSV' ? CSV_TYPE : XLSX_TYPE };
    let size = (await stat(built.path)).size;
    const zipped = row.file_type === 'CSV' && size > ZIP_ABOVE_BYTES;
    if (zipped) {
      const zipName = name.replace(/\.csv$/, '.zip');
      size = await zipFile(built.path, join(directory, zipName), name);
      attachment = { filename: zipName, path: join(directory, zipName), contentType: 'application/zip' };
    }
    if (size > MAX_ATTACHMENT_BYTES) throw new ReportTooLargeError(size);
    const filter = filterOf(row);
    const { subject, text } = reportMail(row.language, { rows: built.rows, start: filter.start, end: filter.end, truncated: built.truncated, zipped });
    await deliverMail(deps, {
      to: row.email,
      subject,
      text,
      attachments: [{ filename: attachment.filename, content: await readFile(attachment.path), contentType: attachment.contentType }],
    });
    await updateReportEmailExport(db, exportId, { status: 'SENT', rows_done: built.rows });
    return 'sent';
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** Whether trying the request again cannot help (too large; the mail server refused it). */
export const isPermanentReportFailure = (error: unknown) => error instanceof ReportTooLargeError || isPermanentSmtpRefusal(error);

/** Records a request that failed for good, with the reason the merchant reads. */
export async function recordReportEmailFailure(db: Kysely<Database>, exportId: number, error: unknown): Promise<void> {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  const failure =
    cause instanceof ReportTooLargeError ? REPORT_EMAIL_FAILURE.tooLarge : isPermanentSmtpRefusal(cause) ? REPORT_EMAIL_FAILURE.refused : REPORT_EMAIL_FAILURE.other;
  await updateReportEmailExport(db, exportId, { status: 'FAILED', failure }, { unlessSent: true });
}
