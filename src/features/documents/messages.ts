// Resources, Contact Us and Resource Management (spec 3): document lists, the contact form and
// the portal-document administration with its filters, types, locations and dialogs.
import { defineMessages } from 'react-intl';
import type { WithValues } from '../../shared/i18n/typedMessages';

const messages = defineMessages({
  // Resources
  resourcesTitle: { id: 'RESOURCES.TITLE', defaultMessage: 'Resources' },
  resourceNo: { id: 'RESOURCES.COLUMN.NO', defaultMessage: 'No.' },
  resourceFileName: { id: 'RESOURCES.COLUMN.FILE_NAME', defaultMessage: 'File Name' },
  resourceAction: { id: 'RESOURCES.COLUMN.ACTION', defaultMessage: 'Action' },
  resourceDownload: { id: 'RESOURCES.DOWNLOAD', defaultMessage: 'Download {fileName}' },

  // Contact Us
  contactTitle: { id: 'CONTACT.TITLE', defaultMessage: 'Contact Us' },
  contactEmail: { id: 'CONTACT.FIELD.EMAIL', defaultMessage: 'Your email' },
  contactSubject: { id: 'CONTACT.FIELD.SUBJECT', defaultMessage: 'Subject' },
  contactMessage: { id: 'CONTACT.FIELD.MESSAGE', defaultMessage: 'Message' },
  contactTransId: { id: 'CONTACT.FIELD.TRANS_ID', defaultMessage: 'Transaction ID (optional)' },
  contactAttachments: { id: 'CONTACT.FIELD.ATTACHMENTS', defaultMessage: 'Attachments (up to {n} MB in total)' },
  contactSend: { id: 'CONTACT.BUTTON.SEND', defaultMessage: 'Send message' },
  contactSent: { id: 'CONTACT.ALERT.SENT', defaultMessage: 'Thank you. Your message has been sent to our support team.' },
  contactFailed: { id: 'CONTACT.ALERT.FAILED', defaultMessage: 'Your message could not be sent.' },
  customerSupportDesk: { id: 'CONTACT.BUTTON.SUPPORT_DESK', defaultMessage: 'Customer Support Desk' },
  opensInNewTab: { id: 'CONTACT.OPENS_NEW_TAB', defaultMessage: '(opens in a new tab)' },

  // Resource management
  managementTitle: { id: 'DOCUMENT.TITLE', defaultMessage: 'Resource Management' },
  newDocument: { id: 'DOCUMENT.BUTTON.NEW', defaultMessage: 'New Document' },
  documentDetail: { id: 'DOCUMENT.DETAIL.TITLE', defaultMessage: 'Document Detail' },
  searchText: { id: 'DOCUMENT.FILTER.SEARCH_TEXT', defaultMessage: 'Search documents' },
  documentType: { id: 'DOCUMENT.FIELD.DOCUMENT_TYPE', defaultMessage: 'Document Type' },
  contentType: { id: 'DOCUMENT.FIELD.CONTENT_TYPE', defaultMessage: 'Content Type' },
  location: { id: 'DOCUMENT.FIELD.LOCATION', defaultMessage: 'Location' },
  status: { id: 'DOCUMENT.FIELD.STATUS', defaultMessage: 'Status' },
  code: { id: 'DOCUMENT.FIELD.CODE', defaultMessage: 'Code' },
  description: { id: 'DOCUMENT.FIELD.DESCRIPTION', defaultMessage: 'Description' },
  content: { id: 'DOCUMENT.FIELD.CONTENT', defaultMessage: 'Content' },
  file: { id: 'DOCUMENT.FIELD.FILE', defaultMessage: 'File' },
  active: { id: 'DOCUMENT.FIELD.ACTIVE', defaultMessage: 'Active' },
  id: { id: 'DOCUMENT.FIELD.ID', defaultMessage: 'ID' },

  // Options
  typeAll: { id: 'DOCUMENT.TYPE.UNSET', defaultMessage: 'All' },
  typeMerchantAll: { id: 'DOCUMENT.TYPE.MER_ALL', defaultMessage: 'Merchant portal - All' },
  typeDistributor: { id: 'DOCUMENT.TYPE.MER_DISTRIBUTOR', defaultMessage: 'Merchant portal - Distributors' },
  typeMerchant: { id: 'DOCUMENT.TYPE.MER_MERCHANT', defaultMessage: 'Merchant portal - Merchants' },
  contentHtml: { id: 'DOCUMENT.CONTENT_TYPE.HTML', defaultMessage: 'HTML' },
  contentFile: { id: 'DOCUMENT.CONTENT_TYPE.FILE', defaultMessage: 'File' },
  locationAll: { id: 'DOCUMENT.LOCATION.ALL', defaultMessage: 'All' },
  locationCompanyDetails: { id: 'DOCUMENT.LOCATION.COMPANY_DETAILS', defaultMessage: 'Company Details' },
  locationTransactionSearch: { id: 'DOCUMENT.LOCATION.TRANSACTION_SEARCH', defaultMessage: 'Transaction Search' },
  locationReport: { id: 'DOCUMENT.LOCATION.REPORT', defaultMessage: 'Report' },
  statusAll: { id: 'DOCUMENT.STATUS.ALL', defaultMessage: 'All' },
  statusActive: { id: 'DOCUMENT.STATUS.ACTIVE', defaultMessage: 'Active' },
  statusInactive: { id: 'DOCUMENT.STATUS.INACTIVE', defaultMessage: 'Inactive' },

  // Validation and alerts
  codeRequired: { id: 'DOCUMENT.VALIDATION.CODE_REQUIRED', defaultMessage: 'Code is required' },
  typeRequired: { id: 'DOCUMENT.VALIDATION.TYPE_REQUIRED', defaultMessage: 'Document type is required' },
  contentTypeRequired: { id: 'DOCUMENT.VALIDATION.CONTENT_TYPE_REQUIRED', defaultMessage: 'Content type is required' },
  contentRequired: { id: 'DOCUMENT.VALIDATION.CONTENT_REQUIRED', defaultMessage: 'Content is required' },
  alertCreate: { id: 'DOCUMENT.ALERT.CREATE', defaultMessage: 'Create Document' },
  alertUpdate: { id: 'DOCUMENT.ALERT.UPDATE', defaultMessage: 'Update Document' },
  resourcePublished: { id: 'DOCUMENT.RESOURCE.PUBLISHED', defaultMessage: 'Published' },
  alertDownload: { id: 'DOCUMENT.ALERT.DOWNLOAD', defaultMessage: 'Download Document File' },
});

type Values = {
  resourceDownload: { fileName: string };
  contactAttachments: { n: number };
};

export const documentsMessages = messages as WithValues<typeof messages, Values>;
