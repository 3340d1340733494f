// The printed report (spec 2: print): the rows the print kind answered, laid out as a plain
// black-on-white table with the title and the dates searched, on a sheet the screen never shows.
// While it is mounted the print stylesheet leaves nothing else on paper (no menu, no buttons);
// it opens the browser's print dialog once and is gone after it.
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styled, { createGlobalStyle } from 'styled-components';
import { reportsMessages } from '../../../shared/i18n';
import type { DataTableColumn } from '../../../shared/ui/DataTable';
import type { Transaction } from '../../../shared/transactions/transactionColumns';

export interface PrintReportProps {
  rows: readonly Transaction[];
  columns: readonly DataTableColumn<Transaction>[];
  /** The dates searched, as sent (yyyy-MM-dd HH:mm:ss, UTC). */
  start: string;
  end: string;
  onDone: () => void;
}

const PaperOnly = createGlobalStyle`
  @media print {
    body > *:not([data-print-report]) { display: none !important; }
    @page { margin: 12mm; }
  }
`;

const Sheet = styled.div`
  @media screen {
    display: none;
  }
  /* Paper: the system's ink on the system's page, whatever the screen's theme. */
  color: CanvasText;
  background: Canvas;
  font: 10pt/1.35 system-ui, sans-serif;
  h1 { font-size: 14pt; margin: 0 0 2mm; }
  p { margin: 0 0 4mm; }
  table { width: 100%; border-collapse: collapse; }
  th, td { border-bottom: 0.5pt solid GrayText; padding: 1.5mm 2mm; text-align: start; vertical-align: top; }
  th { font-weight: 600; border-bottom: 1pt solid CanvasText; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
  [data-align='end'] { text-align: end; }
`;

export function PrintReport({ rows, columns, start, end, onDone }: PrintReportProps) {
  const intl = useIntl();
  useEffect(() => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      onDone();
    };
    window.addEventListener('afterprint', finish);
    // After the sheet has been laid out; print() returns once the dialog is closed.
    const frame = requestAnimationFrame(() => {
      window.print();
      finish();
    });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', finish);
    };
  }, [onDone]);
  return createPortal(
    <Sheet data-print-report="">
      <PaperOnly />
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
    </Sheet>,
    document.body,
  );
}
