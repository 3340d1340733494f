// The report's exports and print over the live channel (spec 2 section 4): exportCSV and
// exportExcel answer the file, saved as Transaction_Report_{yyyyMMdd_HHmmss}.csv or .xlsx;
// print answers the rows, which the print view lays out before the browser's print dialog opens.
// A refusal shows an alert titled Export Error or Print Error with the server's words; a lost
// channel the network message. One file at a time.
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { fileStamp, saveFile, type ApiResult } from '../../shared/api';
import { commonMessages } from '../../shared/i18n';
import { reportsMessages } from './messages';
import { useLiveChannel } from '../../shared/live/LiveChannelContext';
import { LiveChannelError, type LiveFile } from '../../shared/live/live-channel';
import { useAlerts } from '../../shared/ui/Alert';
import type { ReportFilter } from './reportForm';
import type { ReportResult } from './useReport';

export type ReportFileKind = 'exportCSV' | 'exportExcel' | 'print';

const EXTENSION = { exportCSV: 'csv', exportExcel: 'xlsx' } as const;

const isFile = (answer: unknown): answer is LiveFile => typeof answer === 'object' && answer !== null && 'data' in answer && 'contentType' in answer;

export function useReportFiles(filter: ReportFilter | null) {
  const intl = useIntl();
  const alerts = useAlerts();
  const live = useLiveChannel();
  const [busy, setBusy] = useState<ReportFileKind | null>(null);
  const [printed, setPrinted] = useState<ReportResult | null>(null);

  const run = useCallback(
    async (kind: ReportFileKind) => {
      if (!filter || !live || busy) return;
      const title = intl.formatMessage(kind === 'print' ? reportsMessages.printError : reportsMessages.exportError);
      setBusy(kind);
      try {
        const answer = await live.request(kind, { ...filter, pageIndex: 1 });
        if (kind !== 'print' && isFile(answer)) {
          saveFile(new Blob([answer.data as BlobPart], { type: answer.contentType }), `Transaction_Report_${fileStamp(new Date())}.${EXTENSION[kind]}`);
          return;
        }
        const result = answer as ReportResult & ApiResult;
        if (result.resultCode === 0 && kind === 'print') setPrinted(result);
        else alerts.danger(title, result.resultDescription || intl.formatMessage(commonMessages.networkError));
      } catch (error) {
        if (error instanceof LiveChannelError && error.failure === 'session') return;
        const timeout = error instanceof LiveChannelError && error.failure === 'timeout';
        alerts.danger(title, intl.formatMessage(timeout ? commonMessages.requestTimeout : commonMessages.networkRetryFailed));
      } finally {
        setBusy(null);
      }
    },
    [alerts, busy, filter, intl, live],
  );

  return { run, busy, printed, printDone: useCallback(() => setPrinted(null), []) };
}
