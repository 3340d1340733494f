// The columns of a transaction row (spec 2 section 3) as the dashboards' last ten and the
// reports show them: the status as a chip in its tone, the type and status in the reader's
// language, money with 2 decimals and its currency. One home, so that every table of
// transactions reads the same.
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ApiSchema } from '../api';
import { reportsMessages } from '../i18n';
import type { DataTableColumn } from '../ui/DataTable';
import { Money } from '../ui/Money';
import { StatusChip } from '../ui/StatusChip';

export type Transaction = ApiSchema<'Transaction'>;

/** A date and time on one line: on a phone the table scrolls sideways rather than wrap it. */
const Stamp = styled.time`
  white-space: nowrap;
`;

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

export type TransactionColumnKey =
  | 'date'
  | 'refId'
  | 'txType'
  | 'agentCode'
  | 'agentDescription'
  | 'product'
  | 'terminalCode'
  | 'value'
  | 'buyValue'
  | 'status';

/** The columns by key, in the order asked for. */
export function useTransactionColumns(keys: readonly TransactionColumnKey[]): DataTableColumn<Transaction>[] {
  const intl = useIntl();
  const text = (table: Record<string, MessageDescriptor>, value: string | undefined) => {
    const descriptor = value ? table[value.toUpperCase()] : undefined;
    return descriptor ? intl.formatMessage(descriptor) : (value ?? '');
  };
  const all: Record<TransactionColumnKey, DataTableColumn<Transaction>> = {
    date: { key: 'date', header: intl.formatMessage(reportsMessages.colDate), render: (row) => <Stamp dateTime={`${row.date.replace(' ', 'T')}Z`}>{row.date}</Stamp> },
    refId: { key: 'refId', header: intl.formatMessage(reportsMessages.colRefId) },
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
      render: (row) => <StatusChip status={row.status}>{text(STATUS_TEXT, row.status)}</StatusChip>,
    },
  };
  return keys.map((key) => all[key]);
}
