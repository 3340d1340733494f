// The report's results (spec 2, Transaction Reports): the table with its column toggles (Redeemed
// At only for an agent that does not hide it), newest first or oldest first by the date column,
// a row's details when expanded (every field, and Refund where the rules allow it), the footer's
// export and limit notes, and the no-transaction message with the months searched.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { reportsMessages } from '../messages';
import { useTransactionColumns, type Transaction, type TransactionColumnKey } from '../../../shared/transactions/transactionColumns';
import { Button } from '../../../shared/ui/Button';
import { DataTable, type DataTableChange, type DataTableColumn } from '../../../shared/ui/DataTable';
import type { ReportPaging, ReportResult } from '../useReport';

/** Shown at first; the others are in the column menu and in a row's details. */
const SHOWN: readonly TransactionColumnKey[] = ['date', 'refId', 'txType', 'agentDescription', 'product', 'voucherSerial', 'value', 'buyValue', 'status'];
/** On a phone: the date, the amount and the status first (what a merchant checks), then the reference. */
const SHOWN_ON_A_PHONE: readonly TransactionColumnKey[] = ['date', 'value', 'status', 'refId'];
const ALL: readonly TransactionColumnKey[] = [
  ...SHOWN_ON_A_PHONE, 'txType', 'agentDescription', 'product', 'voucherSerial', 'buyValue', 'txnId', 'agentCode', 'terminalCode',
  'redeemedAt', 'redeemedDate', 'resultDesc', 'reason', 'returnDate',
];

/** The report's columns for this agent (Redeemed At left out where it is hidden), in the order
 * and with the ones shown at first that suit the screen's width. */
export function useReportColumns(hideRedeemedAt: boolean, narrow: boolean): DataTableColumn<Transaction>[] {
  const shown = narrow ? SHOWN_ON_A_PHONE : SHOWN;
  const keys = (narrow ? ALL : [...SHOWN, ...ALL.filter((key) => !SHOWN.includes(key))]).filter((key) => !(hideRedeemedAt && key === 'redeemedAt'));
  return useTransactionColumns(keys).map((column) => ({
    ...column,
    sortable: column.key === 'date',
    hideable: column.key !== 'date',
    hidden: !shown.includes(column.key as TransactionColumnKey),
  }));
}

/** A refund is offered for a successful SALE whose voucher has not been redeemed (spec 2 section 4). */
export const refundable = (row: Transaction) => row.txType === 'SALE' && row.status === 'SUCCESS' && !row.redeemedDate;
/** A successful SALE whose voucher was redeemed: no refund, and the row says why. */
const redeemedSale = (row: Transaction) => row.txType === 'SALE' && row.status === 'SUCCESS' && Boolean(row.redeemedDate);

const Why = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  dt { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

export interface ReportTableProps {
  result: ReportResult | null;
  loading: boolean;
  paging: ReportPaging;
  columns: DataTableColumn<Transaction>[];
  hiddenColumns: readonly string[];
  onHiddenColumnsChange: (keys: string[]) => void;
  onPaging: (paging: ReportPaging) => void;
  /** The months the server searches, for the empty message. */
  months: number;
  /** Offered on refundable rows when the user may refund. */
  onRefund?: (row: Transaction) => void;
}

export function ReportTable({ result, loading, paging, columns, hiddenColumns, onHiddenColumnsChange, onPaging, months, onRefund }: ReportTableProps) {
  const intl = useIntl();
  // A row's details: what the table does not show.
  const details = columns.filter((column) => hiddenColumns.includes(column.key));
  const onChange = (change: DataTableChange) =>
    onPaging({ pageIndex: change.pageIndex, pageSize: change.pageSize, orderType: change.sort?.direction === 'asc' ? 'ASC' : 'DESC' });
  return (
    <DataTable<Transaction>
      label={intl.formatMessage(reportsMessages.title)}
      rows={result?.data ?? []}
      rowKey={(row) => row.refId}
      columns={columns}
      hiddenColumns={hiddenColumns}
      onHiddenColumnsChange={onHiddenColumnsChange}
      totalRecords={result?.totalRecord ?? 0}
      pageIndex={paging.pageIndex}
      pageSize={paging.pageSize}
      sort={{ key: 'date', direction: paging.orderType === 'ASC' ? 'asc' : 'desc' }}
      onChange={onChange}
      loading={loading}
      exportLimit={result?.totalRecord ? result.exportSize : undefined}
      limit={result?.maxTransactionCount ? { max: result.maxTransactionCount, total: result.totalRecord ?? 0 } : undefined}
      emptyMessage={intl.formatMessage(reportsMessages.noTransactions, { transactionSearchRangeInMonths: months })}
      renderExpanded={(row) => (
        <>
          <Details>
            {details.map((column) => (
              <div key={column.key}>
                <dt>{column.header}</dt>
                <dd>{(column.render ? column.render(row, 0) : (row as Record<string, unknown>)[column.key] as string | null) || '–'}</dd>
              </div>
            ))}
          </Details>
          {onRefund && refundable(row) ? (
            <Button size="sm" variant="danger" onClick={() => onRefund(row)}>
              {intl.formatMessage(reportsMessages.refund)}
            </Button>
          ) : null}
          {onRefund && redeemedSale(row) ? <Why>{intl.formatMessage(reportsMessages.refundRedeemed)}</Why> : null}
        </>
      )}
    />
  );
}
