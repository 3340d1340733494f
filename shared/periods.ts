// The calendar of the portal, in UTC, read by the web client and the server alike so that the two
// cannot drift: the days and stamps the contract writes, the report's periods (spec 2 section 4),
// the settlement weeks (Monday to Sunday) and the reset windows of credit limit items (spec 3
// section 3). All arithmetic is date-fns in UTC (@date-fns/utc); what these functions return is
// a plain Date or a string.
import { utc, UTCDateMini } from '@date-fns/utc';
import {
  addDays,
  addHours,
  addMonths,
  addQuarters,
  addWeeks,
  differenceInHours,
  endOfMonth,
  endOfQuarter,
  getDate,
  getDaysInMonth,
  getISODay,
  getQuarter,
  isExists,
  lightFormat,
  min,
  parseISO,
  set,
  startOfDay,
  startOfMonth,
  startOfWeek,
  startOfYear,
  subDays,
  subMonths,
  subSeconds,
  subWeeks,
} from 'date-fns';

const inUtc = { in: utc };
const monday = { in: utc, weekStartsOn: 1 } as const;
/** A plain Date of a date-fns result (a UTCDate), as drivers and `instanceof` checks expect. */
const plain = (at: Date): Date => new Date(at.getTime());

// Days and stamps

/** `at` written with date-fns' light (locale-free) patterns, in UTC. */
const written = (at: Date, pattern: string): string => lightFormat(new UTCDateMini(at.getTime()), pattern);

/** 'yyyy-MM-dd' of the UTC day `at` falls on. */
export const utcDay = (at: Date): string => written(at, 'yyyy-MM-dd');
/** 'yyyy-MM-dd HH:mm:ss' in UTC: the contract's Timestamp. */
export const utcStamp = (at: Date): string => written(at, 'yyyy-MM-dd HH:mm:ss');
/** 'HH:mm:ss' in UTC (the top bar's clock). */
export const utcTime = (at: Date): string => written(at, 'HH:mm:ss');
/** 'dd/MM/yyyy' of the UTC day (the spec's way of writing a date on screen). */
export const dayMonthYear = (at: Date): string => written(at, 'dd/MM/yyyy');
/** The contract's Timestamp (UTC 'yyyy-MM-dd HH:mm:ss', or a day 'yyyy-MM-dd') as a Date. */
export const fromUtcStamp = (text: string): Date => plain(parseISO(text.replace(' ', 'T'), inUtc));
/** The day `days` after (or before, when negative) a 'yyyy-MM-dd' day. */
export const shiftDay = (day: string, days: number): string => utcDay(addDays(fromUtcStamp(day), days, inUtc));
/** The `count` UTC days ending on the day of `now`, oldest first. */
export const lastDays = (now: Date, count: number): string[] =>
  Array.from({ length: count }, (_, i) => utcDay(subDays(now, count - 1 - i, inUtc)));
/** The weekday of a 'yyyy-MM-dd' day, 0 (Sunday) to 6 (Saturday). */
export const weekdayOf = (day: string): number => fromUtcStamp(day).getUTCDay();
/** How many days the UTC month of `at` has. */
export const daysInUtcMonth = (at: Date): number => getDaysInMonth(at, inUtc);
/** 00:00 UTC of the day `at` falls on. */
export const utcDayStart = (at: Date): Date => plain(startOfDay(at, inUtc));
/** The moment `days` days after `at`. */
export const daysLater = (at: Date, days: number): Date => plain(addDays(at, days, inUtc));
/** 00:00 UTC of the first day of the month `at` falls in. */
export const utcMonthStart = (at: Date): Date => plain(startOfMonth(at, inUtc));
/** 00:00 UTC of the first day of the month after the one `at` falls in. */
export const nextUtcMonthStart = (at: Date): Date => plain(addMonths(startOfMonth(at, inUtc), 1, inUtc));

// Settlement weeks: Monday 00:00 UTC to the end of Sunday

/** The Monday ('yyyy-MM-dd') of the week holding `at`. */
export const mondayOf = (at: Date): string => utcDay(startOfWeek(at, monday));
/** The Monday a week after the week of `monday`. */
export const nextWeek = (week: string): string => shiftDay(week, 7);
/** The Sunday that ends the week of `monday`. */
export const sundayOf = (week: string): string => shiftDay(week, 6);
/** The Monday of the last week that has ended by `now`. */
export const lastEndedWeek = (now: Date): string => utcDay(subWeeks(startOfWeek(now, monday), 1, inUtc));
/** The Mondays from `first` up to and including `last`. */
export function weeksBetween(first: string, last: string): string[] {
  const weeks: string[] = [];
  for (let week = first; week <= last; week = utcDay(addWeeks(fromUtcStamp(week), 1, inUtc))) weeks.push(week);
  return weeks;
}

// The report's periods (spec 2 section 4)

export const REPORT_PERIODS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'q1', '2ndQuarter', '3rdQuarter', '4thQuarter'] as const;
export type ReportPeriodId = (typeof REPORT_PERIODS)[number];
const QUARTERS: readonly ReportPeriodId[] = ['q1', '2ndQuarter', '3rdQuarter', '4thQuarter'];

/** The first and last day ('yyyy-MM-dd') of a period on the UTC day of `now`; a period that
 * reaches past today ends today. Weeks start on Monday. */
export function reportPeriodRange(period: ReportPeriodId, now: Date): { start: string; end: string } {
  const today = startOfDay(now, inUtc);
  const upToToday = (start: Date, end: Date) => ({ start: utcDay(start), end: utcDay(min([end, today], inUtc)) });
  switch (period) {
    case 'today':
      return upToToday(today, today);
    case 'yesterday':
      return upToToday(subDays(today, 1, inUtc), subDays(today, 1, inUtc));
    case 'thisWeek':
      return upToToday(startOfWeek(today, monday), today);
    case 'lastWeek': {
      const thisMonday = startOfWeek(today, monday);
      return upToToday(subWeeks(thisMonday, 1, inUtc), subDays(thisMonday, 1, inUtc));
    }
    case 'thisMonth':
      return upToToday(startOfMonth(today, inUtc), today);
    case 'lastMonth': {
      const lastMonth = subMonths(startOfMonth(today, inUtc), 1, inUtc);
      return upToToday(lastMonth, endOfMonth(lastMonth, inUtc));
    }
    default: {
      const quarter = addQuarters(startOfYear(today, inUtc), QUARTERS.indexOf(period), inUtc);
      return upToToday(quarter, endOfQuarter(quarter, inUtc));
    }
  }
}

/** The periods offered on the day of `now`: the quarters after the current one are left out. */
export const availableReportPeriods = (now: Date): ReportPeriodId[] =>
  REPORT_PERIODS.filter((period) => !QUARTERS.includes(period) || QUARTERS.indexOf(period) < getQuarter(now, inUtc));

/** The moment `months` calendar months before `at` (the last day of a shorter month when the
 * day does not exist there: 31 March less one month is 28 or 29 February). */
export const monthsBefore = (at: Date, months: number): Date => plain(subMonths(at, months, inUtc));

/** The earliest day a report reaches: `months` months before the UTC day of `now` (the
 * settings' transactionSearchRangeInMonths). */
export const earliestReportDay = (now: Date, months: number): string => utcDay(subMonths(startOfDay(now, inUtc), months, inUtc));

// Scheduled reports (#37)

export type ReportScheduleFrequency = 'DAILY' | 'WEEKLY' | 'MONTHLY';
/** When a scheduled report is mailed: every day, every week on `weekday` (1 Monday to 7 Sunday,
 * ISO) or every month on `monthDay` (1 to 28, in every month), at `hour`:00 UTC. */
export interface ReportScheduleTiming {
  frequency: ReportScheduleFrequency;
  hour: number;
  weekday: number | null;
  monthDay: number | null;
}

/** Whether the schedule mails on the UTC day `day` (its start). */
function mailsOn(timing: ReportScheduleTiming, day: Date): boolean {
  if (timing.frequency === 'WEEKLY') return getISODay(day, inUtc) === timing.weekday;
  if (timing.frequency === 'MONTHLY') return getDate(day, inUtc) === timing.monthDay;
  return true;
}

/** The occurrences of the schedule from the UTC day of `at`, one day at a time, `step` days a
 * step (1 forwards, -1 backwards): a monthly schedule mails within 31 days either way. */
function* occurrences(timing: ReportScheduleTiming, at: Date, step: 1 | -1): Generator<Date> {
  const first = startOfDay(at, inUtc);
  for (let days = 0; days <= 32; days++) {
    const day = addDays(first, days * step, inUtc);
    if (mailsOn(timing, day)) yield plain(set(day, { hours: timing.hour }, inUtc));
  }
}

/** The schedule's first occurrence after `after`. */
export function nextScheduledRun(timing: ReportScheduleTiming, after: Date): Date {
  for (const run of occurrences(timing, after, 1)) if (run.getTime() > after.getTime()) return run;
  throw new Error('a schedule mails at least once in 32 days');
}

/** The schedule's last occurrence at or before `at`. */
export function latestScheduledRun(timing: ReportScheduleTiming, at: Date): Date {
  for (const run of occurrences(timing, at, -1)) if (run.getTime() <= at.getTime()) return run;
  throw new Error('a schedule mails at least once in 32 days');
}

/** The period a scheduled report mailed at `run` covers, as the report's filter names it (UTC
 * stamps, the end its last second): the day before for a daily one, the 7 days before for a
 * weekly one, the calendar month before for a monthly one. */
export function scheduledReportPeriod(frequency: ReportScheduleFrequency, run: Date): { start: string; end: string; startsAt: Date } {
  const day = startOfDay(run, inUtc);
  const until = frequency === 'MONTHLY' ? startOfMonth(day, inUtc) : day;
  const since = frequency === 'DAILY' ? subDays(day, 1, inUtc) : frequency === 'WEEKLY' ? subWeeks(day, 1, inUtc) : subMonths(until, 1, inUtc);
  return { start: utcStamp(since), end: utcStamp(subSeconds(until, 1, inUtc)), startsAt: plain(since) };
}

// Reset windows of credit limit items (spec 3 section 3)

/** 1 hourly (every N hours), 2 daily at HH:mm, 3 weekly on weekday 1 (Sunday) to 7,
 * 4 monthly on day N (clamped to the month's length), 5 once, on date dd/MM/yyyy. */
export type LimitPeriodId = 1 | 2 | 3 | 4 | 5;

/** The longest hourly period: a (leap) year of hours. */
export const MAX_PERIOD_HOURS = 8784;
/** The window of a date period before its date: counting since ever. */
export const NEVER = new Date(0);

/** A limit's reset date (dd/MM/yyyy) as its UTC midnight, or null when it is no calendar date. */
export function limitResetDate(text: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  return isExists(year, month, day) ? plain(new UTCDateMini(year, month, day)) : null;
}

/** The start of the reset window `at` falls in. */
export function limitWindowStart(periodId: number, periodValue: string, at: Date): Date {
  const whole = (fallback: number) => Number.parseInt(periodValue, 10) || fallback;
  switch (periodId) {
    case 1: {
      const hours = Math.max(1, whole(1));
      return plain(addHours(NEVER, Math.floor(differenceInHours(at, NEVER) / hours) * hours, inUtc));
    }
    case 2: {
      const [hours = 0, minutes = 0] = periodValue.split(':').map((part) => Number.parseInt(part, 10) || 0);
      const today = set(at, { hours, minutes, seconds: 0, milliseconds: 0 }, inUtc);
      return plain(today <= at ? today : subDays(today, 1, inUtc));
    }
    case 3: {
      const weekStartsOn = ((Math.min(7, Math.max(1, whole(1))) - 1) % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
      return plain(startOfWeek(at, { in: utc, weekStartsOn }));
    }
    case 4: {
      const dayIn = (month: Date) => addDays(month, Math.min(Math.max(1, whole(1)), getDaysInMonth(month, inUtc)) - 1, inUtc);
      const thisMonth = dayIn(startOfMonth(at, inUtc));
      return plain(thisMonth <= at ? thisMonth : dayIn(subMonths(startOfMonth(at, inUtc), 1, inUtc)));
    }
    case 5: {
      const resetAt = limitResetDate(periodValue);
      return resetAt !== null && resetAt <= at ? resetAt : NEVER;
    }
    default:
      throw new Error(`unknown limit period ${periodId}`);
  }
}

/** What is wrong with a limit period's value (as the wire carries it), for the client and the
 * server to word in their own catalogues. */
export type LimitValueProblem =
  | { problem: 'hours'; max: number }
  | { problem: 'timeOfDay' }
  | { problem: 'weekday' }
  | { problem: 'dayOfMonth'; max: number }
  | { problem: 'date' }
  | { problem: 'past' }
  | { problem: 'period' };

/**
 * The spec's rules, in UTC at `now`: 1 a whole number of hours (1 to a year's); 2 a time of day
 * HH:mm; 3 a weekday 1 (Sunday) to 7 (Saturday); 4 a day of the month from 1 to the number of
 * days of the current month; 5 a date dd/MM/yyyy, not in the past. The last two depend on the
 * day: a value saved earlier and sent again unchanged is not checked against them again.
 */
export function limitValueProblem(periodId: number, value: string, now: Date, unchanged = false): LimitValueProblem | null {
  switch (periodId) {
    case 1: {
      const hours = /^\d{1,4}$/.test(value) ? Number(value) : 0;
      return hours >= 1 && hours <= MAX_PERIOD_HOURS ? null : { problem: 'hours', max: MAX_PERIOD_HOURS };
    }
    case 2:
      return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? null : { problem: 'timeOfDay' };
    case 3:
      return /^[1-7]$/.test(value) ? null : { problem: 'weekday' };
    case 4: {
      const max = unchanged ? 31 : daysInUtcMonth(now);
      const day = /^\d{1,2}$/.test(value) ? Number(value) : 0;
      return day >= 1 && day <= max ? null : { problem: 'dayOfMonth', max: daysInUtcMonth(now) };
    }
    case 5: {
      const at = limitResetDate(value);
      if (at === null) return { problem: 'date' };
      return unchanged || at >= startOfDay(now, inUtc) ? null : { problem: 'past' };
    }
    default:
      return { problem: 'period' };
  }
}
