// Transaction reports, settlement earnings (weekly summary) and the merchant performance report
// (spec 2 sections 2 to 9): filters, periods, columns, statuses, export, refund and errors.
import { defineMessages } from 'react-intl';
import type { WithValues } from '../typedMessages';

const messages = defineMessages({
  // Transaction reports screen
  title: { id: 'TRANSACTION.TITLE', defaultMessage: 'Transaction Reports' },
  filters: { id: 'TRANSACTION.FILTER.TITLE', defaultMessage: 'Filters' },
  refId: { id: 'TRANSACTION.FILTER.REF_ID', defaultMessage: 'Reference ID' },
  exRefId: { id: 'TRANSACTION.FILTER.EX_REF_ID', defaultMessage: 'External Reference' },
  voucherSerial: { id: 'TRANSACTION.FILTER.VOUCHER_SERIAL', defaultMessage: 'Voucher Serial' },
  phoneNo: { id: 'TRANSACTION.FILTER.PHONE_NO', defaultMessage: 'Phone Number' },
  agentCode: { id: 'TRANSACTION.FILTER.AGENT_CODE', defaultMessage: 'Agent Code' },
  subDivision: { id: 'TRANSACTION.FILTER.SUB_DIVISION', defaultMessage: 'Sub Division' },
  transType: { id: 'TRANSACTION.FILTER.TRANS_TYPE', defaultMessage: 'Transaction Type' },
  reportType: { id: 'TRANSACTION.FILTER.REPORT_TYPE', defaultMessage: 'Report Type' },
  detailedReport: { id: 'TRANSACTION.FILTER.DETAILED_REPORT', defaultMessage: 'Detailed transactions' },
  salesReport: { id: 'TRANSACTION.FILTER.SALES_REPORT', defaultMessage: 'Sales summary' },
  terminals: { id: 'TRANSACTION.FILTER.TERMINALS', defaultMessage: 'Terminals' },
  period: { id: 'TRANSACTION.FILTER.PERIOD', defaultMessage: 'Period' },
  dates: { id: 'TRANSACTION.FILTER.DATES', defaultMessage: 'Dates (UTC)' },
  startDate: { id: 'TRANSACTION.FILTER.START_DATE', defaultMessage: 'From' },
  endDate: { id: 'TRANSACTION.FILTER.END_DATE', defaultMessage: 'To' },
  includeSubAgent: { id: 'TRANSACTION.FILTER.INCLUDE_SUB_AGENT', defaultMessage: 'Include sub-agent transactions' },
  refundedOnly: { id: 'TRANSACTION.FILTER.REFUNDED_ONLY', defaultMessage: 'Refunded only' },
  reversedOnly: { id: 'TRANSACTION.FILTER.REVERSED_ONLY', defaultMessage: 'Reversed only' },
  search: { id: 'TRANSACTION.FILTER.SEARCH', defaultMessage: 'Search' },
  clear: { id: 'TRANSACTION.FILTER.CLEAR', defaultMessage: 'Clear' },
  moreFilters: { id: 'TRANSACTION.FILTER.MORE', defaultMessage: 'More filters' },

  // Periods
  periodToday: { id: 'TRANSACTION.PERIOD.TODAY', defaultMessage: 'Today' },
  periodYesterday: { id: 'TRANSACTION.PERIOD.YESTERDAY', defaultMessage: 'Yesterday' },
  periodThisWeek: { id: 'TRANSACTION.PERIOD.THIS_WEEK', defaultMessage: 'This week' },
  periodLastWeek: { id: 'TRANSACTION.PERIOD.LAST_WEEK', defaultMessage: 'Last week' },
  periodThisMonth: { id: 'TRANSACTION.PERIOD.THIS_MONTH', defaultMessage: 'This month' },
  periodLastMonth: { id: 'TRANSACTION.PERIOD.LAST_MONTH', defaultMessage: 'Last month' },
  periodQ1: { id: 'TRANSACTION.PERIOD.Q1', defaultMessage: '1st quarter' },
  periodQ2: { id: 'TRANSACTION.PERIOD.Q2', defaultMessage: '2nd quarter' },
  periodQ3: { id: 'TRANSACTION.PERIOD.Q3', defaultMessage: '3rd quarter' },
  periodQ4: { id: 'TRANSACTION.PERIOD.Q4', defaultMessage: '4th quarter' },
  periodCustom: { id: 'TRANSACTION.PERIOD.CUSTOM', defaultMessage: 'Custom range' },

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

  // Operations, export, print, email
  operations: { id: 'TRANSACTION.OPERATIONS.TITLE', defaultMessage: 'Operations' },
  exportCsv: { id: 'TRANSACTION.OPERATIONS.EXPORT_CSV', defaultMessage: 'Export to CSV' },
  exportExcel: { id: 'TRANSACTION.OPERATIONS.EXPORT_EXCEL', defaultMessage: 'Export to Excel' },
  print: { id: 'TRANSACTION.OPERATIONS.PRINT', defaultMessage: 'Print' },
  printRange: { id: 'TRANSACTION.PRINT.RANGE', defaultMessage: '{start} to {end} (UTC)' },
  preparingFile: { id: 'TRANSACTION.OPERATIONS.PREPARING', defaultMessage: 'Preparing the file…' },
  exportByEmail: { id: 'TRANSACTION.OPERATIONS.EXPORT_EMAIL', defaultMessage: 'Send by email' },
  exportEmailTitle: { id: 'TRANSACTION.EMAIL.TITLE', defaultMessage: 'Send report by email' },
  exportEmailAddress: { id: 'TRANSACTION.EMAIL.ADDRESS', defaultMessage: 'Email address' },
  exportFileType: { id: 'TRANSACTION.EMAIL.FILE_TYPE', defaultMessage: 'File type' },
  exportEmailSent: {
    id: 'TRANSACTION.EMAIL.SENT',
    defaultMessage: 'Your request was successful. Please wait for the email with your report.',
  },
  exportEmailRange: {
    id: 'TRANSACTION.EMAIL.RANGE',
    defaultMessage: 'Reports by email cover at most {months, plural, one {# month} other {# months}}.',
  },
  emailExports: { id: 'TRANSACTION.EMAIL.EXPORTS', defaultMessage: 'Reports by email' },
  emailExportOf: { id: 'TRANSACTION.EMAIL.EXPORT_OF', defaultMessage: '{fileType} to {email}' },
  emailDownload: { id: 'TRANSACTION.EMAIL.DOWNLOAD', defaultMessage: 'Download the file' },
  emailQueued: { id: 'TRANSACTION.EMAIL.QUEUED', defaultMessage: 'Waiting to start' },
  emailBuilding: { id: 'TRANSACTION.EMAIL.BUILDING', defaultMessage: 'Building: {done} of {total} rows' },
  emailSentStatus: { id: 'TRANSACTION.EMAIL.SENT_STATUS', defaultMessage: 'Sent' },
  emailFailed: { id: 'TRANSACTION.EMAIL.FAILED', defaultMessage: 'Not sent: {reason}' },
  exportAvailable: { id: 'TRANSACTION.FOOTER.EXPORT_AVAILABLE', defaultMessage: 'Export available up to {n} records' },
  limitNote: { id: 'TRANSACTION.FOOTER.LIMIT', defaultMessage: 'limit up to {max} of {total} records' },
  exportTooLarge: {
    id: 'TRANSACTION.EXPORT.TOO_LARGE',
    defaultMessage: 'This search has more than {n} records. Narrow the search or send the report by email.',
  },
  exportError: { id: 'TRANSACTION.ALERT.EXPORT_ERROR', defaultMessage: 'Export Error' },
  printError: { id: 'TRANSACTION.ALERT.PRINT_ERROR', defaultMessage: 'Print Error' },
  reportError: { id: 'TRANSACTION.ALERT.REPORT_ERROR', defaultMessage: 'Report Error' },
  noTransactions: {
    id: 'TRANSACTION.TABLE.NO_TRANSACTIONS',
    defaultMessage:
      'There were no transactions in the last {transactionSearchRangeInMonths, plural, one {# month} other {# months}}.',
  },
  searchRange: {
    id: 'TRANSACTION.FILTER.SEARCH_RANGE',
    defaultMessage: 'You can search the last {months, plural, one {# month} other {# months}}.',
  },

  // Validation (spec 2 section 5; the keys are the spec's)
  invalidRefId: { id: 'INVALID.REF.ID', defaultMessage: 'Reference ID must contain 1 to 50 digits' },
  dateRequired: { id: 'TRANSACTION.INVALID.DATE_REQUIRED', defaultMessage: 'Date is required' },
  endDateInFuture: {
    id: 'TRANSACTION.INVALID.END_DATE_GREATER_THAN_FUTURE',
    defaultMessage: 'The end date cannot be in the future',
  },
  endDateBeforeStart: {
    id: 'TRANSACTION.INVALID.END_DATE_GREATER_THAN_START_DATE',
    defaultMessage: 'The end date must be after the start date',
  },
  wrongEmailFormat: { id: 'TRANSACTION.LABEL.WRONG_EMAIL_FORMAT', defaultMessage: 'Wrong email format' },
  rangeTooLong: {
    id: 'TRANSACTION.INVALID.RANGE_TOO_LONG',
    defaultMessage: 'The date range cannot be longer than {months, plural, one {# month} other {# months}}',
  },

  // Refund
  refund: { id: 'TRANSACTION.REFUND.BUTTON', defaultMessage: 'Refund' },
  refundTitle: { id: 'TRANSACTION.REFUND.TITLE', defaultMessage: 'Refund Transaction' },
  refundConfirm: {
    id: 'TRANSACTION.REFUND.CONFIRM',
    defaultMessage: 'Refund the transaction {refId} of voucher {voucherSerial}?',
  },
  refundComments: { id: 'TRANSACTION.REFUND.COMMENTS', defaultMessage: 'Comments' },
  refundSuccess: { id: 'TRANSACTION.REFUND.SUCCESS', defaultMessage: 'The transaction has been refunded.' },

  // Saved views (our addition)
  savedViews: { id: 'TRANSACTION.VIEWS.TITLE', defaultMessage: 'Saved views' },
  saveView: { id: 'TRANSACTION.VIEWS.SAVE', defaultMessage: 'Save current view…' },
  manageViews: { id: 'TRANSACTION.VIEWS.MANAGE', defaultMessage: 'Manage views…' },
  saveViewTitle: { id: 'TRANSACTION.VIEWS.SAVE_TITLE', defaultMessage: 'Save view' },
  saveViewHelp: {
    id: 'TRANSACTION.VIEWS.SAVE_HELP',
    defaultMessage: 'Saves the filters of the last search and the columns shown. A view of the same name is replaced.',
  },
  viewName: { id: 'TRANSACTION.VIEWS.NAME', defaultMessage: 'View name' },
  viewNameRequired: { id: 'TRANSACTION.VIEWS.NAME_REQUIRED', defaultMessage: 'Enter a name for the view' },
  viewNameTooLong: { id: 'TRANSACTION.VIEWS.NAME_TOO_LONG', defaultMessage: 'A view name can have at most {max} characters' },
  viewSaved: { id: 'TRANSACTION.VIEWS.SAVED', defaultMessage: 'The view has been saved.' },
  viewDeleted: { id: 'TRANSACTION.VIEWS.DELETED', defaultMessage: 'The view has been deleted.' },
  noViews: { id: 'TRANSACTION.VIEWS.NONE', defaultMessage: 'No saved views yet.' },
  deleteView: { id: 'TRANSACTION.VIEWS.DELETE', defaultMessage: 'Delete the view {name}' },

  // Settlement earnings (weekly summary)
  settlementTitle: { id: 'SETTLEMENT.TITLE', defaultMessage: 'Weekly Transaction Summary' },
  settlementFileName: { id: 'SETTLEMENT.COLUMN.FILE_NAME', defaultMessage: 'File Name' },
  settlementDate: { id: 'SETTLEMENT.COLUMN.DATE', defaultMessage: 'Date' },
  settlementAction: { id: 'SETTLEMENT.COLUMN.ACTION', defaultMessage: 'Action' },
  settlementDownload: { id: 'SETTLEMENT.DOWNLOAD', defaultMessage: 'Download' },
  settlementDownloadError: {
    id: 'SETTLEMENT.ALERT.DOWNLOAD_ERROR',
    defaultMessage: 'Download Settlement Earnings Report File',
  },
  settlementDownloadFile: { id: 'SETTLEMENT.DOWNLOAD_FILE', defaultMessage: 'Download {fileName}' },
  settlementWeekNote: {
    id: 'SETTLEMENT.WEEK_NOTE',
    defaultMessage: 'Weekly balances start on Monday (UTC).',
  },

  // Performance report
  performanceTitle: { id: 'PERFORMANCE.TITLE', defaultMessage: 'Performance Report' },
  performanceYear: { id: 'PERFORMANCE.FILTER.YEAR', defaultMessage: 'Year' },
  performanceIncludeSubAgents: { id: 'PERFORMANCE.FILTER.INCLUDE_SUB_AGENTS', defaultMessage: 'Include sub-agents' },
  performanceDownload: { id: 'PERFORMANCE.OPERATIONS.DOWNLOAD', defaultMessage: 'Download spreadsheet' },
  performanceCurrency: { id: 'PERFORMANCE.CURRENCY', defaultMessage: 'Currency: {currency}' },
  performanceMetric: { id: 'PERFORMANCE.COLUMN.METRIC', defaultMessage: 'Metric' },
  performanceTotal: { id: 'PERFORMANCE.COLUMN.TOTAL', defaultMessage: 'Total' },
  vouchersRedeemed: { id: 'PERFORMANCE.ROW.VOUCHERS_REDEEMED', defaultMessage: 'Voucher Redeemed' },
  grossValue: { id: 'PERFORMANCE.ROW.GROSS_VALUE', defaultMessage: 'Gross Value' },
  netMerchantValue: { id: 'PERFORMANCE.ROW.NET_MERCHANT_VALUE', defaultMessage: 'Net Merchant Value' },
  grossFlexMargin: { id: 'PERFORMANCE.ROW.GROSS_FLEX_MARGIN', defaultMessage: 'Gross Flex Margin' },
  grossFlexPercentage: { id: 'PERFORMANCE.ROW.GROSS_FLEX_PERCENTAGE', defaultMessage: 'Gross Flex Percentage' },
  cogs: { id: 'PERFORMANCE.ROW.COGS', defaultMessage: 'COGS' },
  netFlexMargin: { id: 'PERFORMANCE.ROW.NET_FLEX_MARGIN', defaultMessage: 'Net Flex Margin' },
  netFlexPercentage: { id: 'PERFORMANCE.ROW.NET_FLEX_PERCENTAGE', defaultMessage: 'Net Flex Percentage' },
  performanceEmpty: { id: 'PERFORMANCE.EMPTY', defaultMessage: 'There are no figures for this year.' },
  performanceOwnZeroTitle: { id: 'PERFORMANCE.OWN_ZERO.TITLE', defaultMessage: 'Only your own agent is counted' },
  performanceOwnZero: {
    id: 'PERFORMANCE.OWN_ZERO.TEXT',
    defaultMessage: 'Every figure is zero because the sales of the agents below yours are not included.',
  },
  performanceLoadError: { id: 'PERFORMANCE.ALERT.LOAD_ERROR', defaultMessage: 'The performance report could not be loaded.' },
  performanceExportError: { id: 'PERFORMANCE.ALERT.EXPORT_ERROR', defaultMessage: 'Performance report download' },
});

type Values = {
  viewNameTooLong: { max: number };
  exportEmailRange: { months: number };
  printRange: { start: string; end: string };
  emailExportOf: { fileType: string; email: string };
  emailBuilding: { done: string; total: string };
  emailFailed: { reason: string };
  deleteView: { name: string };
  settlementDownloadFile: { fileName: string };
  exportAvailable: { n: number };
  limitNote: { max: number; total: number };
  exportTooLarge: { n: number };
  noTransactions: { transactionSearchRangeInMonths: number };
  searchRange: { months: number };
  rangeTooLong: { months: number };
  refundConfirm: { refId: string; voucherSerial: string };
  performanceCurrency: { currency: string };
};

export const reportsMessages = messages as WithValues<typeof messages, Values>;
