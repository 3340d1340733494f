// The report's Operations menu (spec 2): export to CSV, export to Excel and print the rows the
// filters find (up to the export limit), and send the whole report by email; under the items,
// the progress of the reports by email. Offered once a search has found rows; while a file is
// being made the button says so and cannot be pressed, and while a report by email is on its way
// the button shows it is busy.
import { useIntl } from 'react-intl';
import { transactionMessages } from '../../../shared/transactions/messages';
import { reportsMessages } from '../messages';
import { Dropdown } from '../../../shared/ui/Dropdown';
import { Spinner } from '../../../shared/ui/Spinner';
import type { useReportFiles } from '../useReportFiles';
import { EmailExports, useEmailExports } from './EmailExports';

export interface ReportOperationsProps {
  files: ReturnType<typeof useReportFiles>;
  /** A search has found rows. */
  ready: boolean;
  onEmail: () => void;
}

export function ReportOperations({ files, ready, onEmail }: ReportOperationsProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const emails = useEmailExports();
  return (
    <Dropdown
      align="end"
      disabled={!ready || files.busy !== null}
      label={
        <>
          {text(transactionMessages.operations)}
          {files.busy || emails.busy ? <Spinner size="sm" label={text(files.busy ? transactionMessages.preparingFile : reportsMessages.emailExports)} /> : null}
        </>
      }
      items={[
        { id: 'csv', label: text(reportsMessages.exportCsv), onSelect: () => void files.run('exportCSV') },
        { id: 'excel', label: text(reportsMessages.exportExcel), onSelect: () => void files.run('exportExcel') },
        { id: 'print', label: text(reportsMessages.print), onSelect: () => void files.run('print') },
        { id: 'email', label: text(reportsMessages.exportByEmail), onSelect: onEmail },
      ]}
      footer={emails.items.length ? <EmailExports items={emails.items} /> : undefined}
    />
  );
}
