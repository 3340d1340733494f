// One currency's performance tables (spec 2, Performance report): the eight measures, each a
// table of its rows (a label and the twelve months, January first) with the year's total; money
// in the currency, counts as numbers, percentages with two decimals. A percentage's year is the
// ratio of the year's sums (its margin over its gross value), never the sum of the months.
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { performanceMessages } from '../messages';
import { performanceYear } from '../../../../shared/performance-year';
import { DataTable, type DataTableColumn } from '../../../shared/ui/DataTable';
import { Money } from '../../../shared/ui/Money';
import type { PerformanceReport } from '../api';

type Row = PerformanceReport['grossValue'][number];
type Measure = Exclude<keyof PerformanceReport, 'currencyCode'>;
type Kind = 'count' | 'money' | 'percent';

export const MEASURES: readonly { key: Measure; label: MessageDescriptor; kind: Kind }[] = [
  { key: 'vouchersRedeemed', label: performanceMessages.vouchersRedeemed, kind: 'count' },
  { key: 'grossValue', label: performanceMessages.grossValue, kind: 'money' },
  { key: 'netMerchantValue', label: performanceMessages.netMerchantValue, kind: 'money' },
  { key: 'grossFlexMargin', label: performanceMessages.grossFlexMargin, kind: 'money' },
  { key: 'grossFlexPercentage', label: performanceMessages.grossFlexPercentage, kind: 'percent' },
  { key: 'cogs', label: performanceMessages.cogs, kind: 'money' },
  { key: 'netFlexMargin', label: performanceMessages.netFlexMargin, kind: 'money' },
  { key: 'netFlexPercentage', label: performanceMessages.netFlexPercentage, kind: 'percent' },
];

/** The margin each percentage is the share of the gross value of. */

/** One column that never grows past the screen: a wide table scrolls in its own frame. */
const Tables = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
`;


export function PerformanceTables({ report }: { report: PerformanceReport }) {
  const intl = useIntl();
  const months = Array.from({ length: 12 }, (_, month) => intl.formatDate(Date.UTC(2026, month, 1), { month: 'short', timeZone: 'UTC' }));
  const cell = (kind: Kind, value: number | null) => {
    if (value === null) return '–';
    if (kind === 'money') return <Money value={value} currency={report.currencyCode} />;
    if (kind === 'percent') return intl.formatNumber(value / 100, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return intl.formatNumber(value);
  };
  /** The year of a row (shared/performance-year.ts, as the workbook's Total column has it). */
  const yearOf = (measure: Measure, row: Row): number | null => performanceYear(measure, row, report);
  return (
    <Tables>
      {MEASURES.map(({ key, label, kind }) => {
        const columns: DataTableColumn<Row>[] = [
          { key: 'label', header: intl.formatMessage(performanceMessages.performanceMetric) },
          ...months.map((month, index) => ({ key: `m${index}`, header: month, align: 'end' as const, render: (row: Row) => cell(kind, row.values[index] ?? 0) })),
          { key: 'total', header: intl.formatMessage(performanceMessages.performanceTotal), align: 'end' as const, render: (row: Row) => cell(kind, yearOf(key, row)) },
        ];
        return (
          <DataTable<Row>
            key={key}
            label={intl.formatMessage(label)}
            showCaption
            rows={report[key]}
            rowKey={(row) => row.label}
            columns={columns}
            totalRecords={report[key].length}
            pageIndex={1}
            pageSize={Math.max(report[key].length, 10)}
            onChange={() => undefined}
            footer={false}
          />
        );
      })}
    </Tables>
  );
}
