// The words of transactions wherever they are listed (the reports, the dashboards' last
// transactions: src/shared/transactions) and of the report screens' operations menu (transaction
// reports, performance report): columns, statuses, types.
import { defineMessages } from 'react-intl';
import type { WithValues } from '../i18n/typedMessages';

const messages = defineMessages({
  // Columns
  colMerchant: { id: 'TRANSACTION.COLUMN.MERCHANT', defaultMessage: 'Merchant' },
  colRefId: { id: 'TRANSACTION.COLUMN.REF_ID', defaultMessage: 'Reference ID' },
  colExternalRef: { id: 'TRANSACTION.COLUMN.EXTERNAL_REF', defaultMessage: 'External Reference' },
  colType: { id: 'TRANSACTION.COLUMN.TYPE', defaultMessage: 'Type' },
  colDate: { id: 'TRANSACTION.COLUMN.DATE', defaultMessage: 'Date' },
  colStatus: { id: 'TRANSACTION.COLUMN.STATUS', defaultMessage: 'Status' },
  colTerminal: { id: 'TRANSACTION.COLUMN.TERMINAL', defaultMessage: 'Terminal' },
  colResult: { id: 'TRANSACTION.COLUMN.RESULT', defaultMessage: 'Result' },
  colProduct: { id: 'TRANSACTION.COLUMN.PRODUCT', defaultMessage: 'Product' },
  colVoucherSerial: { id: 'TRANSACTION.COLUMN.VOUCHER_SERIAL', defaultMessage: 'Voucher Serial' },
  colCurrency: { id: 'TRANSACTION.COLUMN.CURRENCY', defaultMessage: 'Currency' },
  colGrossValue: { id: 'TRANSACTION.COLUMN.GROSS_VALUE', defaultMessage: 'Gross Value' },
  colNetValue: { id: 'TRANSACTION.COLUMN.NET_VALUE', defaultMessage: 'Net Value' },
  colRedeemedAt: { id: 'TRANSACTION.COLUMN.REDEEMED_AT', defaultMessage: 'Redeemed At' },
  colRedeemedDate: { id: 'TRANSACTION.COLUMN.REDEEMED_DATE', defaultMessage: 'Redeemed Date' },
  colAgentCode: { id: 'TRANSACTION.COLUMN.AGENT_CODE', defaultMessage: 'Agent Code' },
  colReason: { id: 'TRANSACTION.COLUMN.REASON', defaultMessage: 'Reason' },
  colReturnDate: { id: 'TRANSACTION.COLUMN.RETURN_DATE', defaultMessage: 'Return Date' },

  // Statuses and types
  statusSuccess: { id: 'TRANSACTION.STATUS.SUCCESS', defaultMessage: 'SUCCESS' },
  statusFailed: { id: 'TRANSACTION.STATUS.FAILED', defaultMessage: 'FAILED' },
  statusPending: { id: 'TRANSACTION.STATUS.PENDING', defaultMessage: 'PENDING' },
  statusReversed: { id: 'TRANSACTION.STATUS.REVERSED', defaultMessage: 'REVERSED' },
  statusRefunded: { id: 'TRANSACTION.STATUS.REFUNDED', defaultMessage: 'REFUNDED' },
  typeSale: { id: 'TRANSACTION.TYPE.SALE', defaultMessage: 'Sale' },
  typeRedeem: { id: 'TRANSACTION.TYPE.REDEEM', defaultMessage: 'Redemption' },
  typePayout: { id: 'TRANSACTION.TYPE.PAYOUT', defaultMessage: 'Payout' },
  typeRefund: { id: 'TRANSACTION.TYPE.REFUND', defaultMessage: 'Refund' },

  // The report screens' operations menu (transaction reports, performance report)
  operations: { id: 'TRANSACTION.OPERATIONS.TITLE', defaultMessage: 'Operations' },
  preparingFile: { id: 'TRANSACTION.OPERATIONS.PREPARING', defaultMessage: 'Preparing the file…' },
});

export const transactionMessages = messages as WithValues<typeof messages, Record<never, never>>;
