// Arithmetic of the weekly success-rate gauge (spec 2: total success / total count x 100).
import { numberFormat } from '../../i18n/intlFormats';

/** A percentage kept inside 0..100; anything not finite counts as 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** Success rate in percent; 0 when there were no transactions. */
export function successRate(success: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return clampPercent((success / total) * 100);
}

/** The percentage as shown in the reader's locale: whole numbers without decimals, otherwise one
 * decimal (93.5% in English, 93,5 % in French). */
export function formatPercent(value: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(Math.round(clampPercent(value) * 10) / 1000);
}

/** The end angle (radians, 0 at the top, clockwise) of the filled arc for a percentage. */
export function gaugeEndAngle(value: number): number {
  return (clampPercent(value) / 100) * 2 * Math.PI;
}
