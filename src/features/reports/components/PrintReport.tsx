// The printed report (spec 2: print): the rows the print kind answered, laid out as a plain table
// with the title and the dates searched, on a print sheet (src/shared/ui/PrintSheet).
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { reportsMessages } from '../messages';
import type { DataTableColumn } from '../../../shared/ui/DataTable';
import { PrintSheet } from '../../../shared/ui/PrintSheet';
import type { Transaction } from '../../../shared/transactions/transactionColumns';

export interface PrintReportProps {
  rows: readonly Transaction[];
  columns: readonly DataTableColumn<Transaction>[];
  /** The dates searched, as sent (yyyy-MM-dd HH:mm:ss, UTC). */
  start: string;
  end: string;
  onDone: () => void;
}

const Paper = styled(PrintSheet)`
  table { width: 100%; border-collapse: collapse; }
  th, td { border-bottom: 0.5pt solid GrayText; padding: 1.5mm 2mm; text-align: start; vertical-align: top; }
  th { font-weight: 600; border-bottom: 1pt solid CanvasText; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
  [data-align='end'] { text-align: end; }
`;

export function PrintReport({ rows, columns, start, end, onDone }: PrintReportProps) {
  const intl = useIntl();
  return (
    <Paper onDone={onDone}>
      <h1>{intl.formatMessage(reportsMessages.title)}</h1>
      <p>{intl.formatMessage(reportsMessages.printRange, { start, end })}</p>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} data-align={column.align}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.refId}>
              {columns.map((column) => (
                <td key={column.key} data-align={column.align}>
                  {column.render ? column.render(row, index) : String((row as Record<string, unknown>)[column.key] ?? '')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Paper>
  );
}
