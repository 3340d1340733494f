// Credit-limit usage (spec 1 and 3): above 80% danger, above 50% warning, otherwise success;
// a non-finite ratio (0 / 0, x / 0) counts as 0%.
import { numberFormat } from '../../i18n/intlFormats';

export type UsageTone = 'success' | 'warning' | 'danger';

export const USAGE_WARNING_ABOVE = 50;
export const USAGE_DANGER_ABOVE = 80;

/** Percentage of a ratio (0.65 -> 65); non-finite -> 0. */
export function usagePercent(ratio: number): number {
  return Number.isFinite(ratio) ? ratio * 100 : 0;
}

/** Ratio of current to limit; may be non-finite (limit 0), which usagePercent treats as 0%. */
export function usageRatio(current: number, limit: number): number {
  return current / limit;
}

export function usageTone(percent: number): UsageTone {
  const p = Number.isFinite(percent) ? percent : 0;
  if (p > USAGE_DANGER_ABOVE) return 'danger';
  if (p > USAGE_WARNING_ABOVE) return 'warning';
  return 'success';
}

/** Label text in the reader's locale: whole percent, or one decimal below 10% when not whole
 * (9.3% in English, 9,3 % in French). */
export function formatPercent(percent: number, locale: string): string {
  const decimals = Math.abs(percent) < 10 && !Number.isInteger(percent) ? 1 : 0;
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: decimals }).format(percent / 100);
}
