// The columns of a transaction row (spec 2 section 3) as the dashboards' last ten and the
// reports show them: the status as a chip in its tone, the type and status in the reader's
// language, money with 2 decimals and its currency, times with 'UTC' (shared/ui/Timestamp). One home, so that every table of
// transactions reads the same.
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import type { ApiSchema } from '../api';
import { reportsMessages } from '../i18n';
import type { DataTableColumn } from '../ui/DataTable';
import { Money } from '../ui/Money';
import { StatusChip } from '../ui/StatusChip';
import { Timestamp } from '../ui/Timestamp';

export type Transaction = ApiSchema<'Transaction'>;

const STATUS_TEXT: Record<string, MessageDescriptor> = {
  SUCCESS: reportsMessages.statusSuccess,
  FAILED: reportsMessages.statusFailed,
  PENDING: reportsMessages.statusPending,
  REVERSED: reportsMessages.statusReversed,
  REFUNDED: reportsMessages.statusRefunded,
};

const TYPE_TEXT: Record<string, MessageDescriptor> = {
  SALE: reportsMessages.typeSale,
  REDEEM: reportsMessages.typeRedeem,
  PAYOUT: reportsMessages.typePayout,
  REFUND: reportsMessages.typeRefund,
};

/** A transaction's status as every screen shows it (tables, the voucher receipt): its chip, in
 * the reader's language. */
export function TransactionStatus({ status }: { status: string | null | undefined }) {
  const intl = useIntl();
  const descriptor = status ? STATUS_TEXT[status.toUpperCase()] : undefined;
  return <StatusChip status={status ?? ''}>{descriptor ? intl.formatMessage(descriptor) : (status ?? '')}</StatusChip>;
}

export type TransactionColumnKey =
  | 'date'
  | 'refId'
  | 'txnId'
  | 'txType'
  | 'agentCode'
  | 'agentDescription'
  | 'product'
  | 'terminalCode'
  | 'value'
  | 'buyValue'
  | 'status'
  | 'voucherSerial'
  | 'redeemedAt'
  | 'redeemedDate'
  | 'resultDesc'
  | 'reason'
  | 'returnDate';

/** The columns by key, in the order asked for. */
export function useTransactionColumns(keys: readonly TransactionColumnKey[]): DataTableColumn<Transaction>[] {
  const intl = useIntl();
  const text = (table: Record<string, MessageDescriptor>, value: string | undefined) => {
    const descriptor = value ? table[value.toUpperCase()] : undefined;
    return descriptor ? intl.formatMessage(descriptor) : (value ?? '');
  };
  const stamp = (value: string | null | undefined) => <Timestamp value={value} />;
  const all: Record<TransactionColumnKey, DataTableColumn<Transaction>> = {
    date: { key: 'date', header: intl.formatMessage(reportsMessages.colDate), render: (row) => stamp(row.date) },
    refId: { key: 'refId', header: intl.formatMessage(reportsMessages.colRefId) },
    txnId: { key: 'txnId', header: intl.formatMessage(reportsMessages.colExternalRef) },
    txType: { key: 'txType', header: intl.formatMessage(reportsMessages.colType), render: (row) => text(TYPE_TEXT, row.txType) },
    agentCode: { key: 'agentCode', header: intl.formatMessage(reportsMessages.colAgentCode) },
    agentDescription: { key: 'agentDescription', header: intl.formatMessage(reportsMessages.colMerchant) },
    product: { key: 'product', header: intl.formatMessage(reportsMessages.colProduct) },
    terminalCode: { key: 'terminalCode', header: intl.formatMessage(reportsMessages.colTerminal) },
    value: {
      key: 'value',
      header: intl.formatMessage(reportsMessages.colGrossValue),
      align: 'end',
      render: (row) => <Money value={row.value} currency={row.currencyCode} />,
    },
    buyValue: {
      key: 'buyValue',
      header: intl.formatMessage(reportsMessages.colNetValue),
      align: 'end',
      render: (row) => <Money value={row.buyValue} currency={row.currencyCode} />,
    },
    status: {
      key: 'status',
      header: intl.formatMessage(reportsMessages.colStatus),
      render: (row) => <TransactionStatus status={row.status} />,
    },
    voucherSerial: { key: 'voucherSerial', header: intl.formatMessage(reportsMessages.colVoucherSerial) },
    redeemedAt: { key: 'redeemedAt', header: intl.formatMessage(reportsMessages.colRedeemedAt) },
    redeemedDate: { key: 'redeemedDate', header: intl.formatMessage(reportsMessages.colRedeemedDate), render: (row) => stamp(row.redeemedDate) },
    resultDesc: { key: 'resultDesc', header: intl.formatMessage(reportsMessages.colResult) },
    reason: { key: 'reason', header: intl.formatMessage(reportsMessages.colReason) },
    returnDate: { key: 'returnDate', header: intl.formatMessage(reportsMessages.colReturnDate), render: (row) => stamp(row.returnDate) },
  };
  return keys.map((key) => all[key]);
}
