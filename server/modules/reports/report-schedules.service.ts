// Scheduled reports (#37, our addition): a user schedules one of its saved report views, mailed
// daily, weekly (on a weekday) or monthly (on a day, 1 to 28) at an hour (UTC), as CSV or Excel,
// to the user's confirmed email, each mail covering the period just ended (shared/periods.ts
// scheduledReportPeriod). At most MAX_REPORT_SCHEDULES per user, one per view name; only the
// user's own schedules are listed, changed or deleted. The 'report.schedules' job queues the due
// ones as reports by email (report-email.service.ts builds and mails them, with the schedule's
// unsubscribe link): exactly once per period across instances, by a row lock (SKIP LOCKED) and
// the unique (schedule, period) of the request.
import { MAX_REPORT_SCHEDULES } from '../../../shared/report-schedule-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionInfo } from '../../domain/session-info';
import type { components } from '../../../openapi/generated/portal';
import type { Enqueue } from '../../domain/enqueue';
import type { ServerLanguage } from '../../i18n/languages';
import { DomainError, ResultCode, fieldRefusal } from '../../domain/domain-error';
import { wireTimestampOrNull } from '../../domain/wire';
import { PROBLEM } from '../../i18n/problems';
import { latestScheduledRun, nextScheduledRun, scheduledReportPeriod, type ReportScheduleTiming } from '../../../shared/periods';
import { defineMessages } from '@formatjs/intl';
import { lockUserViews, reportViewOf } from './report-views.repository';
import { REPORT_VIEW_TEXT, type ReportViewFilter } from './report-views.service';
import { reportSearch, type ReportFilter } from './report.service';
import { insertScheduledReportEmail } from './report-email.repository';
import type { ReportEmailJobs } from './report-email.service';
import { scheduleOfToken } from './unsubscribe-token';
import {
  countSchedules,
  deleteScheduleOf,
  dueScheduleIds,
  insertSchedule,
  lockDueSchedule,
  markScheduleQueued,
  scheduleNamed,
  scheduleOf,
  schedulesOf,
  unsubscribeSchedule,
  updateScheduleOf,
  type ListedScheduleRow,
  type ScheduleTimingValues,
} from './report-schedules.repository';

export type ReportSchedule = components['schemas']['ReportSchedule'];
export type CreateReportSchedule = components['schemas']['CreateReportScheduleRequest'];
export type UpdateReportSchedule = components['schemas']['UpdateReportScheduleRequest'];

export { MAX_REPORT_SCHEDULES };
/** Schedules the job claims at a time (it goes on until none is due). */
const CLAIM_BATCH = 100;

export const REPORT_SCHEDULE_TEXT = defineMessages({
  notFound: { id: 'SERVER.REPORTS.SCHEDULE_NOT_FOUND', defaultMessage: 'The scheduled report was not found.' },
  scheduled: { id: 'SERVER.REPORTS.VIEW_SCHEDULED_ALREADY', defaultMessage: 'This report view is scheduled already. Change its schedule in the list of scheduled reports.' },
  tooMany: { id: 'SERVER.REPORTS.TOO_MANY_SCHEDULES', defaultMessage: 'You can keep at most 10 scheduled reports. Delete one before adding another.' },
  badLink: { id: 'SERVER.REPORTS.UNSUBSCRIBE_LINK_INVALID', defaultMessage: 'This unsubscribe link is not valid. Sign in to the Merchant Portal to stop the scheduled report.' },
});

type TimingInput = Pick<CreateReportSchedule, 'frequency' | 'hour' | 'weekday' | 'monthDay' | 'fileType'>;

/** The timing asked for: a weekday for a weekly schedule only, a day of the month for a monthly
 * one only (what the other frequencies send of them is left aside). */
function timingOf(input: TimingInput): ScheduleTimingValues & { timing: ReportScheduleTiming } {
  const weekday = input.frequency === 'WEEKLY' ? (input.weekday ?? null) : null;
  const monthDay = input.frequency === 'MONTHLY' ? (input.monthDay ?? null) : null;
  if (input.frequency === 'WEEKLY' && weekday === null) throw fieldRefusal('weekday', PROBLEM.required);
  if (input.frequency === 'MONTHLY' && monthDay === null) throw fieldRefusal('monthDay', PROBLEM.required);
  return {
    frequency: input.frequency,
    hour: input.hour,
    weekday,
    month_day: monthDay,
    file_type: input.fileType,
    timing: { frequency: input.frequency, hour: input.hour, weekday, monthDay },
  };
}

const timingOfRow = (row: Pick<ListedScheduleRow, 'frequency' | 'hour' | 'weekday' | 'month_day'>): ReportScheduleTiming => ({
  frequency: row.frequency,
  hour: row.hour,
  weekday: row.weekday,
  monthDay: row.month_day,
});

/** The view's filter a schedule keeps: its dates are the schedule's own periods. */
function scheduledFilter(filter: ReportViewFilter): ReportViewFilter {
  const { start: _start, end: _end, period: _period, pageSize: _pageSize, ...kept } = filter;
  return kept;
}

/** The report filter of the schedule's mail at `run`. */
function filterAt(filter: ReportViewFilter, frequency: ReportScheduleTiming['frequency'], run: Date): ReportFilter & { startsAt: Date } {
  const { start, end, startsAt } = scheduledReportPeriod(frequency, run);
  return { ...scheduledFilter(filter), start, end, startsAt };
}

function wireSchedule(row: ListedScheduleRow): ReportSchedule {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    hour: row.hour,
    weekday: row.weekday,
    monthDay: row.month_day,
    fileType: row.file_type,
    status: row.status,
    email: row.email,
    nextRunAt: row.status === 'ACTIVE' ? wireTimestampOrNull(row.next_run_at) : null,
    lastQueuedAt: wireTimestampOrNull(row.last_queued_at),
    filter: row.filter as ReportViewFilter,
  };
}

async function ownSchedule(db: Kysely<Database>, actor: SessionInfo, scheduleId: number): Promise<ReportSchedule> {
  const row = await scheduleOf(db, actor.userId, scheduleId);
  if (!row) throw new DomainError(ResultCode.notFound, REPORT_SCHEDULE_TEXT.notFound);
  return wireSchedule(row);
}

export async function listReportSchedules(db: Kysely<Database>, actor: SessionInfo): Promise<ReportSchedule[]> {
  return (await schedulesOf(db, actor.userId)).map(wireSchedule);
}

/** Schedules the user's view: its name and filter (checked as the report checks it, on the period
 * of the first mail), mailed from the next occurrence on, in `language`. */
export async function createReportSchedule(db: Kysely<Database>, actor: SessionInfo, input: CreateReportSchedule, language: ServerLanguage, now = new Date()): Promise<ReportSchedule> {
  const { timing, ...values } = timingOf(input);
  const view = await reportViewOf(db, actor.userId, input.viewId);
  if (!view) throw new DomainError(ResultCode.notFound, REPORT_VIEW_TEXT.notFound);
  const filter = scheduledFilter(view.filter as ReportViewFilter);
  const { startsAt: _startsAt, ...firstReport } = filterAt(filter, timing.frequency, latestScheduledRun(timing, now));
  await reportSearch(db, actor, firstReport, now);
  const scheduleId = await db.transaction().execute(async (trx) => {
    await lockUserViews(trx, actor.userId);
    if (await scheduleNamed(trx, actor.userId, view.name)) throw new DomainError(ResultCode.conflict, REPORT_SCHEDULE_TEXT.scheduled);
    if ((await countSchedules(trx, actor.userId)) >= MAX_REPORT_SCHEDULES) throw new DomainError(ResultCode.conflict, REPORT_SCHEDULE_TEXT.tooMany);
    return insertSchedule(trx, { ...values, user_id: actor.userId, name: view.name, filter, language, next_run_at: nextScheduledRun(timing, now) });
  });
  return ownSchedule(db, actor, scheduleId);
}

/** Changes the user's schedule: its timing, its file type, and whether it mails. It mails from the
 * next occurrence after now; a period that ended while it was paused is not sent. */
export async function updateReportSchedule(
  db: Kysely<Database>,
  actor: SessionInfo,
  scheduleId: number,
  input: UpdateReportSchedule,
  language: ServerLanguage,
  now = new Date(),
): Promise<ReportSchedule> {
  const { timing, ...values } = timingOf(input);
  const changed = await updateScheduleOf(db, actor.userId, scheduleId, { ...values, status: input.status, language, next_run_at: nextScheduledRun(timing, now) });
  if (!changed) throw new DomainError(ResultCode.notFound, REPORT_SCHEDULE_TEXT.notFound);
  return ownSchedule(db, actor, scheduleId);
}

export async function deleteReportSchedule(db: Kysely<Database>, actor: SessionInfo, scheduleId: number): Promise<void> {
  if (!(await deleteScheduleOf(db, actor.userId, scheduleId))) throw new DomainError(ResultCode.notFound, REPORT_SCHEDULE_TEXT.notFound);
}

/** Stops the schedule a mail's link names (no sign-in: the token is signed). A schedule deleted or
 * stopped since is answered alike: the link did what it says. */
export async function unsubscribeReportSchedule(db: Kysely<Database>, token: string): Promise<void> {
  const scheduleId = scheduleOfToken(token);
  if (scheduleId === null) throw new DomainError(ResultCode.codeInvalid, REPORT_SCHEDULE_TEXT.badLink);
  await unsubscribeSchedule(db, scheduleId);
}

export interface QueuedReports {
  /** Reports queued for mailing. */
  queued: number;
  /** Due schedules whose user has no confirmed email or is inactive now: moved on, nothing sent. */
  skipped: number;
}

/**
 * Queues the report of every schedule due at `now`: for each, under its row's lock, a report by
 * email of the period its latest due occurrence closes (a period already queued is not queued
 * again), and the schedule moved on to its next occurrence. Occurrences missed while no instance
 * ran are not sent one by one: the latest is. A user without a confirmed email, or inactive, gets
 * nothing until that changes; the schedule moves on all the same.
 */
export async function queueDueReports(db: Kysely<Database>, jobs: Enqueue<ReportEmailJobs>, now = new Date()): Promise<QueuedReports> {
  const outcome: QueuedReports = { queued: 0, skipped: 0 };
  for (;;) {
    const due = await dueScheduleIds(db, now, CLAIM_BATCH);
    let claimed = 0;
    for (const scheduleId of due) {
      await db.transaction().execute(async (trx) => {
        const row = await lockDueSchedule(trx, scheduleId, now);
        if (!row) return;
        claimed++;
        const timing = timingOfRow(row);
        const usable = row.status_id === '1' && row.deleted_at === null && row.email !== null && row.email_confirmed_at !== null;
        let exportId: number | undefined;
        if (usable) {
          const { startsAt, ...filter } = filterAt(row.filter as ReportViewFilter, row.frequency, latestScheduledRun(timing, now));
          exportId = await insertScheduledReportEmail(trx, {
            userId: row.user_id,
            agentId: row.agent_id,
            email: row.email!,
            fileType: row.file_type,
            filter,
            language: row.language,
            scheduleId,
            periodStart: startsAt,
          });
          if (exportId !== undefined) await jobs.enqueue(trx, 'report.email', { exportId });
        }
        await markScheduleQueued(trx, scheduleId, { next_run_at: nextScheduledRun(timing, now), last_queued_at: exportId !== undefined ? now : null });
        if (exportId !== undefined) outcome.queued++;
        else if (!usable) outcome.skipped++;
      });
    }
    // Fewer than a batch: none is left. None claimed: the rest are another instance's now.
    if (due.length < CLAIM_BATCH || claimed === 0) return outcome;
  }
}
