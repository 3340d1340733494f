// The Transaction Reports screen (spec 2): the filters, the results, the Operations menu (export
// to CSV or Excel, print, send by email with its progress) and the saved views. It searches today's detailed report on arrival, or the agent's
// report when the company page's Report button sent it here. While it is open the live channel
// reconnects after 1 s (the reports' delay) instead of the dashboards' 5 s.
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetSettingsQuery } from '../../../shared/api/agent-reads';
import { commonMessages } from '../../../shared/i18n';
import { reportsMessages } from '../messages';
import { useLiveChannel } from '../../../shared/live/LiveChannelContext';
import { LIVE_RECONNECT_DELAY } from '../../../shared/live/live-channel';
import type { Transaction } from '../../../shared/transactions/transactionColumns';
import { Banner } from '../../../shared/ui/Banner';
import { Card } from '../../../shared/ui/Card';
import { Spinner } from '../../../shared/ui/Spinner';
import { useNarrowScreen } from '../../../shared/theme/media';
import type { ReportView } from '../api';
import { defaultValues, reportFilterOf, valuesOfFilter, type ReportFormValues } from '../reportForm';
import { useReport, type ReportPaging } from '../useReport';
import { useReportFiles } from '../useReportFiles';
import { useEmailExportDownload } from './EmailExports';
import { EmailReportDialog } from './EmailReportDialog';
import { PrintReport } from './PrintReport';
import { RefundDialog } from './RefundDialog';
import { ReportFilters } from './ReportFilters';
import { ReportOperations } from './ReportOperations';
import { ReportTable, useReportColumns } from './ReportTable';
import { SavedViews } from './SavedViews';

export const REFUND_ACL = 'SCP.TTI.ADMIN.USER.REFUND_W';
/** Until the settings arrive (spec 2 section 9). */
const DEFAULT_MONTHS = 3;
const DEFAULT_EMAIL_MONTHS = 3;
const FIRST_PAGE: ReportPaging = { pageIndex: 1, pageSize: 10, orderType: 'DESC' };

export interface ReportScreenProps {
  acls: readonly string[];
  /** The agent's hideRedeemedAt: no Redeemed At column. */
  hideRedeemedAt: boolean;
  /** Today, for the periods and the checks (stories fix it). */
  now?: Date;
}

/** The link of a report too large to mail (/reports?reportEmailExport={id}) downloads its file
 * once, then leaves the address as /reports. */
function useMailedReportLink() {
  const location = useLocation();
  const navigate = useNavigate();
  const download = useEmailExportDownload();
  const exportId = Number(new URLSearchParams(location.search).get('reportEmailExport'));
  useEffect(() => {
    if (!Number.isInteger(exportId) || exportId <= 0) return;
    navigate(location.pathname, { replace: true, state: location.state });
    void download(exportId);
    // Once per link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [exportId]);
}

/** Keeps the live channel's reconnect delay at the reports' while the screen is open. */
function useReportsReconnectDelay() {
  const live = useLiveChannel();
  useEffect(() => {
    live?.setReconnectDelay(LIVE_RECONNECT_DELAY.reports);
    return () => live?.setReconnectDelay(LIVE_RECONNECT_DELAY.dashboards);
  }, [live]);
}

export function ReportScreen({ acls, hideRedeemedAt, now: fixedNow }: ReportScreenProps) {
  const intl = useIntl();
  const location = useLocation();
  const arrivedFor = (location.state as { agentCode?: string } | null)?.agentCode ?? '';
  const now = useMemo(() => fixedNow ?? new Date(), [fixedNow]);
  const settings = useGetSettingsQuery();
  const months = settings.data?.transactionSearchRangeInMonths ?? DEFAULT_MONTHS;
  const [values, setValues] = useState<ReportFormValues>(() => defaultValues(now, arrivedFor));
  const [paging, setPaging] = useState<ReportPaging>(FIRST_PAGE);
  const filter = useMemo(() => (settings.isLoading ? null : reportFilterOf(values)), [settings.isLoading, values]);
  const report = useReport(filter, paging);
  const files = useReportFiles(filter);
  const columns = useReportColumns(hideRedeemedAt, useNarrowScreen());
  const [hidden, setHidden] = useState<string[]>(() => columns.filter((c) => c.hidden).map((c) => c.key));
  const [refunding, setRefunding] = useState<Transaction | null>(null);
  const [emailing, setEmailing] = useState(false);
  useReportsReconnectDelay();
  useMailedReportLink();

  const { state } = report;
  const result = state.phase === 'received' ? state.result : state.phase === 'loading' ? state.previous : null;
  const search = (next: ReportFormValues) => {
    setValues(next);
    setPaging((current) => ({ ...current, pageIndex: 1 }));
    // The same filter again is a new search (the transactions may have changed).
    if (JSON.stringify(next) === JSON.stringify(values)) report.rerun();
  };
  const applyView = (view: ReportView) => {
    const known = new Set(columns.map((c) => c.key));
    setHidden(view.hiddenColumns.filter((key) => known.has(key)));
    search(valuesOfFilter(view.filter, now));
  };

  return (
    <Card
      title={intl.formatMessage(reportsMessages.title)}
      // The results table carries the title as its name.
      region={false}
      toolbar={
        <>
          {filter ? <SavedViews filter={filter} hiddenColumns={hidden} onApply={applyView} /> : null}
          <ReportOperations files={files} ready={Boolean(result?.totalRecord)} onEmail={() => setEmailing(true)} />
        </>
      }
    >
      {settings.isLoading ? (
        <Spinner label={intl.formatMessage(reportsMessages.title)} />
      ) : (
        <ReportFilters values={values} months={months} now={now} busy={state.phase === 'loading'} onSearch={search} />
      )}
      {state.phase === 'failed' ? (
        <Banner tone="danger" title={intl.formatMessage(reportsMessages.reportError)}>
          {state.message ?? intl.formatMessage(commonMessages.networkRetryFailed)}
        </Banner>
      ) : (
        <ReportTable
          result={result}
          loading={state.phase === 'loading' || state.phase === 'idle'}
          paging={paging}
          columns={columns}
          hiddenColumns={hidden}
          onHiddenColumnsChange={setHidden}
          onPaging={(next) => setPaging(next.orderType !== paging.orderType || next.pageSize !== paging.pageSize ? { ...next, pageIndex: 1 } : next)}
          months={months}
          onRefund={acls.includes(REFUND_ACL) ? setRefunding : undefined}
        />
      )}
      {refunding ? (
        <RefundDialog
          sale={refunding}
          onClose={() => setRefunding(null)}
          onRefunded={() => {
            setRefunding(null);
            report.rerun();
          }}
        />
      ) : null}
      {emailing && filter ? (
        <EmailReportDialog
          filter={filter}
          months={settings.data?.transactionExportViaEmailRangeInMonths ?? DEFAULT_EMAIL_MONTHS}
          onClose={() => setEmailing(false)}
        />
      ) : null}
      {files.printed && filter ? (
        <PrintReport
          rows={files.printed.data ?? []}
          columns={columns.filter((c) => !hidden.includes(c.key))}
          start={filter.start}
          end={filter.end}
          onDone={files.printDone}
        />
      ) : null}
    </Card>
  );
}
