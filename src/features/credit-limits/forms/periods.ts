// Reset periods of a limit item (spec 3 section 3; the server's rules in
// server/modules/credit-limits/limit-periods.ts), all in UTC: 1 every N hours (default 1),
// 2 daily at HH:mm (default now), 3 weekly on weekday 1 (Sunday) to 7 (Saturday), 4 monthly on a
// day of the month (1 to the days of the current month), 5 once on a date dd/MM/yyyy, not in the
// past. A form keeps a date as its date input does (yyyy-MM-dd); the wire takes dd/MM/yyyy.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { creditLimitsMessages as m } from '../messages';
import { dateTimeFormat } from '../../../shared/i18n/intlFormats';
import type { LimitPeriodId } from '../api';

export const PERIODS: readonly { id: LimitPeriodId; label: MessageDescriptor }[] = [
  { id: 1, label: m.periodHourly },
  { id: 2, label: m.periodDaily },
  { id: 3, label: m.periodWeekly },
  { id: 4, label: m.periodMonthly },
  { id: 5, label: m.periodDate },
];

/** The longest hourly period: a (leap) year of hours, as the server allows. */
export const MAX_PERIOD_HOURS = 8784;

const two = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd of a moment in UTC (a date input's value). */
export const utcDay = (at: Date) => `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}`;

export const daysInUtcMonth = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();

/** A new period's value, as the form keeps it: 1 hour, the current UTC time, Sunday, day 1, today. */
export function defaultPeriodValue(periodId: number, now = new Date()): string {
  switch (periodId) {
    case 2:
      return `${two(now.getUTCHours())}:${two(now.getUTCMinutes())}`;
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

/**
 * What is wrong with a period value as the form keeps it, or null. The day-dependent rules (a
 * day of this month, a date not in the past) are not applied to a value saved earlier and left
 * as it was (`unchanged`), as the server does not apply them again either.
 */
export function periodValueProblem(
  periodId: number,
  value: string,
  now: Date,
  unchanged: boolean,
): { message: MessageDescriptor; max?: number } | null {
  switch (periodId) {
    case 1: {
      const hours = /^\d{1,4}$/.test(value.trim()) ? Number(value) : 0;
      return hours >= 1 && hours <= MAX_PERIOD_HOURS ? null : { message: m.hoursRange, max: MAX_PERIOD_HOURS };
    }
    case 2:
      return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? null : { message: m.timeFormat };
    case 3:
      return /^[1-7]$/.test(value) ? null : { message: m.periodValueRequired };
    case 4: {
      const max = unchanged ? 31 : daysInUtcMonth(now);
      const day = /^\d{1,2}$/.test(value) ? Number(value) : 0;
      return day >= 1 && day <= max ? null : { message: m.dayRange, max };
    }
    case 5: {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return { message: m.periodValueRequired };
      return unchanged || value >= utcDay(now) ? null : { message: m.dateInPast };
    }
    default:
      return { message: m.periodValueRequired };
  }
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
