// The company details screen and the agent details modal (spec 1 sections 2.6, 2.7, 3, 5, 8).
import { defineMessages } from 'react-intl';
import type { WithValues } from '../../shared/i18n/typedMessages';

const messages = defineMessages({
  // Screen and tree
  title: { id: 'COMPANY.TITLE', defaultMessage: 'Company Details' },
  structure: { id: 'COMPANY.STRUCTURE', defaultMessage: 'Company structure' },
  zoomIn: { id: 'COMPANY.ZOOM.IN', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'COMPANY.ZOOM.OUT', defaultMessage: 'Zoom out' },
  zoomFit: { id: 'COMPANY.ZOOM.FIT', defaultMessage: 'Fit to screen' },
  zoomLevel: { id: 'COMPANY.ZOOM.LEVEL', defaultMessage: 'Zoom {percent}' },
  openAgent: { id: 'COMPANY.TREE.OPEN_AGENT', defaultMessage: 'Open details of {name}' },
  noticesTitle: { id: 'COMPANY.NOTICES.TITLE', defaultMessage: 'Notices' },
  download: { id: 'COMPANY.NOTICE.DOWNLOAD', defaultMessage: 'Download' },

  // Modal titles by mode
  agentDetails: { id: 'COMPANY.AGENT.TITLE.VIEW', defaultMessage: 'Agent Details' },
  editAgentDetails: { id: 'COMPANY.AGENT.TITLE.EDIT', defaultMessage: 'Edit Agent Details' },
  addSubDivision: { id: 'COMPANY.AGENT.TITLE.ADD_SUB_DIVISION', defaultMessage: 'Add Sub Division' },
  addRetailer: { id: 'COMPANY.AGENT.TITLE.ADD_RETAILER', defaultMessage: 'Add Retailer' },

  // Alert titles
  alertEditAgent: { id: 'COMPANY.ALERT.EDIT_AGENT', defaultMessage: 'Edit Agent Details' },
  alertAddSubDivision: { id: 'COMPANY.ALERT.ADD_SUB_DIVISION', defaultMessage: 'Add Sub-Division' },
  alertAddRetailer: { id: 'COMPANY.ALERT.ADD_RETAILER', defaultMessage: 'Add Retailer' },

  // Sections
  generalDetails: { id: 'COMPANY.AGENT.SECTION.GENERAL', defaultMessage: 'General Details' },
  physicalAddress: { id: 'COMPANY.AGENT.SECTION.ADDRESS', defaultMessage: 'Physical Address' },

  // Buttons
  edit: { id: 'COMPANY.AGENT.BUTTON.EDIT', defaultMessage: 'Edit' },
  addSubDivisionButton: { id: 'COMPANY.AGENT.BUTTON.ADD_SUB_DIVISION', defaultMessage: 'Add Sub Division' },
  addRetailerButton: { id: 'COMPANY.AGENT.BUTTON.ADD_RETAILER', defaultMessage: 'Add Retailer' },
  report: { id: 'COMPANY.AGENT.BUTTON.REPORT', defaultMessage: 'Report' },
  cancel: { id: 'COMPANY.AGENT.BUTTON.CANCEL', defaultMessage: 'Cancel' },
  saveChanges: { id: 'COMPANY.AGENT.BUTTON.SAVE_CHANGES', defaultMessage: 'Save Changes' },

  // General details fields
  level: { id: 'COMPANY.AGENT.FIELD.LEVEL', defaultMessage: 'Level' },
  agentCode: { id: 'COMPANY.AGENT.FIELD.AGENT_CODE', defaultMessage: 'Agent Code' },
  name: { id: 'COMPANY.AGENT.FIELD.NAME', defaultMessage: 'Name' },
  country: { id: 'COMPANY.AGENT.FIELD.COUNTRY', defaultMessage: 'Country' },
  state: { id: 'COMPANY.AGENT.FIELD.STATE', defaultMessage: 'State' },
  timezone: { id: 'COMPANY.AGENT.FIELD.TIMEZONE', defaultMessage: 'Timezone' },
  creationDate: { id: 'COMPANY.AGENT.FIELD.CREATION_DATE', defaultMessage: 'Creation Date' },
  status: { id: 'COMPANY.AGENT.FIELD.STATUS', defaultMessage: 'Status' },
  tax: { id: 'COMPANY.AGENT.FIELD.TAX', defaultMessage: 'Tax' },
  agentType: { id: 'COMPANY.AGENT.FIELD.AGENT_TYPE', defaultMessage: 'Agent Type' },
  parentCode: { id: 'COMPANY.AGENT.FIELD.PARENT_CODE', defaultMessage: 'Parent Code' },

  // Address fields
  email: { id: 'COMPANY.AGENT.FIELD.EMAIL', defaultMessage: 'Email' },
  contactName: { id: 'COMPANY.AGENT.FIELD.CONTACT_NAME', defaultMessage: 'Contact Name' },
  addressLine1: { id: 'COMPANY.AGENT.FIELD.ADDRESS_LINE_1', defaultMessage: 'Address Line 1' },
  addressLine2: { id: 'COMPANY.AGENT.FIELD.ADDRESS_LINE_2', defaultMessage: 'Address Line 2' },
  phoneNumber: { id: 'COMPANY.AGENT.FIELD.PHONE_NUMBER', defaultMessage: 'Phone Number' },
  mobileNumber: { id: 'COMPANY.AGENT.FIELD.MOBILE_NUMBER', defaultMessage: 'Mobile Number' },
  tollFreePhone: { id: 'COMPANY.AGENT.FIELD.TOLL_FREE_PHONE', defaultMessage: 'Toll Free Phone' },
  faxNumber: { id: 'COMPANY.AGENT.FIELD.FAX_NUMBER', defaultMessage: 'Fax Number' },
  tollFreeFax: { id: 'COMPANY.AGENT.FIELD.TOLL_FREE_FAX', defaultMessage: 'Toll Free Fax' },
  city: { id: 'COMPANY.AGENT.FIELD.CITY', defaultMessage: 'City' },
  zipCode: { id: 'COMPANY.AGENT.FIELD.ZIP_CODE', defaultMessage: 'Zip Code' },

  // Levels, types and statuses
  levelMasterDistribution: { id: 'COMPANY.AGENT.LEVEL.MD', defaultMessage: 'Master Distribution' },
  levelSubDivision: { id: 'COMPANY.AGENT.LEVEL.SD', defaultMessage: 'Sub Division' },
  levelRetailer: { id: 'COMPANY.AGENT.LEVEL.R', defaultMessage: 'Retailer' },
  typePrepaid: { id: 'COMPANY.AGENT.TYPE.PREPAID', defaultMessage: 'Prepaid' },
  typePostpaid: { id: 'COMPANY.AGENT.TYPE.POSTPAID', defaultMessage: 'Postpaid' },
  typeDistributor: { id: 'COMPANY.AGENT.TYPE.DISTRIBUTOR', defaultMessage: 'Distributor' },
  statusActive: { id: 'COMPANY.AGENT.STATUS.ACTIVE', defaultMessage: 'Active' },
  statusInactive: { id: 'COMPANY.AGENT.STATUS.INACTIVE', defaultMessage: 'Inactive' },

  // Validation
  agentCodeRequired: { id: 'COMPANY.AGENT.VALIDATION.AGENT_CODE_REQUIRED', defaultMessage: 'Agent code is required' },
  agentCodeMaxLength: {
    id: 'COMPANY.AGENT.VALIDATION.AGENT_CODE_MAX_LENGTH',
    defaultMessage: 'Agent code must be at most {max} characters',
  },
  nameRequired: { id: 'COMPANY.AGENT.VALIDATION.NAME_REQUIRED', defaultMessage: 'Agent name is required' },
  wrongEmailFormat: { id: 'COMPANY.AGENT.VALIDATION.WRONG_EMAIL_FORMAT', defaultMessage: 'Wrong email format' },
  loadFailed: { id: 'COMPANY.AGENT.LOAD_FAILED', defaultMessage: 'The agent details could not be loaded.' },
  // The tree's limit usage map (credit limits, beyond the spec)
  limitUsage: { id: 'COMPANY.LIMIT_USAGE.TOGGLE', defaultMessage: 'Limit usage' },
  limitUsageLegend: { id: 'COMPANY.LIMIT_USAGE.LEGEND', defaultMessage: 'Highest limit usage of each agent' },
  limitUsageLow: { id: 'COMPANY.LIMIT_USAGE.LOW', defaultMessage: 'Up to {percent}%' },
  limitUsageAbove: { id: 'COMPANY.LIMIT_USAGE.ABOVE', defaultMessage: 'Over {percent}%' },
  limitUsageNone: { id: 'COMPANY.LIMIT_USAGE.NONE', defaultMessage: 'No limits' },
  limitUsageNode: { id: 'COMPANY.LIMIT_USAGE.NODE', defaultMessage: '{percent} used' },
  noEditPermission: {
    id: 'COMPANY.AGENT.NO_EDIT_PERMISSION',
    defaultMessage: 'You do not have permission to edit agent details.',
  },
  impersonateTitle: { id: 'COMPANY.IMPERSONATE.TITLE', defaultMessage: "Sign in as a user of this agent" },
  impersonateUsername: { id: 'COMPANY.IMPERSONATE.USERNAME', defaultMessage: "Username" },
  impersonateOpen: { id: 'COMPANY.IMPERSONATE.OPEN', defaultMessage: "Open as this user" },
  impersonateHint: { id: 'COMPANY.IMPERSONATE.HINT', defaultMessage: "Opens a window signed in as the user. What you do there is recorded with your own login too." },
});

type Values = {
  zoomLevel: { percent: string };
  openAgent: { name: string };
  agentCodeMaxLength: { max: number };
  limitUsageLow: { percent: number };
  limitUsageAbove: { percent: number };
  limitUsageNode: { percent: string };
};

export const companyMessages = messages as WithValues<typeof messages, Values>;
