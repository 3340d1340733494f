// The columns of a transaction row (spec 2 section 3) as the dashboards' last ten and the
// reports show them: the status as a chip in its tone, the type and status in the reader's
// language, money with 2 decimals and its currency, times with 'UTC' (shared/ui/Timestamp). One home, so that every table of
// transactions reads the same.
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import type { ApiSchema } from '../api';
import { transactionMessages } from './messages';
import type { DataTableColumn } from '../ui/DataTable';
import { Money } from '../ui/Money';
import { StatusChip } from '../ui/StatusChip';
import { Timestamp } from '../ui/Timestamp';

export type Transaction = ApiSchema<'Transaction'>;

const STATUS_TEXT: Record<string, MessageDescriptor> = {
  SUCCESS: transactionMessages.statusSuccess,
  FAILED: transactionMessages.statusFailed,
  PENDING: transactionMessages.statusPending,
  REVERSED: transactionMessages.statusReversed,
  REFUNDED: transactionMessages.statusRefunded,
};

const TYPE_TEXT: Record<string, MessageDescriptor> = {
  SALE: transactionMessages.typeSale,
  REDEEM: transactionMessages.typeRedeem,
  PAYOUT: transactionMessages.typePayout,
  REFUND: transactionMessages.typeRefund,
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
    date: { key: 'date', header: intl.formatMessage(transactionMessages.colDate), card: 'figure', render: (row) => stamp(row.date) },
    refId: { key: 'refId', header: intl.formatMessage(transactionMessages.colRefId) },
    txnId: { key: 'txnId', header: intl.formatMessage(transactionMessages.colExternalRef) },
    txType: { key: 'txType', header: intl.formatMessage(transactionMessages.colType), render: (row) => text(TYPE_TEXT, row.txType) },
    agentCode: { key: 'agentCode', header: intl.formatMessage(transactionMessages.colAgentCode) },
    agentDescription: { key: 'agentDescription', header: intl.formatMessage(transactionMessages.colMerchant) },
    product: { key: 'product', header: intl.formatMessage(transactionMessages.colProduct), card: 'title' },
    terminalCode: { key: 'terminalCode', header: intl.formatMessage(transactionMessages.colTerminal) },
    value: {
      key: 'value',
      header: intl.formatMessage(transactionMessages.colGrossValue),
      align: 'end',
      card: 'figure',
      render: (row) => <Money value={row.value} currency={row.currencyCode} />,
    },
    buyValue: {
      key: 'buyValue',
      header: intl.formatMessage(transactionMessages.colNetValue),
      align: 'end',
      render: (row) => <Money value={row.buyValue} currency={row.currencyCode} />,
    },
    status: {
      key: 'status',
      header: intl.formatMessage(transactionMessages.colStatus),
      card: 'status',
      render: (row) => <TransactionStatus status={row.status} />,
    },
    voucherSerial: { key: 'voucherSerial', header: intl.formatMessage(transactionMessages.colVoucherSerial) },
    redeemedAt: { key: 'redeemedAt', header: intl.formatMessage(transactionMessages.colRedeemedAt) },
    redeemedDate: { key: 'redeemedDate', header: intl.formatMessage(transactionMessages.colRedeemedDate), render: (row) => stamp(row.redeemedDate) },
    resultDesc: { key: 'resultDesc', header: intl.formatMessage(transactionMessages.colResult) },
    reason: { key: 'reason', header: intl.formatMessage(transactionMessages.colReason) },
    returnDate: { key: 'returnDate', header: intl.formatMessage(transactionMessages.colReturnDate), render: (row) => stamp(row.returnDate) },
  };
  return keys.map((key) => all[key]);
}
