// Pin batch orders (spec 3): list, filter, details, create-order and delete-order dialogs, and the
// card of the agent's PIN file encryption key (our addition) with its set and remove dialogs.
import { defineMessages } from 'react-intl';
import type { WithValues } from '../../shared/i18n/typedMessages';

const messages = defineMessages({
  title: { id: 'PIN_ORDER.TITLE', defaultMessage: 'Pin Orders' },
  searchText: { id: 'PIN_ORDER.FILTER.SEARCH_TEXT', defaultMessage: 'Search orders' },
  requestedDate: { id: 'PIN_ORDER.FILTER.REQUESTED_DATE', defaultMessage: 'Requested date' },
  newOrder: { id: 'PIN_ORDER.BUTTON.NEW_ORDER', defaultMessage: 'New Order' },
  filters: { id: 'PIN_ORDER.FILTER.TITLE', defaultMessage: 'Order filters' },
  requestedFrom: { id: 'PIN_ORDER.FILTER.REQUESTED_FROM', defaultMessage: 'Requested from' },
  requestedTo: { id: 'PIN_ORDER.FILTER.REQUESTED_TO', defaultMessage: 'Requested to' },
  endBeforeStart: { id: 'PIN_ORDER.VALIDATION.END_BEFORE_START', defaultMessage: 'The end date cannot be before the start date' },
  downloadRow: { id: 'PIN_ORDER.BUTTON.DOWNLOAD_ROW', defaultMessage: 'Download {orderRef} as {format}' },
  deleteRow: { id: 'PIN_ORDER.BUTTON.DELETE_ROW', defaultMessage: 'Delete order {orderRef}' },

  // Columns and fields
  orderRef: { id: 'PIN_ORDER.COLUMN.ORDER_REF', defaultMessage: 'Order Reference' },
  fileName: { id: 'PIN_ORDER.COLUMN.FILE_NAME', defaultMessage: 'File Name' },
  date: { id: 'PIN_ORDER.COLUMN.DATE', defaultMessage: 'Requested Date' },
  status: { id: 'PIN_ORDER.COLUMN.STATUS', defaultMessage: 'Status' },
  user: { id: 'PIN_ORDER.COLUMN.USER', defaultMessage: 'Requested By' },
  product: { id: 'PIN_ORDER.COLUMN.PRODUCT', defaultMessage: 'Product' },
  currency: { id: 'PIN_ORDER.COLUMN.CURRENCY', defaultMessage: 'Currency' },
  quantity: { id: 'PIN_ORDER.COLUMN.QUANTITY', defaultMessage: 'Quantity' },
  value: { id: 'PIN_ORDER.COLUMN.VALUE', defaultMessage: 'Value' },
  unitValue: { id: 'PIN_ORDER.COLUMN.UNIT_VALUE', defaultMessage: 'Unit Value' },
  totalValue: { id: 'PIN_ORDER.COLUMN.TOTAL_VALUE', defaultMessage: 'Total Value' },
  comment: { id: 'PIN_ORDER.COLUMN.COMMENT', defaultMessage: 'Comment' },
  documents: { id: 'PIN_ORDER.COLUMN.DOCUMENTS', defaultMessage: 'Documents' },

  // Statuses
  statusReady: { id: 'PIN_ORDER.STATUS.READY_FOR_DOWNLOAD', defaultMessage: 'Ready for Download' },
  statusWaiting: { id: 'PIN_ORDER.STATUS.WAITING_FOR_APPROVAL', defaultMessage: 'Waiting for Approval' },
  statusApproved: { id: 'PIN_ORDER.STATUS.APPROVED', defaultMessage: 'Approved' },
  statusRejected: { id: 'PIN_ORDER.STATUS.REJECTED', defaultMessage: 'Rejected' },
  statusProcessing: { id: 'PIN_ORDER.STATUS.PROCESSING', defaultMessage: 'Processing' },
  statusDeleted: { id: 'PIN_ORDER.STATUS.DELETED', defaultMessage: 'Deleted' },
  statusFailed: { id: 'PIN_ORDER.STATUS.FAILED', defaultMessage: 'Failed' },

  // Details dialog
  detailsTitle: { id: 'PIN_ORDER.DETAILS.TITLE', defaultMessage: 'Order Details' },
  downloadTxt: { id: 'PIN_ORDER.DETAILS.DOWNLOAD_TXT', defaultMessage: 'Download TXT' },
  downloadPgp: { id: 'PIN_ORDER.DETAILS.DOWNLOAD_PGP', defaultMessage: 'Download PGP' },
  downloadDocument: { id: 'PIN_ORDER.DETAILS.DOWNLOAD_DOCUMENT', defaultMessage: 'Download attachment' },
  approve: { id: 'PIN_ORDER.DETAILS.APPROVE', defaultMessage: 'Approve' },
  reject: { id: 'PIN_ORDER.DETAILS.REJECT', defaultMessage: 'Reject' },
  approvalComment: { id: 'PIN_ORDER.DETAILS.APPROVAL_COMMENT', defaultMessage: 'Approval comment' },
  decision: { id: 'PIN_ORDER.DETAILS.DECISION', defaultMessage: 'Approve or reject this order' },
  decidedBy: { id: 'PIN_ORDER.DETAILS.DECIDED_BY', defaultMessage: 'Approved or rejected by' },
  deletedBy: { id: 'PIN_ORDER.DETAILS.DELETED_BY', defaultMessage: 'Deleted by' },
  readyDate: { id: 'PIN_ORDER.DETAILS.READY_DATE', defaultMessage: 'PINs generated' },
  generationFailed: { id: 'PIN_ORDER.DETAILS.GENERATION_FAILED', defaultMessage: 'The PINs of this order could not be generated' },
  generationFailure: {
    id: 'PIN_ORDER.DETAILS.GENERATION_FAILURE',
    defaultMessage: 'Last attempt {date}, {attempts, plural, one {# attempt} other {# attempts}} in all. Reason: {reason}',
  },
  retryGeneration: { id: 'PIN_ORDER.DETAILS.RETRY_GENERATION', defaultMessage: 'Queue the generation again' },
  pgpKey: { id: 'PIN_ORDER.DETAILS.PGP_KEY', defaultMessage: 'OpenPGP key' },
  noPgpKey: { id: 'PIN_ORDER.DETAILS.NO_PGP_KEY', defaultMessage: 'No key set for this agent' },
  downloadNamed: { id: 'PIN_ORDER.DETAILS.DOWNLOAD_NAMED', defaultMessage: 'Download {fileName}' },
  custodyTrail: { id: 'PIN_ORDER.DETAILS.CUSTODY_TRAIL', defaultMessage: 'Downloads of the PINs' },
  downloadedBy: { id: 'PIN_ORDER.DETAILS.DOWNLOADED_BY', defaultMessage: 'Downloaded by' },
  downloadedAt: { id: 'PIN_ORDER.DETAILS.DOWNLOADED_AT', defaultMessage: 'Downloaded at' },
  format: { id: 'PIN_ORDER.DETAILS.FORMAT', defaultMessage: 'Format' },
  noDownloads: { id: 'PIN_ORDER.DETAILS.NO_DOWNLOADS', defaultMessage: 'The PINs have not been downloaded yet.' },
  repeatedDownloads: {
    id: 'PIN_ORDER.DETAILS.REPEATED_DOWNLOADS',
    defaultMessage: 'The PINs of this order have been downloaded {count} times. Each file is a full copy of the PINs: make sure every copy is accounted for.',
  },

  // Create order
  createTitle: { id: 'PIN_ORDER.CREATE.TITLE', defaultMessage: 'Create Order' },
  distributionEntity: { id: 'PIN_ORDER.CREATE.DISTRIBUTION_ENTITY', defaultMessage: 'Distribution entity' },
  selectProduct: { id: 'PIN_ORDER.CREATE.SELECT_PRODUCT', defaultMessage: 'Select a product' },
  addItem: { id: 'PIN_ORDER.CREATE.ADD_ITEM', defaultMessage: 'Add to order' },
  removeItem: { id: 'PIN_ORDER.CREATE.REMOVE_ITEM', defaultMessage: 'Remove {productCode}' },
  orderItems: { id: 'PIN_ORDER.CREATE.ITEMS', defaultMessage: 'Order items' },
  noItems: { id: 'PIN_ORDER.CREATE.NO_ITEMS', defaultMessage: 'Add at least one product to the order.' },
  attachment: { id: 'PIN_ORDER.CREATE.ATTACHMENT', defaultMessage: 'Attachment' },
  acceptedTypes: { id: 'PIN_ORDER.CREATE.ACCEPTED_TYPES', defaultMessage: 'Accepted file types: {types}' },
  submitOrder: { id: 'PIN_ORDER.CREATE.SUBMIT', defaultMessage: 'Submit Order' },
  entityRequired: { id: 'PIN_ORDER.VALIDATION.ENTITY_REQUIRED', defaultMessage: 'Distribution entity is required' },
  productRequired: { id: 'PIN_ORDER.VALIDATION.PRODUCT_REQUIRED', defaultMessage: 'Product is required' },
  quantityRequired: { id: 'PIN_ORDER.VALIDATION.QUANTITY_REQUIRED', defaultMessage: 'Quantity is required' },
  quantityMin: { id: 'PIN_ORDER.VALIDATION.QUANTITY_MIN', defaultMessage: 'Quantity must be a whole number of at least 1' },

  // Delete order
  deleteTitle: { id: 'PIN_ORDER.DELETE.TITLE', defaultMessage: 'Delete Order' },
  deleteConfirm: { id: 'PIN_ORDER.DELETE.CONFIRM', defaultMessage: 'Delete the order {orderRef}? This cannot be undone.' },
  deleteReason: { id: 'PIN_ORDER.DELETE.REASON', defaultMessage: 'Reason' },

  // Alert titles
  alertCreateOrders: { id: 'PIN_ORDER.ALERT.CREATE_ORDERS', defaultMessage: 'Create Orders' },
  alertDeleteOrder: { id: 'PIN_ORDER.ALERT.DELETE_ORDER', defaultMessage: 'Delete Order' },
  alertDownload: { id: 'PIN_ORDER.ALERT.DOWNLOAD', defaultMessage: 'Download Order File' },
  alertApprove: { id: 'PIN_ORDER.ALERT.APPROVE', defaultMessage: 'Approve Order' },
  alertRetryGeneration: { id: 'PIN_ORDER.ALERT.RETRY_GENERATION', defaultMessage: 'Generate PINs' },
  approveConfirm: {
    id: 'PIN_ORDER.APPROVE.CONFIRM',
    defaultMessage:
      'Approve the order {orderRef}? {quantity, plural, one {# PIN is} other {# PINs are}} generated and the batch is sold to {agent} for {value}. This cannot be undone.',
  },

  // PIN file encryption key (the agent's OpenPGP public key)
  keyTitle: { id: 'PIN_ORDER.KEY.TITLE', defaultMessage: 'PIN file encryption key' },
  keyAgent: { id: 'PIN_ORDER.KEY.AGENT', defaultMessage: 'Agent' },
  keyFingerprint: { id: 'PIN_ORDER.KEY.FINGERPRINT', defaultMessage: 'Fingerprint' },
  keyAlgorithm: { id: 'PIN_ORDER.KEY.ALGORITHM', defaultMessage: 'Algorithm' },
  keyUserIds: { id: 'PIN_ORDER.KEY.USER_IDS', defaultMessage: 'User IDs' },
  keyCreated: { id: 'PIN_ORDER.KEY.CREATED', defaultMessage: 'Created' },
  keyExpires: { id: 'PIN_ORDER.KEY.EXPIRES', defaultMessage: 'Expires' },
  keyNeverExpires: { id: 'PIN_ORDER.KEY.NEVER_EXPIRES', defaultMessage: 'Never' },
  keySetBy: { id: 'PIN_ORDER.KEY.SET_BY', defaultMessage: 'Set by' },
  noKeyPlainText: { id: 'PIN_ORDER.KEY.NONE_PLAIN_TEXT', defaultMessage: 'No key set: this agent\'s PIN files can be downloaded as plain text only.' },
  noKeyNoFile: { id: 'PIN_ORDER.KEY.NONE_NO_FILE', defaultMessage: 'No key set: none of this agent\'s PIN files can be downloaded until provider staff set its OpenPGP key.' },
  noFileTitle: { id: 'PIN_ORDER.NO_FILE.TITLE', defaultMessage: 'Ready, but no file can be downloaded' },
  noFileNoKey: { id: 'PIN_ORDER.NO_FILE.NO_KEY', defaultMessage: '{agentName} has no OpenPGP key for PIN files, and this portal offers them only encrypted. Ask provider staff to set the agent\'s key; the PGP file can then be downloaded here.' },
  noFileNoPermission: { id: 'PIN_ORDER.NO_FILE.NO_PERMISSION', defaultMessage: 'Your user may not download PIN files. Ask your administrator for the download permission.' },
  noFileNoKeyShort: { id: 'PIN_ORDER.NO_FILE.NO_KEY_SHORT', defaultMessage: 'No file: no OpenPGP key' },
  noFileNoPermissionShort: { id: 'PIN_ORDER.NO_FILE.NO_PERMISSION_SHORT', defaultMessage: 'No download permission' },
  keyAgentCode: { id: 'PIN_ORDER.KEY.AGENT_CODE', defaultMessage: 'Agent code' },
  keyLookUp: { id: 'PIN_ORDER.KEY.LOOK_UP', defaultMessage: 'Show key' },
  keyLookUpForm: { id: 'PIN_ORDER.KEY.LOOK_UP_FORM', defaultMessage: 'Key of another agent' },
  keySet: { id: 'PIN_ORDER.KEY.SET', defaultMessage: 'Set key' },
  keyReplace: { id: 'PIN_ORDER.KEY.REPLACE', defaultMessage: 'Replace key' },
  keyRemove: { id: 'PIN_ORDER.KEY.REMOVE', defaultMessage: 'Remove key' },
  keySetTitle: { id: 'PIN_ORDER.KEY.SET_TITLE', defaultMessage: 'Set PIN file key' },
  keyReplaceTitle: { id: 'PIN_ORDER.KEY.REPLACE_TITLE', defaultMessage: 'Replace PIN file key' },
  keyRemoveTitle: { id: 'PIN_ORDER.KEY.REMOVE_TITLE', defaultMessage: 'Remove PIN file key' },
  keyRemoveConfirm: {
    id: 'PIN_ORDER.KEY.REMOVE_CONFIRM',
    defaultMessage: 'Remove the OpenPGP key of {agent}? Its PIN files can then no longer be downloaded encrypted.',
  },
  publicKey: { id: 'PIN_ORDER.KEY.PUBLIC_KEY', defaultMessage: 'OpenPGP public key (ASCII-armored)' },
  publicKeyHelp: { id: 'PIN_ORDER.KEY.PUBLIC_KEY_HELP', defaultMessage: 'Paste the public key or choose its file below. Never send a private key.' },
  keyFile: { id: 'PIN_ORDER.KEY.FILE', defaultMessage: 'Key file (.asc, .pgp, .txt)' },
  keyFileUnreadable: { id: 'PIN_ORDER.KEY.FILE_UNREADABLE', defaultMessage: 'The file {fileName} could not be read.' },
  publicKeyRequired: { id: 'PIN_ORDER.VALIDATION.PUBLIC_KEY_REQUIRED', defaultMessage: 'The public key is required' },
  publicKeyArmored: {
    id: 'PIN_ORDER.VALIDATION.PUBLIC_KEY_ARMORED',
    defaultMessage: 'Paste an ASCII-armored public key: it contains the line -----BEGIN PGP PUBLIC KEY BLOCK-----',
  },
  agentCodeInvalid: { id: 'PIN_ORDER.VALIDATION.AGENT_CODE', defaultMessage: 'An agent code is at most 8 letters and digits' },
});

type Values = {
  removeItem: { productCode: string };
  acceptedTypes: { types: string };
  deleteConfirm: { orderRef: string };
  approveConfirm: { orderRef: string; quantity: number; agent: string; value: string };
  downloadRow: { orderRef: string; format: string };
  deleteRow: { orderRef: string };
  downloadNamed: { fileName: string };
  keyRemoveConfirm: { agent: string };
  keyFileUnreadable: { fileName: string };
  repeatedDownloads: { count: number };
  generationFailure: { date: string; attempts: number; reason: string };
  noFileNoKey: { agentName: string };
};

export const pinOrdersMessages = messages as WithValues<typeof messages, Values>;
