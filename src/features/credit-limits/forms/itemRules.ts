// The rules a limit item's amounts and period share in the template form and the agent-limit
// form (spec 3 section 5; the server's in credit-limits.service.ts): an amount is a number (empty
// is an error), VALUE with at most 2 decimals, COUNT whole, at most 1,000,000,000,000 (contract);
// the period value as periods.ts reads it; warning thresholds typed as '80, 100' (whole
// percentages 1-100, going up, each once, at most 10; empty for none: the server's rule).
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { number, string, type NumberSchema } from 'yup';
import { creditLimitsMessages as m } from '../messages';
import { periodValueProblem } from './periods';

/** The contract's largest amount. */
export const MAX_AMOUNT = 1_000_000_000_000;

/** An amount field as a form keeps it: a number, or '' while empty. */
export type AmountValue = number | '';

/** A period as it was loaded, to tell an unchanged one (`${periodId}|${periodValue}`). */
export const periodKey = (periodId: number | string, periodValue: string) => `${periodId}|${periodValue}`;

/** An amount of the item's limit type; `least` is the rule of its lower end. */
export function amountRule(intl: IntlShape, least: (rule: NumberSchema) => NumberSchema): NumberSchema {
  const text = (message: MessageDescriptor) => intl.formatMessage(message);
  return least(
    number()
      .typeError(text(m.valueRequired))
      .required(text(m.valueRequired))
      .max(MAX_AMOUNT, intl.formatMessage(m.limitMax, { max: intl.formatNumber(MAX_AMOUNT) })),
  ).test('amount', '', function check(value) {
    const { limitType } = this.parent as { limitType?: string };
    if (value === undefined) return true;
    if (limitType === 'COUNT' && !Number.isInteger(value)) return this.createError({ message: text(m.countWhole) });
    if (limitType !== 'COUNT' && Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return this.createError({ message: text(m.twoDecimals) });
    return true;
  });
}

/** The period value of its item's period (the item has periodId and, when loaded, savedPeriod). */
export function periodValueRule(intl: IntlShape, now: Date) {
  return string()
    .required(intl.formatMessage(m.periodValueRequired))
    .test('period', '', function check(value) {
      const { periodId, savedPeriod } = this.parent as { periodId: string; savedPeriod?: string | null };
      const problem = periodValueProblem(Number(periodId), value ?? '', now, savedPeriod === periodKey(periodId, value ?? ''));
      return problem ? this.createError({ message: intl.formatMessage(problem.message, { max: problem.max ?? 0 }) }) : true;
    });
}

/** The contract's most thresholds of an item. */
export const MAX_THRESHOLDS = 10;

/** The thresholds an item saved without any gets (the server's default). */
export const DEFAULT_THRESHOLDS: readonly number[] = [80, 100];

/** Thresholds as the field shows them: '80, 100'. */
export const thresholdsText = (thresholds: readonly number[] | undefined) => (thresholds ?? DEFAULT_THRESHOLDS).join(', ');

/** The field's words as numbers ('80, 100 %' -> [80, 100]; empty -> []); a word that is no
 * number reads as NaN (the rule refuses it). */
export function thresholdsOf(text: string): number[] {
  return text
    .split(/[\s,;%]+/)
    .filter((word) => word !== '')
    .map((word) => (/^\d+$/.test(word) ? Number(word) : Number.NaN));
}

/** Whole percentages from 1 to 100, going up, each once, at most 10. */
export function thresholdsRule(intl: IntlShape) {
  return string().test('thresholds', '', function check(value) {
    const thresholds = thresholdsOf(value ?? '');
    if (thresholds.some((t) => !Number.isInteger(t) || t < 1 || t > 100)) return this.createError({ message: intl.formatMessage(m.thresholdsFormat) });
    if (thresholds.length > MAX_THRESHOLDS) return this.createError({ message: intl.formatMessage(m.thresholdsMax, { max: MAX_THRESHOLDS }) });
    if (thresholds.some((t, i) => i > 0 && t <= thresholds[i - 1]!)) return this.createError({ message: intl.formatMessage(m.thresholdsOrder) });
    return true;
  });
}
