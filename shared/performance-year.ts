// The year of a row of the performance report (spec 2), read by the web client's tables (the
// Total column) and by the server's workbook (its Total column), so that the two cannot drift:
// the sum of the twelve months; for a percentage, the year's margin over the year's gross value
// (null when there was no gross value). Plain data and arithmetic, no imports.

/** A row of one of the report's tables: its label and the twelve months, January first. */
export interface PerformanceRow {
  label: string;
  values: readonly number[];
}

/** The percentage tables and the margin table each is the percentage of (over grossValue). */
export const PERCENTAGE_OF = { grossFlexPercentage: 'grossFlexMargin', netFlexPercentage: 'netFlexMargin' } as const;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The tables of a currency's report that a percentage's year reads. */
export interface PerformanceTablesOf {
  grossValue: readonly PerformanceRow[];
  grossFlexMargin: readonly PerformanceRow[];
  netFlexMargin: readonly PerformanceRow[];
}

/** The year of `row` of the table `measure`, `tables` holding the report's other tables. */
export function performanceYear(measure: string, row: PerformanceRow, tables: PerformanceTablesOf): number | null {
  const margin = (PERCENTAGE_OF as Record<string, keyof PerformanceTablesOf | undefined>)[measure];
  if (!margin) return sum(row.values);
  const marginRow = tables[margin].find((r) => r.label === row.label);
  const grossRow = tables.grossValue.find((r) => r.label === row.label);
  const gross = grossRow ? sum(grossRow.values) : 0;
  return marginRow && gross ? (sum(marginRow.values) / gross) * 100 : null;
}
