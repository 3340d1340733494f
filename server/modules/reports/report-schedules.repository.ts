// The queries of scheduled reports (report_schedules, migration 0025): a user's schedules with the
// email they go to, one by id, saving and deleting them, and the job's claim of a due one.
import type { Kysely, Selectable } from 'kysely';
import type { Database, ReportFileType, ReportScheduleStatus, ReportSchedulesTable, RequestLanguage } from '../../db/schema';
import type { ReportScheduleFrequency } from '../../../shared/periods';

export type ReportScheduleRow = Selectable<ReportSchedulesTable>;
/** A schedule with the email of its user now. */
export type ListedScheduleRow = ReportScheduleRow & { email: string | null };

export interface ScheduleTimingValues {
  frequency: ReportScheduleFrequency;
  hour: number;
  weekday: number | null;
  month_day: number | null;
  file_type: ReportFileType;
}

function withEmail(db: Kysely<Database>) {
  return db.selectFrom('report_schedules').innerJoin('users', 'users.id', 'report_schedules.user_id').selectAll('report_schedules').select('users.email');
}

export function schedulesOf(db: Kysely<Database>, userId: number): Promise<ListedScheduleRow[]> {
  return withEmail(db).where('report_schedules.user_id', '=', userId).orderBy('report_schedules.name').orderBy('report_schedules.id').execute();
}

export function scheduleOf(db: Kysely<Database>, userId: number, scheduleId: number): Promise<ListedScheduleRow | undefined> {
  return withEmail(db).where('report_schedules.user_id', '=', userId).where('report_schedules.id', '=', scheduleId).executeTakeFirst();
}

export async function countSchedules(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db.selectFrom('report_schedules').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function scheduleNamed(db: Kysely<Database>, userId: number, name: string): Promise<boolean> {
  return (await db.selectFrom('report_schedules').select('id').where('user_id', '=', userId).where('name', '=', name).executeTakeFirst()) !== undefined;
}

export async function insertSchedule(
  db: Kysely<Database>,
  values: ScheduleTimingValues & { user_id: number; name: string; filter: object; language: RequestLanguage; next_run_at: Date },
): Promise<number> {
  const row = await db
    .insertInto('report_schedules')
    .values({ ...values, filter: JSON.stringify(values.filter) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes the user's own schedule; false when the user has no schedule of that id. */
export async function updateScheduleOf(
  db: Kysely<Database>,
  userId: number,
  scheduleId: number,
  values: ScheduleTimingValues & { status: ReportScheduleStatus; language: RequestLanguage; next_run_at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('report_schedules')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', scheduleId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the user's own schedule; false when the user has no schedule of that id. */
export async function deleteScheduleOf(db: Kysely<Database>, userId: number, scheduleId: number): Promise<boolean> {
  const result = await db.deleteFrom('report_schedules').where('id', '=', scheduleId).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Stops a schedule from its mail's link: ACTIVE or PAUSED becomes UNSUBSCRIBED. */
export async function unsubscribeSchedule(db: Kysely<Database>, scheduleId: number): Promise<{ user_id: number; name: string } | undefined> {
  return db
    .updateTable('report_schedules')
    .set({ status: 'UNSUBSCRIBED', updated_at: new Date() })
    .where('id', '=', scheduleId)
    .where('status', '<>', 'UNSUBSCRIBED')
    .returning(['user_id', 'name'])
    .executeTakeFirst();
}

/** The ids of active schedules due at `now`, the longest due first. */
export async function dueScheduleIds(db: Kysely<Database>, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('report_schedules')
    .select('id')
    .where('status', '=', 'ACTIVE')
    .where('next_run_at', '<=', now)
    .orderBy('next_run_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** A due schedule with what its mail needs of its user, its row locked for the transaction; none
 * when another transaction holds it (SKIP LOCKED: that one is queuing it) or it is no longer due. */
export function lockDueSchedule(trx: Kysely<Database>, scheduleId: number, now: Date) {
  return trx
    .selectFrom('report_schedules')
    .innerJoin('users', 'users.id', 'report_schedules.user_id')
    .selectAll('report_schedules')
    .select(['users.email', 'users.email_confirmed_at', 'users.agent_id', 'users.status_id', 'users.deleted_at'])
    .where('report_schedules.id', '=', scheduleId)
    .where('report_schedules.status', '=', 'ACTIVE')
    .where('report_schedules.next_run_at', '<=', now)
    .forUpdate('report_schedules')
    .skipLocked()
    .executeTakeFirst();
}

/** Moves a claimed schedule on to its next occurrence. */
export async function markScheduleQueued(trx: Kysely<Database>, scheduleId: number, values: { next_run_at: Date; last_queued_at: Date | null }): Promise<void> {
  await trx
    .updateTable('report_schedules')
    .set(values.last_queued_at ? values : { next_run_at: values.next_run_at })
    .where('id', '=', scheduleId)
    .execute();
}

/** A schedule's name, for its mail (none when deleted since). */
export async function scheduleName(db: Kysely<Database>, scheduleId: number): Promise<string | undefined> {
  return (await db.selectFrom('report_schedules').select('name').where('id', '=', scheduleId).executeTakeFirst())?.name;
}
