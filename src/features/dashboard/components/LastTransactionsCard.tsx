// The last ten transactions of a dashboard (spec 2): newest first, updated live, with the live
// indicator; while loading a spinner, when failed the reason, and when there are none the
// message with the months the server searches. The card watches its own feed, so a push or a
// change of the channel's state renders this card, not the dashboard's charts.
import { useIntl } from 'react-intl';
import { useGetSettingsQuery } from '../../../shared/api/agent-reads';
import { commonMessages } from '../../../shared/i18n';
import { dashboardMessages } from '../messages';
import { useTransactionColumns, type TransactionColumnKey } from '../../../shared/transactions/transactionColumns';
import { Banner } from '../../../shared/ui/Banner';
import { Card } from '../../../shared/ui/Card';
import { DataTable } from '../../../shared/ui/DataTable';
import type { DashboardFilter } from '../../../shared/live/useLiveTransactions';
import { useLastTransactions } from '../useLastTransactions';
import { LiveIndicator } from './LiveIndicator';

export interface LastTransactionsCardProps {
  title: string;
  /** The live channel's dashboard filter of the feed. */
  filter: DashboardFilter;
  columns: readonly TransactionColumnKey[];
}

const NO_ROWS: never[] = [];

export function LastTransactionsCard({ title, filter, columns }: LastTransactionsCardProps) {
  const intl = useIntl();
  const feed = useLastTransactions(filter);
  // The server's transactionSearchRangeInMonths, for the empty message.
  const searchRangeInMonths = useGetSettingsQuery().data?.transactionSearchRangeInMonths;
  const tableColumns = useTransactionColumns(columns);
  const rows = feed.phase === 'received' ? feed.rows : NO_ROWS;
  const empty =
    searchRangeInMonths === undefined
      ? undefined
      : intl.formatMessage(dashboardMessages.noTransactionsInRange, { transactionSearchRangeInMonths: searchRangeInMonths });
  return (
    <Card title={title} region={false} toolbar={<LiveIndicator status={feed.live} />}>
      {feed.phase === 'failed' ? (
        <Banner tone="danger" title={intl.formatMessage(dashboardMessages.lastTenFailed)}>
          {feed.message ?? intl.formatMessage(commonMessages.networkRetryFailed)}
        </Banner>
      ) : (
        <DataTable
          cardsOnPhone
          label={title}
          rows={rows}
          rowKey={(row) => row.refId}
          columns={tableColumns}
          totalRecords={rows.length}
          pageIndex={1}
          pageSize={10}
          onChange={() => undefined}
          loading={feed.phase === 'loading'}
          emptyMessage={empty}
          footer={false}
        />
      )}
    </Card>
  );
}
