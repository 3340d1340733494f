// Arithmetic of the weekly bar chart: the tooltip date (DD/MM/yyyy, spec 2) and the value axis.
import { dayMonthYear } from '../../../../shared/periods';

export interface BarDatum {
  /** The day, as yyyy-MM-dd (or any ISO date-time; the date part in UTC is used). */
  date: string;
  count: number;
}

/**
 * A date as DD/MM/yyyy. A plain yyyy-MM-dd is read as written (no time-zone shift); a date-time
 * is read in UTC, as every date the API sends.
 */
export function formatDayMonthYear(value: string | Date): string {
  if (typeof value === 'string') {
    const plain = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value);
    if (plain && !/[T ].*(Z|[+-]\d{2}:?\d{2})$/.test(value)) return `${plain[3]}/${plain[2]}/${plain[1]}`;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return dayMonthYear(date);
}

/** The top of the value axis: a round number at or above the largest count (at least 1). */
export function niceMax(values: readonly number[]): number {
  const max = Math.max(0, ...values.filter((v) => Number.isFinite(v)));
  if (max <= 1) return 1;
  const magnitude = Math.pow(10, Math.floor(Math.log10(max)));
  for (const step of [1, 2, 2.5, 5, 10]) {
    const top = step * magnitude;
    if (top >= max) return top;
  }
  return 10 * magnitude;
}

/** Evenly spaced whole ticks from 0 to max, at most `count` + 1 of them. */
export function axisTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0];
  const step = Math.max(1, Math.ceil(max / count));
  const ticks: number[] = [];
  for (let t = 0; t <= max; t += step) ticks.push(t);
  return ticks;
}
