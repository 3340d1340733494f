// Reset windows of credit limit items (spec 3 section 3): the start of the window a moment
// belongs to, in UTC. A limit item's current value counts only sales inside its window.

/** 1 hourly (every N hours), 2 daily at HH:mm, 3 weekly on weekday 1 (Sunday) to 7,
 * 4 monthly on day N (clamped to the month's length), 5 once, on date dd/MM/yyyy. */
export type PeriodId = 1 | 2 | 3 | 4 | 5;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const NEVER = new Date(0);

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
 * counted in this window, nothing once the window has turned (the value resets at the next sale). */
export function usedInWindow(
  item: { current_value: number; period_id: number; period_value: string; period_start: Date },
  at: Date,
): number {
  return item.period_start.getTime() >= periodWindowStart(item.period_id, item.period_value, at).getTime() ? item.current_value : 0;
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
  const startIn = (year: number, month: number) => {
    const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    return Date.UTC(year, month, Math.min(Math.max(1, dayOfMonth), lastDay));
  };
  const thisMonth = startIn(at.getUTCFullYear(), at.getUTCMonth());
  return new Date(thisMonth <= at.getTime() ? thisMonth : startIn(at.getUTCFullYear(), at.getUTCMonth() - 1));
}

function onceWindow(date: string, at: Date): Date {
  const [d, m, y] = date.split('/').map((part) => Number.parseInt(part, 10));
  if (!d || !m || !y) return NEVER;
  const resetAt = Date.UTC(y, m - 1, d);
  return resetAt <= at.getTime() ? new Date(resetAt) : NEVER;
}
