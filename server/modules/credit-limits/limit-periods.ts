// Reset windows of credit limit items (spec 3 section 3): the start of the window a moment
// belongs to, in UTC, and what a period value may be. A limit item's current value counts only
// sales inside its window: usage is worked out when it is read (usedInWindow), so it shows 0 from
// the first moment of a new window whether or not a sale happened since (docs/decisions.md,
// Credit limits). Sales (server/modules/ledger/limit-consumption.service.ts), the top bar and the
// Credit Limits screen all read it through here.

/** 1 hourly (every N hours), 2 daily at HH:mm, 3 weekly on weekday 1 (Sunday) to 7,
 * 4 monthly on day N (clamped to the month's length), 5 once, on date dd/MM/yyyy. */
export type PeriodId = 1 | 2 | 3 | 4 | 5;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The window of a date period before its date: counting since ever. */
export const NEVER = new Date(0);
/** The longest hourly period: a (leap) year of hours. */
export const MAX_PERIOD_HOURS = 8784;

export function periodWindowStart(periodId: number, periodValue: string, at: Date): Date {
  switch (periodId) {
    case 1:
      return hourlyWindow(Math.max(1, Number.parseInt(periodValue, 10) || 1), at);
    case 2:
      return dailyWindow(periodValue, at);
    case 3:
      return weeklyWindow(Number.parseInt(periodValue, 10) || 1, at);
    case 4:
      return monthlyWindow(Number.parseInt(periodValue, 10) || 1, at);
    case 5:
      return onceWindow(periodValue, at);
    default:
      throw new Error(`unknown limit period ${periodId}`);
  }
}

/** What a limit item has used in the window `at` falls in: its stored value while that was
 * counted in this window, nothing once the window has turned (the row is brought up to date by
 * the next sale or change). */
export function usedInWindow(
  item: { current_value: number; period_id: number; period_value: string; period_start: Date },
  at: Date,
): number {
  return item.period_start.getTime() >= periodWindowStart(item.period_id, item.period_value, at).getTime() ? item.current_value : 0;
}

/** The period_start to store with a usage counted at `at`: its window's start, or the epoch
 * when nothing is used (any later window counts from nothing anyway). */
export function periodStartFor(used: number, periodId: number, periodValue: string, at: Date): Date {
  return used > 0 ? periodWindowStart(periodId, periodValue, at) : NEVER;
}

function hourlyWindow(hours: number, at: Date): Date {
  const size = hours * HOUR_MS;
  return new Date(Math.floor(at.getTime() / size) * size);
}

function dailyWindow(timeOfDay: string, at: Date): Date {
  const [h = 0, m = 0] = timeOfDay.split(':').map((part) => Number.parseInt(part, 10) || 0);
  const today = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), h, m);
  return new Date(today <= at.getTime() ? today : today - DAY_MS);
}

function weeklyWindow(weekday: number, at: Date): Date {
  const target = (Math.min(7, Math.max(1, weekday)) - 1) % 7; // 0 = Sunday, as getUTCDay
  const back = (at.getUTCDay() - target + 7) % 7;
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - back));
}

function monthlyWindow(dayOfMonth: number, at: Date): Date {
  const startIn = (year: number, month: number) => Date.UTC(year, month, Math.min(Math.max(1, dayOfMonth), daysInMonth(year, month)));
  const thisMonth = startIn(at.getUTCFullYear(), at.getUTCMonth());
  return new Date(thisMonth <= at.getTime() ? thisMonth : startIn(at.getUTCFullYear(), at.getUTCMonth() - 1));
}

function onceWindow(date: string, at: Date): Date {
  const resetAt = parseDate(date);
  if (resetAt === null) return NEVER;
  return resetAt <= at.getTime() ? new Date(resetAt) : NEVER;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** dd/MM/yyyy -> its UTC midnight, or null when it is no calendar date. */
function parseDate(text: string): number | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(y, m - 1, d);
  const back = new Date(at);
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d ? at : null;
}

/**
 * What is wrong with a period value for its period (a field problem, worded in six languages by
 * server/i18n/refusal-words.ts), or null. The spec's rules, in UTC at `now`: 1 a whole number of
 * hours (1 to a year's); 2 a time of day HH:mm; 3 a weekday 1 (Sunday) to 7 (Saturday); 4 a day
 * of the month from 1 to the number of days of the current month; 5 a date dd/MM/yyyy, not in
 * the past. The last two depend on the day: a value saved earlier and sent again unchanged is
 * not checked against them again (`unchanged`).
 */
export function periodValueProblem(periodId: number, value: string, now: Date, unchanged = false): string | null {
  switch (periodId) {
    case 1: {
      const hours = /^\d{1,4}$/.test(value) ? Number(value) : 0;
      return hours >= 1 && hours <= MAX_PERIOD_HOURS ? null : `must be a number of hours from 1 to ${MAX_PERIOD_HOURS}`;
    }
    case 2:
      return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? null : 'must be a time of day (HH:mm)';
    case 3:
      return /^[1-7]$/.test(value) ? null : 'must be a weekday from 1 (Sunday) to 7 (Saturday)';
    case 4: {
      const days = daysInMonth(now.getUTCFullYear(), now.getUTCMonth());
      const day = /^\d{1,2}$/.test(value) ? Number(value) : 0;
      if (day >= 1 && day <= (unchanged ? 31 : days)) return null;
      return `must be a day of the month from 1 to ${days}`;
    }
    case 5: {
      const at = parseDate(value);
      if (at === null) return 'must be a date (dd/MM/yyyy)';
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      return unchanged || at >= today ? null : 'must not be in the past';
    }
    default:
      return 'must be one of 1, 2, 3, 4, 5';
  }
}
