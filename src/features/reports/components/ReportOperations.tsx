// The report's Operations menu (spec 2): export to CSV, export to Excel and print the rows the
// filters find (up to the export limit). Offered once a search has found rows; while a file is
// being made the button says so and cannot be pressed.
import { useIntl } from 'react-intl';
import { reportsMessages } from '../../../shared/i18n';
import { Dropdown } from '../../../shared/ui/Dropdown';
import { Spinner } from '../../../shared/ui/Spinner';
import type { useReportFiles } from '../useReportFiles';

export interface ReportOperationsProps {
  files: ReturnType<typeof useReportFiles>;
  /** A search has found rows. */
  ready: boolean;
}

export function ReportOperations({ files, ready }: ReportOperationsProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  return (
    <Dropdown
      align="end"
      disabled={!ready || files.busy !== null}
      label={
        <>
          {text(reportsMessages.operations)}
          {files.busy ? <Spinner size="sm" label={text(reportsMessages.preparingFile)} /> : null}
        </>
      }
      items={[
        { id: 'csv', label: text(reportsMessages.exportCsv), onSelect: () => void files.run('exportCSV') },
        { id: 'excel', label: text(reportsMessages.exportExcel), onSelect: () => void files.run('exportExcel') },
        { id: 'print', label: text(reportsMessages.print), onSelect: () => void files.run('print') },
      ]}
    />
  );
}
