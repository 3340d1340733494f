// The last ten transactions of a dashboard (spec 2): newest first, updated live, with the live
// indicator; while loading a spinner, when failed the reason, and when there are none the
// message with the months the server searches.
import { useIntl } from 'react-intl';
import { commonMessages, dashboardMessages } from '../../../shared/i18n';
import { useTransactionColumns, type TransactionColumnKey } from '../../../shared/transactions/transactionColumns';
import { Banner } from '../../../shared/ui/Banner';
import { Card } from '../../../shared/ui/Card';
import { DataTable } from '../../../shared/ui/DataTable';
import type { LastTransactions } from '../useLastTransactions';
import { LiveIndicator } from './LiveIndicator';

export interface LastTransactionsCardProps {
  title: string;
  feed: LastTransactions;
  columns: readonly TransactionColumnKey[];
  /** The server's transactionSearchRangeInMonths, for the empty message. */
  searchRangeInMonths: number | undefined;
}

export function LastTransactionsCard({ title, feed, columns, searchRangeInMonths }: LastTransactionsCardProps) {
  const intl = useIntl();
  const tableColumns = useTransactionColumns(columns);
  const rows = feed.phase === 'received' ? feed.rows : [];
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
