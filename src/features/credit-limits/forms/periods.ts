// Reset periods of a limit item (spec 3 section 3; the rules are the server's too, in
// shared/periods.ts), all in UTC: 1 every N hours (default 1),
// 2 daily at HH:mm (default now), 3 weekly on weekday 1 (Sunday) to 7 (Saturday), 4 monthly on a
// day of the month (1 to the days of the current month), 5 once on a date dd/MM/yyyy, not in the
// past. A form keeps a date as its date input does (yyyy-MM-dd); the wire takes dd/MM/yyyy.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { creditLimitsMessages as m } from '../messages';
import { dateTimeFormat } from '../../../shared/i18n/intlFormats';
import { limitValueProblem, utcDay, utcTime, type LimitValueProblem } from '../../../../shared/periods';
import type { LimitPeriodId } from '../api';

export const PERIODS: readonly { id: LimitPeriodId; label: MessageDescriptor }[] = [
  { id: 1, label: m.periodHourly },
  { id: 2, label: m.periodDaily },
  { id: 3, label: m.periodWeekly },
  { id: 4, label: m.periodMonthly },
  { id: 5, label: m.periodDate },
];

/** A new period's value, as the form keeps it: 1 hour, the current UTC time, Sunday, day 1, today. */
export function defaultPeriodValue(periodId: number, now = new Date()): string {
  switch (periodId) {
    case 2:
      return utcTime(now).slice(0, 5);
    case 5:
      return utcDay(now);
    default:
      return '1';
  }
}

/** The wire's value as the form keeps it (a date dd/MM/yyyy becomes yyyy-MM-dd). */
export function formPeriodValue(periodId: number, value: string): string {
  const date = periodId === 5 ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) : null;
  return date ? `${date[3]}-${date[2]}-${date[1]}` : value;
}

/** The form's value as the wire takes it (a date yyyy-MM-dd becomes dd/MM/yyyy). */
export function wirePeriodValue(periodId: number, value: string): string {
  const date = periodId === 5 ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return date ? `${date[3]}/${date[2]}/${date[1]}` : value.trim();
}

/** A weekday 1 (Sunday) to 7 (Saturday) in the reader's language. */
export function weekdayName(locale: string, weekday: number): string {
  // 4 January 1970 was a Sunday.
  return dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(1970, 0, 3 + weekday)));
}

/** The words of each problem shared/periods.ts names. */
const PROBLEM_MESSAGES: Record<LimitValueProblem['problem'], MessageDescriptor> = {
  hours: m.hoursRange,
  timeOfDay: m.timeFormat,
  weekday: m.periodValueRequired,
  dayOfMonth: m.dayRange,
  date: m.periodValueRequired,
  past: m.dateInPast,
  period: m.periodValueRequired,
};

/**
 * What is wrong with a period value as the form keeps it, or null: shared/periods.ts's rules, on
 * the value as the wire takes it. The day-dependent rules (a day of this month, a date not in
 * the past) are not applied to a value saved earlier and left as it was (`unchanged`), as the
 * server does not apply them again either.
 */
export function periodValueProblem(
  periodId: number,
  value: string,
  now: Date,
  unchanged: boolean,
): { message: MessageDescriptor; max?: number } | null {
  const found = limitValueProblem(periodId, wirePeriodValue(periodId, value), now, unchanged);
  if (!found) return null;
  return 'max' in found ? { message: PROBLEM_MESSAGES[found.problem], max: found.max } : { message: PROBLEM_MESSAGES[found.problem] };
}

/** A period in words: 'Every 2 hours', 'Daily at 00:00 UTC', 'Weekly on Monday', ... */
export function describePeriod(intl: IntlShape, periodId: number, wireValue: string): string {
  switch (periodId) {
    case 1:
      return intl.formatMessage(m.everyHours, { n: Number(wireValue) || 1 });
    case 2:
      return intl.formatMessage(m.dailyAt, { time: wireValue });
    case 3:
      return intl.formatMessage(m.weeklyOn, { weekday: weekdayName(intl.locale, Number(wireValue) || 1) });
    case 4:
      return intl.formatMessage(m.monthlyOn, { day: wireValue });
    default:
      return intl.formatMessage(m.onDate, { date: wireValue });
  }
}
