// What a credit limit item has used in its reset window, and the refusal words of a period value.
// The windows and the rules of period values are the client's and the server's one calendar
// (shared/periods.ts). A limit item's current value counts only sales inside its window: usage
// is worked out when it is read (usedInWindow), so it shows 0 from the first moment of a new
// window whether or not a sale happened since. Sales (server/modules/ledger/limit-consumption.service.ts),
// the top bar and the Credit Limits screen all read it through here.
import { limitValueProblem, limitWindowStart, NEVER, type LimitValueProblem } from '../../../shared/periods';
import { PROBLEM } from '../../i18n/problems';
import { words, type Words } from '../../i18n/words';

/** What a limit item has used in the window `at` falls in: its stored value while that was
 * counted in this window, nothing once the window has turned (the row is brought up to date by
 * the next sale or change). */
export function usedInWindow(
  item: { current_value: number; period_id: number; period_value: string; period_start: Date },
  at: Date,
): number {
  return item.period_start.getTime() >= limitWindowStart(item.period_id, item.period_value, at).getTime() ? item.current_value : 0;
}

/** The period_start to store with a usage counted at `at`: its window's start, or the epoch
 * when nothing is used (any later window counts from nothing anyway). */
export function periodStartFor(used: number, periodId: number, periodValue: string, at: Date): Date {
  return used > 0 ? limitWindowStart(periodId, periodValue, at) : NEVER;
}

const PROBLEM_WORDS: Record<LimitValueProblem['problem'], Words> = {
  hours: PROBLEM.hours,
  timeOfDay: PROBLEM.timeOfDay,
  weekday: PROBLEM.weekday,
  dayOfMonth: PROBLEM.dayOfMonth,
  date: PROBLEM.dayMonthYear,
  past: PROBLEM.past,
  period: words(PROBLEM.oneOf, { values: '1, 2, 3, 4, 5' }),
};

/** What is wrong with a period value for its period, as a field problem (server/i18n/problems.ts),
 * or null; the rules are shared/periods.ts's limitValueProblem. */
export function periodValueProblem(periodId: number, value: string, now: Date, unchanged = false): Words | null {
  const found = limitValueProblem(periodId, value, now, unchanged);
  if (!found) return null;
  return 'max' in found ? words(PROBLEM_WORDS[found.problem], { n: found.max }) : PROBLEM_WORDS[found.problem];
}
