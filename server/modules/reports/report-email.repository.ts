// The queries of reports by email (report_email_exports): a request's row, its progress and
// outcome, and a user's latest requests.
import type { Kysely, Selectable } from 'kysely';
import type { Database, ReportEmailExportsTable, ReportEmailStatus, ReportFileType, RequestLanguage } from '../../db/schema';

export type ReportEmailExportRow = Selectable<ReportEmailExportsTable>;

/** What a request by email holds, whoever asked for it. */
export interface ReportEmailValues {
  userId: number;
  agentId: number;
  email: string;
  fileType: ReportFileType;
  filter: object;
  language: RequestLanguage;
}

const columnsOf = (values: ReportEmailValues) => ({
  user_id: values.userId,
  agent_id: values.agentId,
  email: values.email,
  file_type: values.fileType,
  filter: JSON.stringify(values.filter),
  language: values.language,
});

export async function insertReportEmailExport(db: Kysely<Database>, values: ReportEmailValues): Promise<number> {
  const row = await db.insertInto('report_email_exports').values(columnsOf(values)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A scheduled report's request for the period starting `periodStart`, or undefined when that
 * period of the schedule has a request already (the unique index of migration 0025). */
export async function insertScheduledReportEmail(
  db: Kysely<Database>,
  values: ReportEmailValues & { scheduleId: number; periodStart: Date },
): Promise<number | undefined> {
  const row = await db
    .insertInto('report_email_exports')
    .values({ ...columnsOf(values), schedule_id: values.scheduleId, period_start: values.periodStart })
    .onConflict((conflict) => conflict.columns(['schedule_id', 'period_start']).where('schedule_id', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The user's requests queued or being built (scheduled ones aside), counted after locking the user's row (in a
 * transaction: a second request of the same user waits for the first to commit). */
export async function lockedWaitingReportEmails(trx: Kysely<Database>, userId: number): Promise<number> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
  const row = await trx
    .selectFrom('report_email_exports')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('status', 'in', ['QUEUED', 'BUILDING'])
    // Scheduled reports are not the user's requests of the moment.
    .where('schedule_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function reportEmailExportById(db: Kysely<Database>, id: number): Promise<ReportEmailExportRow | undefined> {
  return db.selectFrom('report_email_exports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Changes a request's state; `unlessSent` leaves a SENT one as it is (a job run again). Returns
 * whether the row changed. */
export async function updateReportEmailExport(
  db: Kysely<Database>,
  id: number,
  change: { status?: ReportEmailStatus; rows_done?: number; rows_total?: number | null; failure?: string | null },
  options: { unlessSent?: boolean } = {},
): Promise<boolean> {
  let query = db
    .updateTable('report_email_exports')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', id);
  if (options.unlessSent) query = query.where('status', '<>', 'SENT');
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The user's latest requests, newest first. */
export function latestReportEmailExports(db: Kysely<Database>, userId: number, limit: number): Promise<ReportEmailExportRow[]> {
  return db.selectFrom('report_email_exports').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute();
}
