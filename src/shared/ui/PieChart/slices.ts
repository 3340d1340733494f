// Arithmetic of the daily-currency pie: each slice's share of the whole.

export interface PieDatum {
  label: string;
  value: number;
}

export interface PieShare extends PieDatum {
  /** Share of the total in percent, 0 when the total is 0. */
  percent: number;
}

/** The slices that can be drawn (finite, above zero) with their share of the total. */
export function pieShares(data: readonly PieDatum[]): PieShare[] {
  const usable = data.filter((d) => Number.isFinite(d.value) && d.value > 0);
  const total = usable.reduce((sum, d) => sum + d.value, 0);
  return usable.map((d) => ({ ...d, percent: total > 0 ? (d.value / total) * 100 : 0 }));
}

/** Whether there is anything to draw. */
export function hasPieData(data: readonly PieDatum[]): boolean {
  return pieShares(data).length > 0;
}
