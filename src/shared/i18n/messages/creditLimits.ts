// Credit limit templates and agent limits (spec 3): table, usage popup, template dialog,
// agent-limit dialog, delete confirmation, period types and validation.
import { defineMessages } from 'react-intl';
import type { WithValues } from '../typedMessages';

const messages = defineMessages({
  title: { id: 'CREDIT_LIMIT.TITLE', defaultMessage: 'Credit Limits' },
  createTemplate: { id: 'CREDIT_LIMIT.BUTTON.CREATE', defaultMessage: 'New Template' },

  // Table
  templateCode: { id: 'CREDIT_LIMIT.COLUMN.TEMPLATE_CODE', defaultMessage: 'Template Code' },
  templateName: { id: 'CREDIT_LIMIT.COLUMN.TEMPLATE_NAME', defaultMessage: 'Template Name' },
  status: { id: 'CREDIT_LIMIT.COLUMN.STATUS', defaultMessage: 'Status' },
  assignedAgents: { id: 'CREDIT_LIMIT.COLUMN.ASSIGNED_AGENTS', defaultMessage: 'Assigned Agents' },
  actions: { id: 'CREDIT_LIMIT.COLUMN.ACTIONS', defaultMessage: 'Actions' },
  statusActive: { id: 'CREDIT_LIMIT.STATUS.ACTIVE', defaultMessage: 'ACTIVE' },
  statusInactive: { id: 'CREDIT_LIMIT.STATUS.INACTIVE', defaultMessage: 'INACTIVE' },
  viewDetails: { id: 'CREDIT_LIMIT.ACTION.VIEW_DETAILS', defaultMessage: 'View details' },
  delete: { id: 'CREDIT_LIMIT.ACTION.DELETE', defaultMessage: 'Delete' },

  // Usage popup
  usage: { id: 'CREDIT_LIMIT.USAGE.LABEL', defaultMessage: '{current} of {limit} used ({percent})' },
  openAgentLimits: { id: 'CREDIT_LIMIT.USAGE.OPEN_AGENT_LIMITS', defaultMessage: 'Edit limits of {agentCode}' },

  // Template dialog
  templateCreateTitle: { id: 'CREDIT_LIMIT.TEMPLATE.CREATE_TITLE', defaultMessage: 'Create Limit Template' },
  templateDetailsTitle: { id: 'CREDIT_LIMIT.TEMPLATE.DETAILS_TITLE', defaultMessage: 'Limit Template Details' },
  limitItems: { id: 'CREDIT_LIMIT.TEMPLATE.LIMIT_ITEMS', defaultMessage: 'Limit Items' },
  addItem: { id: 'CREDIT_LIMIT.TEMPLATE.ADD_ITEM', defaultMessage: 'Add limit item' },
  removeItem: { id: 'CREDIT_LIMIT.TEMPLATE.REMOVE_ITEM', defaultMessage: 'Remove limit item' },
  targetType: { id: 'CREDIT_LIMIT.ITEM.TARGET_TYPE', defaultMessage: 'Target Type' },
  targetCode: { id: 'CREDIT_LIMIT.ITEM.TARGET_CODE', defaultMessage: 'Target Code' },
  limitType: { id: 'CREDIT_LIMIT.ITEM.LIMIT_TYPE', defaultMessage: 'Limit Type' },
  limitValue: { id: 'CREDIT_LIMIT.ITEM.LIMIT_VALUE', defaultMessage: 'Limit Value' },
  currentValue: { id: 'CREDIT_LIMIT.ITEM.CURRENT_VALUE', defaultMessage: 'Current Value' },
  resetPeriod: { id: 'CREDIT_LIMIT.ITEM.RESET_PERIOD', defaultMessage: 'Reset Period' },
  periodValue: { id: 'CREDIT_LIMIT.ITEM.PERIOD_VALUE', defaultMessage: 'Period Value' },
  targetCurrency: { id: 'CREDIT_LIMIT.TARGET.CURRENCY', defaultMessage: 'Currency' },
  targetProduct: { id: 'CREDIT_LIMIT.TARGET.PRODUCT', defaultMessage: 'Product' },
  limitTypeValue: { id: 'CREDIT_LIMIT.LIMIT_TYPE.VALUE', defaultMessage: 'Value' },
  limitTypeCount: { id: 'CREDIT_LIMIT.LIMIT_TYPE.COUNT', defaultMessage: 'Count' },
  periodHourly: { id: 'CREDIT_LIMIT.PERIOD.HOURLY', defaultMessage: 'Hourly' },
  periodDaily: { id: 'CREDIT_LIMIT.PERIOD.DAILY', defaultMessage: 'Daily' },
  periodWeekly: { id: 'CREDIT_LIMIT.PERIOD.WEEKLY', defaultMessage: 'Weekly' },
  periodMonthly: { id: 'CREDIT_LIMIT.PERIOD.MONTHLY', defaultMessage: 'Monthly' },
  periodDate: { id: 'CREDIT_LIMIT.PERIOD.DATE', defaultMessage: 'On a date' },
  periodUtcNote: { id: 'CREDIT_LIMIT.PERIOD.UTC_NOTE', defaultMessage: 'Times and dates are in UTC.' },
  everyHours: { id: 'CREDIT_LIMIT.PERIOD.EVERY_HOURS', defaultMessage: 'Every {n, plural, one {hour} other {# hours}}' },
  weekday: { id: 'CREDIT_LIMIT.PERIOD.WEEKDAY', defaultMessage: 'Day of the week' },
  dayOfMonth: { id: 'CREDIT_LIMIT.PERIOD.DAY_OF_MONTH', defaultMessage: 'Day of the month' },
  timeOfDay: { id: 'CREDIT_LIMIT.PERIOD.TIME_OF_DAY', defaultMessage: 'Time of day (HH:mm)' },

  // Agent-limit dialog
  agentLimitTitle: { id: 'CREDIT_LIMIT.AGENT.TITLE', defaultMessage: 'Agent Limits: {agentCode}' },

  // Delete
  deleteTitle: { id: 'CREDIT_LIMIT.DELETE.TITLE', defaultMessage: 'Delete Limit Template' },
  deleteConfirm: {
    id: 'CREDIT_LIMIT.DELETE.CONFIRM',
    defaultMessage: 'Delete the template {templateCode}? Its agents will no longer have these limits.',
  },

  // Validation
  namedRequired: { id: 'CREDIT_LIMIT.VALIDATION.NAMED_REQUIRED', defaultMessage: '{name} is required' },
  atLeastOneItem: { id: 'CREDIT_LIMIT.VALIDATION.AT_LEAST_ONE_ITEM', defaultMessage: 'Add at least one limit item' },
  limitMin: { id: 'CREDIT_LIMIT.VALIDATION.LIMIT_MIN', defaultMessage: 'Must be greater or equal than 1' },
  limitPositive: { id: 'CREDIT_LIMIT.VALIDATION.LIMIT_POSITIVE', defaultMessage: 'Limit value must be greater than 0' },
  currentMin: { id: 'CREDIT_LIMIT.VALIDATION.CURRENT_MIN', defaultMessage: 'Current value must be 0 or more' },
  currentAboveLimit: {
    id: 'CREDIT_LIMIT.VALIDATION.CURRENT_ABOVE_LIMIT',
    defaultMessage: 'current value must be less than limit value',
  },
  valueRequired: { id: 'CREDIT_LIMIT.VALIDATION.VALUE_REQUIRED', defaultMessage: 'A value is required' },
  periodValueRequired: { id: 'CREDIT_LIMIT.VALIDATION.PERIOD_VALUE_REQUIRED', defaultMessage: 'Period value is required' },
  dateInPast: { id: 'CREDIT_LIMIT.VALIDATION.DATE_IN_PAST', defaultMessage: 'The date cannot be in the past' },
  currencyValueOnly: {
    id: 'CREDIT_LIMIT.VALIDATION.CURRENCY_VALUE_ONLY',
    defaultMessage: 'Currency limits can only limit the value',
  },

  // Alert titles
  alertCreate: { id: 'CREDIT_LIMIT.ALERT.CREATE', defaultMessage: 'Create Limit Template' },
  alertEdit: { id: 'CREDIT_LIMIT.ALERT.EDIT', defaultMessage: 'Edit Limit Template' },
  alertDelete: { id: 'CREDIT_LIMIT.ALERT.DELETE', defaultMessage: 'Delete Limit Template' },
  alertAgentLimit: { id: 'CREDIT_LIMIT.ALERT.AGENT_LIMIT', defaultMessage: 'Edit Agent Limits' },
});

type Values = {
  /** current and limit formatted as money or counts; percent formatted, e.g. '82%'. */
  usage: { current: string; limit: string; percent: string };
  openAgentLimits: { agentCode: string };
  everyHours: { n: number };
  agentLimitTitle: { agentCode: string };
  deleteConfirm: { templateCode: string };
  namedRequired: { name: string };
};

export const creditLimitsMessages = messages as WithValues<typeof messages, Values>;
