// Messages every screen shares: buttons, alerts, tables and paging, permissions, network and
// session notices, file upload rules.
import { defineMessages } from 'react-intl';
import type { WithValues } from '../typedMessages';

const messages = defineMessages({
  // Buttons and actions
  ok: { id: 'COMMON.BUTTON.OK', defaultMessage: 'OK' },
  cancel: { id: 'COMMON.BUTTON.CANCEL', defaultMessage: 'Cancel' },
  save: { id: 'COMMON.BUTTON.SAVE', defaultMessage: 'Save' },
  saveChanges: { id: 'COMMON.BUTTON.SAVE_CHANGES', defaultMessage: 'Save Changes' },
  submit: { id: 'COMMON.BUTTON.SUBMIT', defaultMessage: 'Submit' },
  edit: { id: 'COMMON.BUTTON.EDIT', defaultMessage: 'Edit' },
  update: { id: 'COMMON.BUTTON.UPDATE', defaultMessage: 'Update' },
  delete: { id: 'COMMON.BUTTON.DELETE', defaultMessage: 'Delete' },
  close: { id: 'COMMON.BUTTON.CLOSE', defaultMessage: 'Close' },
  confirm: { id: 'COMMON.BUTTON.CONFIRM', defaultMessage: 'Confirm' },
  back: { id: 'COMMON.BUTTON.BACK', defaultMessage: 'Back' },
  search: { id: 'COMMON.BUTTON.SEARCH', defaultMessage: 'Search' },
  clear: { id: 'COMMON.BUTTON.CLEAR', defaultMessage: 'Clear' },
  reset: { id: 'COMMON.BUTTON.RESET', defaultMessage: 'Reset' },
  add: { id: 'COMMON.BUTTON.ADD', defaultMessage: 'Add' },
  remove: { id: 'COMMON.BUTTON.REMOVE', defaultMessage: 'Remove' },
  create: { id: 'COMMON.BUTTON.CREATE', defaultMessage: 'Create' },
  view: { id: 'COMMON.BUTTON.VIEW', defaultMessage: 'View' },
  viewDetails: { id: 'COMMON.BUTTON.VIEW_DETAILS', defaultMessage: 'View details' },
  download: { id: 'COMMON.BUTTON.DOWNLOAD', defaultMessage: 'Download' },
  upload: { id: 'COMMON.BUTTON.UPLOAD', defaultMessage: 'Upload' },
  print: { id: 'COMMON.BUTTON.PRINT', defaultMessage: 'Print' },
  export: { id: 'COMMON.BUTTON.EXPORT', defaultMessage: 'Export' },
  refresh: { id: 'COMMON.BUTTON.REFRESH', defaultMessage: 'Refresh' },
  reload: { id: 'COMMON.BUTTON.RELOAD', defaultMessage: 'Reload' },
  tryAgain: { id: 'COMMON.BUTTON.TRY_AGAIN', defaultMessage: 'Try again' },
  continue: { id: 'COMMON.BUTTON.CONTINUE', defaultMessage: 'Continue' },
  yes: { id: 'COMMON.BUTTON.YES', defaultMessage: 'Yes' },
  no: { id: 'COMMON.BUTTON.NO', defaultMessage: 'No' },
  redirect: { id: 'COMMON.BUTTON.REDIRECT', defaultMessage: 'Redirect' },
  browseFiles: { id: 'COMMON.BUTTON.BROWSE_FILES', defaultMessage: 'Browse files' },
  operations: { id: 'COMMON.BUTTON.OPERATIONS', defaultMessage: 'Operations' },
  actions: { id: 'COMMON.LABEL.ACTIONS', defaultMessage: 'Actions' },

  // Alerts
  alertDismiss: { id: 'COMMON.ALERT.DISMISS', defaultMessage: 'Begone!' },
  alertSuccess: { id: 'COMMON.ALERT.SUCCESS', defaultMessage: 'Success' },
  alertError: { id: 'COMMON.ALERT.ERROR', defaultMessage: 'Error' },
  alertWarning: { id: 'COMMON.ALERT.WARNING', defaultMessage: 'Warning' },
  alertInfo: { id: 'COMMON.ALERT.INFO', defaultMessage: 'Information' },
  requestSuccessful: { id: 'COMMON.ALERT.REQUEST_SUCCESSFUL', defaultMessage: 'Your request was successful.' },
  unexpectedError: { id: 'COMMON.ALERT.UNEXPECTED_ERROR', defaultMessage: 'Something went wrong. Please try again.' },

  // Loading, empty states, tables and paging
  /** The time of every date-time the portal shows (src/shared/ui/Timestamp): the API's times are UTC. */
  utcTime: { id: 'TABLE.UTC_TIME', defaultMessage: '{time} UTC' },
  pleaseWait: { id: 'COMMON.PLEASE_WAIT', defaultMessage: 'Please wait...' },
  loading: { id: 'COMMON.LOADING', defaultMessage: 'Loading...' },
  noRecordsFound: { id: 'COMMON.NO_RECORDS_FOUND', defaultMessage: 'No records found' },
  showingEntries: {
    id: 'COMMON.TABLE.SHOWING_ENTRIES',
    defaultMessage: 'Showing {from} to {to} of {total} entries',
  },
  exportAvailable: { id: 'COMMON.TABLE.EXPORT_AVAILABLE', defaultMessage: 'Export available up to {n} records' },
  limitUpTo: { id: 'COMMON.TABLE.LIMIT_UP_TO', defaultMessage: 'limit up to {max} of {total} records' },
  rowsPerPage: { id: 'COMMON.TABLE.ROWS_PER_PAGE', defaultMessage: 'Rows per page' },
  columns: { id: 'COMMON.TABLE.COLUMNS', defaultMessage: 'Columns' },
  rowNumber: { id: 'COMMON.TABLE.ROW_NUMBER', defaultMessage: 'No.' },
  firstPage: { id: 'COMMON.TABLE.FIRST_PAGE', defaultMessage: 'First page' },
  previousPage: { id: 'COMMON.TABLE.PREVIOUS_PAGE', defaultMessage: 'Previous page' },
  nextPage: { id: 'COMMON.TABLE.NEXT_PAGE', defaultMessage: 'Next page' },
  lastPage: { id: 'COMMON.TABLE.LAST_PAGE', defaultMessage: 'Last page' },
  pageNumber: { id: 'COMMON.TABLE.PAGE_NUMBER', defaultMessage: 'Page {page}' },
  sortAscending: { id: 'COMMON.TABLE.SORT_ASCENDING', defaultMessage: 'Sort ascending' },
  sortDescending: { id: 'COMMON.TABLE.SORT_DESCENDING', defaultMessage: 'Sort descending' },
  expandRow: { id: 'COMMON.TABLE.EXPAND_ROW', defaultMessage: 'Show details' },
  collapseRow: { id: 'COMMON.TABLE.COLLAPSE_ROW', defaultMessage: 'Hide details' },

  // Generic form words
  required: { id: 'COMMON.VALIDATION.REQUIRED_FIELD', defaultMessage: 'Required field' },
  fieldRequired: { id: 'COMMON.VALIDATION.FIELD_REQUIRED', defaultMessage: 'This field is required' },
  namedRequired: { id: 'COMMON.VALIDATION.NAMED_REQUIRED', defaultMessage: '{name} is required' },
  wrongEmailFormat: { id: 'COMMON.VALIDATION.WRONG_EMAIL_FORMAT', defaultMessage: 'Wrong email format' },
  invalidPhone: { id: 'INVALID.PHONE.NUMBER', defaultMessage: 'Invalid phone number' },
  maxLength: { id: 'COMMON.VALIDATION.MAX_LENGTH', defaultMessage: 'Maximum {max} characters' },
  invalidDateFormat: { id: 'COMMON.VALIDATION.INVALID_DATE_FORMAT', defaultMessage: 'Invalid Date Format' },
  searchPlaceholder: { id: 'COMMON.PLACEHOLDER.SEARCH', defaultMessage: 'Search...' },
  selectPlaceholder: { id: 'COMMON.PLACEHOLDER.SELECT', defaultMessage: 'Select...' },
  all: { id: 'COMMON.LABEL.ALL', defaultMessage: 'All' },
  status: { id: 'COMMON.LABEL.STATUS', defaultMessage: 'Status' },
  active: { id: 'COMMON.STATUS.ACTIVE', defaultMessage: 'Active' },
  inactive: { id: 'COMMON.STATUS.INACTIVE', defaultMessage: 'Inactive' },
  enabled: { id: 'COMMON.STATUS.ENABLED', defaultMessage: 'Enabled' },
  disabled: { id: 'COMMON.STATUS.DISABLED', defaultMessage: 'Disabled' },
  date: { id: 'COMMON.LABEL.DATE', defaultMessage: 'Date' },
  fromDate: { id: 'COMMON.LABEL.FROM', defaultMessage: 'From' },
  toDate: { id: 'COMMON.LABEL.TO', defaultMessage: 'To' },
  description: { id: 'COMMON.LABEL.DESCRIPTION', defaultMessage: 'Description' },
  comment: { id: 'COMMON.LABEL.COMMENT', defaultMessage: 'Comment' },
  email: { id: 'COMMON.LABEL.EMAIL', defaultMessage: 'Email' },
  notAvailable: { id: 'COMMON.LABEL.NOT_AVAILABLE', defaultMessage: 'Unavailable' },

  // Permissions
  permissionDenied: { id: 'COMMON.PERMISSION.DENIED', defaultMessage: 'Permission denied' },
  permissionMissing: {
    id: 'COMMON.PERMISSION.MISSING',
    defaultMessage: 'You do not have {roleDescription} permission.',
  },

  // Network and server errors
  networkError: { id: 'COMMON.NETWORK.ERROR', defaultMessage: 'Network Error.' },
  sendEmailError: { id: 'COMMON.NETWORK.SEND_EMAIL_ERROR', defaultMessage: 'Send Email Error.' },
  networkRetryFailed: {
    id: 'COMMON.NETWORK.RETRY_FAILED',
    defaultMessage: 'The connection to the server was lost. Please reload the page.',
  },
  requestTimeout: { id: 'COMMON.NETWORK.TIMEOUT', defaultMessage: 'The server took too long to answer. Please try again.' },

  // Session
  sessionExpiredLogin: {
    id: 'COMMON.SESSION.EXPIRED_LOGIN_AGAIN',
    defaultMessage: 'Your session has expired, please login again.',
  },
  sessionExpiredIdle: { id: 'COMMON.SESSION.EXPIRED_IDLE', defaultMessage: 'Your session has expired. Please login again' },
  sessionExpired: { id: 'COMMON.SESSION.EXPIRED', defaultMessage: 'Your session has expired.' },
  forceLogout: { id: 'FORCE.LOGOUT.MESSAGE', defaultMessage: 'Your account has been logged in from another location.' },
  passwordChangedLogout: {
    id: 'COMMON.SESSION.PASSWORD_CHANGED',
    defaultMessage: 'Your password has been changed. Please sign in with your new password.',
  },

  // Error pages
  pageNotFoundTitle: { id: 'COMMON.ERROR_PAGE.NOT_FOUND_TITLE', defaultMessage: 'Page not found' },
  pageNotFoundText: {
    id: 'COMMON.ERROR_PAGE.NOT_FOUND_TEXT',
    defaultMessage: 'The page you are looking for does not exist or has been moved.',
  },
  somethingWrongTitle: { id: 'COMMON.ERROR_PAGE.SOMETHING_WRONG_TITLE', defaultMessage: 'Something went wrong' },
  somethingWrongText: {
    id: 'COMMON.ERROR_PAGE.SOMETHING_WRONG_TEXT',
    defaultMessage: 'We could not complete your request. Please try again later.',
  },
  backToHome: { id: 'COMMON.ERROR_PAGE.BACK_HOME', defaultMessage: 'Back to the dashboard' },
  screenErrorText: {
    id: 'COMMON.ERROR_PAGE.SCREEN_ERROR_TEXT',
    defaultMessage: 'An unexpected error stopped this page. Try again, or reload the portal if it happens again.',
  },
  chunkFailedTitle: { id: 'COMMON.ERROR_PAGE.CHUNK_FAILED_TITLE', defaultMessage: 'This page could not be loaded' },
  chunkFailedText: {
    id: 'COMMON.ERROR_PAGE.CHUNK_FAILED_TEXT',
    defaultMessage: 'The portal may have been updated, or the connection was lost. Reload the page to continue.',
  },

  // File uploads
  fileInvalidType: {
    id: 'COMMON.FILE.INVALID_TYPE',
    defaultMessage: '{fileName} has failed to upload. This file type is not accepted for security reasons.',
  },
  fileMaxSize: { id: 'COMMON.FILE.MAX_SIZE', defaultMessage: 'Max file size: {n}mb' },
  fileMaxNameLength: { id: 'COMMON.FILE.MAX_NAME_LENGTH', defaultMessage: 'Max filename length: {n}' },
  fileTotalSizeExceeded: {
    id: 'COMMON.FILE.TOTAL_SIZE_EXCEEDED',
    defaultMessage: 'The attachments exceed the maximum total size of {n} MB.',
  },
  fileDropHint: { id: 'COMMON.FILE.DROP_HINT', defaultMessage: 'Drop files here or click to upload' },
  fileRemove: { id: 'COMMON.FILE.REMOVE', defaultMessage: 'Remove {fileName}' },
  attachments: { id: 'COMMON.FILE.ATTACHMENTS', defaultMessage: 'Attachments' },

  // The download of a portal document (a notice of Company Details, a resource)
  downloadDocumentFile: { id: 'RESOURCES.ALERT.DOWNLOAD_DOCUMENT_FILE', defaultMessage: 'Download Document File' },
});

type Values = {
  /** HH:mm:ss */
  utcTime: { time: string };
  showingEntries: { from: number; to: number; total: number };
  exportAvailable: { n: number };
  limitUpTo: { max: number; total: number };
  pageNumber: { page: number };
  namedRequired: { name: string };
  maxLength: { max: number };
  permissionMissing: { roleDescription: string };
  fileInvalidType: { fileName: string };
  fileMaxSize: { n: number };
  fileMaxNameLength: { n: number };
  fileTotalSizeExceeded: { n: number };
  fileRemove: { fileName: string };
};

export const commonMessages = messages as WithValues<typeof messages, Values>;
