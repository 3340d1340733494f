// Transaction reports (spec 2 sections 2 to 9): filters, periods, export, print, email, refund,
// saved views and errors.
import { defineMessages } from 'react-intl';
import type { WithValues } from '../../shared/i18n/typedMessages';

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
  // Operations: export, print, email (the menu's title: src/shared/transactions/messages.ts)
  exportCsv: { id: 'TRANSACTION.OPERATIONS.EXPORT_CSV', defaultMessage: 'Export to CSV' },
  exportExcel: { id: 'TRANSACTION.OPERATIONS.EXPORT_EXCEL', defaultMessage: 'Export to Excel' },
  print: { id: 'TRANSACTION.OPERATIONS.PRINT', defaultMessage: 'Print' },
  printRange: { id: 'TRANSACTION.PRINT.RANGE', defaultMessage: '{start} to {end} (UTC)' },
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
  refundRedeemed: { id: 'TRANSACTION.REFUND.REDEEMED', defaultMessage: 'This voucher has been redeemed, so its sale cannot be refunded.' },
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

  // Scheduled reports (our addition)
  scheduledReports: { id: 'TRANSACTION.SCHEDULES.TITLE', defaultMessage: 'Scheduled reports' },
  scheduledReportsMenu: { id: 'TRANSACTION.SCHEDULES.MENU', defaultMessage: 'Scheduled reports…' },
  scheduleIntro: {
    id: 'TRANSACTION.SCHEDULES.INTRO',
    defaultMessage: 'A schedule emails the report of a saved view to your email address for the period just ended: the day before, the 7 days before, or the month before. Times are UTC.',
  },
  scheduleAdd: { id: 'TRANSACTION.SCHEDULES.ADD', defaultMessage: 'Schedule a view' },
  scheduleAddTitle: { id: 'TRANSACTION.SCHEDULES.ADD_TITLE', defaultMessage: 'Schedule a report' },
  scheduleEditTitle: { id: 'TRANSACTION.SCHEDULES.EDIT_TITLE', defaultMessage: 'Change the schedule of {name}' },
  scheduleView: { id: 'TRANSACTION.SCHEDULES.VIEW', defaultMessage: 'Report view' },
  scheduleViewRequired: { id: 'TRANSACTION.SCHEDULES.VIEW_REQUIRED', defaultMessage: 'Choose a saved view' },
  scheduleNoViews: { id: 'TRANSACTION.SCHEDULES.NO_VIEWS', defaultMessage: 'Save a view first: a schedule emails the report of a saved view.' },
  scheduleFrequency: { id: 'TRANSACTION.SCHEDULES.FREQUENCY', defaultMessage: 'How often' },
  scheduleDaily: { id: 'TRANSACTION.SCHEDULES.DAILY', defaultMessage: 'Every day' },
  scheduleWeekly: { id: 'TRANSACTION.SCHEDULES.WEEKLY', defaultMessage: 'Every week' },
  scheduleMonthly: { id: 'TRANSACTION.SCHEDULES.MONTHLY', defaultMessage: 'Every month' },
  scheduleWeekday: { id: 'TRANSACTION.SCHEDULES.WEEKDAY', defaultMessage: 'Day of the week' },
  scheduleMonthDay: { id: 'TRANSACTION.SCHEDULES.MONTH_DAY', defaultMessage: 'Day of the month' },
  scheduleHour: { id: 'TRANSACTION.SCHEDULES.HOUR', defaultMessage: 'Time (UTC)' },
  scheduleWhenDaily: { id: 'TRANSACTION.SCHEDULES.WHEN_DAILY', defaultMessage: 'Every day at {time} UTC' },
  scheduleWhenWeekly: { id: 'TRANSACTION.SCHEDULES.WHEN_WEEKLY', defaultMessage: 'Every {weekday} at {time} UTC' },
  scheduleWhenMonthly: { id: 'TRANSACTION.SCHEDULES.WHEN_MONTHLY', defaultMessage: 'On day {day} of every month at {time} UTC' },
  scheduleNext: { id: 'TRANSACTION.SCHEDULES.NEXT', defaultMessage: 'Next email: {at} UTC' },
  scheduleActive: { id: 'TRANSACTION.SCHEDULES.ACTIVE', defaultMessage: 'Active' },
  schedulePausedStatus: { id: 'TRANSACTION.SCHEDULES.PAUSED_STATUS', defaultMessage: 'Paused' },
  scheduleUnsubscribedStatus: { id: 'TRANSACTION.SCHEDULES.UNSUBSCRIBED_STATUS', defaultMessage: 'Stopped from the email' },
  scheduleNone: { id: 'TRANSACTION.SCHEDULES.NONE', defaultMessage: 'No scheduled reports yet.' },
  scheduleLoadFailed: { id: 'TRANSACTION.SCHEDULES.LOAD_FAILED', defaultMessage: 'The scheduled reports could not be loaded.' },
  schedulePause: { id: 'TRANSACTION.SCHEDULES.PAUSE', defaultMessage: 'Pause' },
  scheduleResume: { id: 'TRANSACTION.SCHEDULES.RESUME', defaultMessage: 'Resume' },
  schedulePauseNamed: { id: 'TRANSACTION.SCHEDULES.PAUSE_NAMED', defaultMessage: 'Pause the schedule {name}' },
  scheduleResumeNamed: { id: 'TRANSACTION.SCHEDULES.RESUME_NAMED', defaultMessage: 'Resume the schedule {name}' },
  scheduleEditNamed: { id: 'TRANSACTION.SCHEDULES.EDIT_NAMED', defaultMessage: 'Edit the schedule {name}' },
  scheduleDeleteNamed: { id: 'TRANSACTION.SCHEDULES.DELETE_NAMED', defaultMessage: 'Delete the schedule {name}' },
  scheduleSaved: { id: 'TRANSACTION.SCHEDULES.SAVED', defaultMessage: 'The report is scheduled.' },
  scheduleChanged: { id: 'TRANSACTION.SCHEDULES.CHANGED', defaultMessage: 'The schedule has been changed.' },
  schedulePaused: { id: 'TRANSACTION.SCHEDULES.PAUSED', defaultMessage: 'The schedule is paused.' },
  scheduleResumed: { id: 'TRANSACTION.SCHEDULES.RESUMED', defaultMessage: 'The schedule is active again.' },
  scheduleDeleted: { id: 'TRANSACTION.SCHEDULES.DELETED', defaultMessage: 'The schedule has been deleted.' },
  scheduleDeleteTitle: { id: 'TRANSACTION.SCHEDULES.DELETE_TITLE', defaultMessage: 'Delete scheduled report' },
  scheduleDeleteConfirm: { id: 'TRANSACTION.SCHEDULES.DELETE_CONFIRM', defaultMessage: 'Delete the schedule "{name}"? No more emails of it will be sent. The saved view stays.' },
  scheduleAtLimit: { id: 'TRANSACTION.SCHEDULES.AT_LIMIT', defaultMessage: 'You have {max} scheduled reports, the most you can keep. Delete one to add another.' },

});

type Values = {
  scheduleDeleteConfirm: { name: string };
  scheduleAtLimit: { max: number };
  viewNameTooLong: { max: number };
  exportEmailRange: { months: number };
  printRange: { start: string; end: string };
  emailExportOf: { fileType: string; email: string };
  emailBuilding: { done: string; total: string };
  emailFailed: { reason: string };
  deleteView: { name: string };
  scheduleEditTitle: { name: string };
  scheduleWhenDaily: { time: string };
  scheduleWhenWeekly: { weekday: string; time: string };
  scheduleWhenMonthly: { day: number; time: string };
  scheduleNext: { at: string };
  schedulePauseNamed: { name: string };
  scheduleResumeNamed: { name: string };
  scheduleEditNamed: { name: string };
  scheduleDeleteNamed: { name: string };
  exportAvailable: { n: number };
  limitNote: { max: number; total: number };
  exportTooLarge: { n: number };
  noTransactions: { transactionSearchRangeInMonths: number };
  searchRange: { months: number };
  rangeTooLong: { months: number };
  refundConfirm: { refId: string; voucherSerial: string };
};

export const reportsMessages = messages as WithValues<typeof messages, Values>;
