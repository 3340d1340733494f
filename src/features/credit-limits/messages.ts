// Credit limit templates and agent limits (spec 3): table, usage popup, template dialog,
// agent-limit dialog, delete confirmation, period types and validation.
import { defineMessages } from 'react-intl';
import type { WithValues } from '../../shared/i18n/typedMessages';

const messages = defineMessages({
  title: { id: 'CREDIT_LIMIT.TITLE', defaultMessage: 'Credit Limits' },
  createTemplate: { id: 'CREDIT_LIMIT.BUTTON.CREATE', defaultMessage: 'New Template' },
  table: { id: 'CREDIT_LIMIT.TABLE', defaultMessage: 'Limit templates' },
  search: { id: 'CREDIT_LIMIT.SEARCH', defaultMessage: 'Search by template or agent' },

  // Table
  templateCode: { id: 'CREDIT_LIMIT.COLUMN.TEMPLATE_CODE', defaultMessage: 'Template Code' },
  templateName: { id: 'CREDIT_LIMIT.COLUMN.TEMPLATE_NAME', defaultMessage: 'Template Name' },
  status: { id: 'CREDIT_LIMIT.COLUMN.STATUS', defaultMessage: 'Status' },
  assignedAgents: { id: 'CREDIT_LIMIT.COLUMN.ASSIGNED_AGENTS', defaultMessage: 'Assigned Agents' },
  actions: { id: 'CREDIT_LIMIT.COLUMN.ACTIONS', defaultMessage: 'Actions' },
  statusActive: { id: 'CREDIT_LIMIT.STATUS.ACTIVE', defaultMessage: 'Active' },
  statusInactive: { id: 'CREDIT_LIMIT.STATUS.INACTIVE', defaultMessage: 'Inactive' },
  viewDetails: { id: 'CREDIT_LIMIT.ACTION.VIEW_DETAILS', defaultMessage: 'View details' },
  delete: { id: 'CREDIT_LIMIT.ACTION.DELETE', defaultMessage: 'Delete' },
  viewDetailsRow: { id: 'CREDIT_LIMIT.ACTION.VIEW_DETAILS_ROW', defaultMessage: 'View details of {templateCode}' },
  deleteRow: { id: 'CREDIT_LIMIT.ACTION.DELETE_ROW', defaultMessage: 'Delete {templateCode}' },
  showAllAgents: { id: 'CREDIT_LIMIT.AGENTS.SHOW_ALL', defaultMessage: 'Show all {count} agents' },
  showFewerAgents: { id: 'CREDIT_LIMIT.AGENTS.SHOW_FEWER', defaultMessage: 'Show fewer agents' },

  // Usage popup
  usage: { id: 'CREDIT_LIMIT.USAGE.LABEL', defaultMessage: '{current} of {limit} used ({percent})' },
  openAgentLimits: { id: 'CREDIT_LIMIT.USAGE.OPEN_AGENT_LIMITS', defaultMessage: 'Edit limits of {agentCode}' },
  viewAgentLimits: { id: 'CREDIT_LIMIT.USAGE.VIEW_AGENT_LIMITS', defaultMessage: 'View limits of {agentCode}' },
  agentUsage: { id: 'CREDIT_LIMIT.USAGE.AGENT', defaultMessage: '{agentCode}, highest usage {percent}' },
  noItems: { id: 'CREDIT_LIMIT.USAGE.NO_ITEMS', defaultMessage: 'No limit items' },

  // Template dialog
  templateCreateTitle: { id: 'CREDIT_LIMIT.TEMPLATE.CREATE_TITLE', defaultMessage: 'Create Limit Template' },
  templateDetailsTitle: { id: 'CREDIT_LIMIT.TEMPLATE.DETAILS_TITLE', defaultMessage: 'Limit Template Details' },
  templateEditTitle: { id: 'CREDIT_LIMIT.TEMPLATE.EDIT_TITLE', defaultMessage: 'Edit Limit Template' },
  itemHeading: { id: 'CREDIT_LIMIT.TEMPLATE.ITEM', defaultMessage: 'Limit item {n}' },
  removeItemN: { id: 'CREDIT_LIMIT.TEMPLATE.REMOVE_ITEM_N', defaultMessage: 'Remove limit item {n}' },
  findAgent: { id: 'CREDIT_LIMIT.AGENTS.FIND', defaultMessage: 'Find an agent by code or name' },
  agentsChosen: { id: 'CREDIT_LIMIT.AGENTS.CHOSEN', defaultMessage: '{count, plural, one {# agent} other {# agents}} chosen' },
  moreAgents: { id: 'CREDIT_LIMIT.AGENTS.MORE', defaultMessage: '{count, plural, one {# more agent matches} other {# more agents match}}: narrow the search' },
  noAgentMatches: { id: 'CREDIT_LIMIT.AGENTS.NO_MATCH', defaultMessage: 'No agent matches' },
  removeAgent: { id: 'CREDIT_LIMIT.AGENTS.REMOVE', defaultMessage: 'Remove {agentCode}' },
  limitItems: { id: 'CREDIT_LIMIT.TEMPLATE.LIMIT_ITEMS', defaultMessage: 'Limit Items' },
  addItem: { id: 'CREDIT_LIMIT.TEMPLATE.ADD_ITEM', defaultMessage: 'Add limit item' },
  removeItem: { id: 'CREDIT_LIMIT.TEMPLATE.REMOVE_ITEM', defaultMessage: 'Remove limit item' },
  targetType: { id: 'CREDIT_LIMIT.ITEM.TARGET_TYPE', defaultMessage: 'Target Type' },
  targetCode: { id: 'CREDIT_LIMIT.ITEM.TARGET_CODE', defaultMessage: 'Target Code' },
  limitType: { id: 'CREDIT_LIMIT.ITEM.LIMIT_TYPE', defaultMessage: 'Limit Type' },
  limitValue: { id: 'CREDIT_LIMIT.ITEM.LIMIT_VALUE', defaultMessage: 'Limit Value' },
  alertThresholds: { id: 'CREDIT_LIMIT.ITEM.ALERT_THRESHOLDS', defaultMessage: 'Warning thresholds (%)' },
  alertThresholdsHelp: {
    id: 'CREDIT_LIMIT.ITEM.ALERT_THRESHOLDS_HELP',
    defaultMessage: "Percentages of the limit, e.g. 80, 100: the agent's administrators get one email for each threshold reached in a period. Leave empty for none.",
  },
  currentValue: { id: 'CREDIT_LIMIT.ITEM.CURRENT_VALUE', defaultMessage: 'Current Value' },
  unitCurrency: { id: 'CREDIT_LIMIT.ITEM.UNIT_CURRENCY', defaultMessage: 'In {currency}' },
  unitCount: { id: 'CREDIT_LIMIT.ITEM.UNIT_COUNT', defaultMessage: 'A number of sales' },
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
  hours: { id: 'CREDIT_LIMIT.PERIOD.HOURS', defaultMessage: 'Number of hours' },
  resetDate: { id: 'CREDIT_LIMIT.PERIOD.RESET_DATE', defaultMessage: 'Reset date' },
  dailyAt: { id: 'CREDIT_LIMIT.PERIOD.DAILY_AT', defaultMessage: 'Daily at {time} UTC' },
  weeklyOn: { id: 'CREDIT_LIMIT.PERIOD.WEEKLY_ON', defaultMessage: 'Weekly on {weekday}' },
  monthlyOn: { id: 'CREDIT_LIMIT.PERIOD.MONTHLY_ON', defaultMessage: 'Monthly on day {day}' },
  onDate: { id: 'CREDIT_LIMIT.PERIOD.ON_DATE', defaultMessage: 'Once on {date}' },

  // Agent-limit dialog
  agentLimitTitle: { id: 'CREDIT_LIMIT.AGENT.TITLE', defaultMessage: 'Agent Limits: {agentCode}' },
  template: { id: 'CREDIT_LIMIT.AGENT.TEMPLATE', defaultMessage: 'Template' },
  target: { id: 'CREDIT_LIMIT.AGENT.TARGET', defaultMessage: 'Target' },
  usageColumn: { id: 'CREDIT_LIMIT.AGENT.USAGE', defaultMessage: 'Usage' },
  noAgentItems: { id: 'CREDIT_LIMIT.AGENT.NO_ITEMS', defaultMessage: 'This agent has no limits of the templates you manage.' },
  history: { id: 'CREDIT_LIMIT.HISTORY.TITLE', defaultMessage: 'Change history' },
  historyEmpty: { id: 'CREDIT_LIMIT.HISTORY.EMPTY', defaultMessage: 'No limit of this agent has been changed yet.' },
  changedAt: { id: 'CREDIT_LIMIT.HISTORY.CHANGED_AT', defaultMessage: 'Changed (UTC)' },
  changedBy: { id: 'CREDIT_LIMIT.HISTORY.CHANGED_BY', defaultMessage: 'Changed by' },
  impersonatedBy: { id: 'CREDIT_LIMIT.HISTORY.IMPERSONATED_BY', defaultMessage: '{login} (as support {support})' },
  change: { id: 'CREDIT_LIMIT.HISTORY.CHANGE', defaultMessage: 'Change' },
  changeLine: { id: 'CREDIT_LIMIT.HISTORY.CHANGE_LINE', defaultMessage: '{field}: {before} → {after}' },
  source: { id: 'CREDIT_LIMIT.HISTORY.SOURCE', defaultMessage: 'Changed through' },
  sourceAgentEdit: { id: 'CREDIT_LIMIT.HISTORY.SOURCE.AGENT_LIMIT_EDIT', defaultMessage: 'Agent limit edit' },
  sourceTemplateEdit: { id: 'CREDIT_LIMIT.HISTORY.SOURCE.TEMPLATE_EDIT', defaultMessage: 'Template edit' },

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
  thresholdsNote: { id: 'CREDIT_LIMIT.ITEM.THRESHOLDS_NOTE', defaultMessage: 'Warning emails at {thresholds}' },
  noThresholds: { id: 'CREDIT_LIMIT.ITEM.NO_THRESHOLDS', defaultMessage: 'No warning emails' },
  thresholdsFormat: { id: 'CREDIT_LIMIT.VALIDATION.THRESHOLDS_FORMAT', defaultMessage: 'Enter whole percentages from 1 to 100, separated by commas' },
  thresholdsOrder: { id: 'CREDIT_LIMIT.VALIDATION.THRESHOLDS_ORDER', defaultMessage: 'Enter each percentage once, from low to high' },
  thresholdsMax: { id: 'CREDIT_LIMIT.VALIDATION.THRESHOLDS_MAX', defaultMessage: 'Enter at most {max} thresholds' },
  periodValueRequired: { id: 'CREDIT_LIMIT.VALIDATION.PERIOD_VALUE_REQUIRED', defaultMessage: 'Period value is required' },
  dateInPast: { id: 'CREDIT_LIMIT.VALIDATION.DATE_IN_PAST', defaultMessage: 'The date cannot be in the past' },
  currencyValueOnly: {
    id: 'CREDIT_LIMIT.VALIDATION.CURRENCY_VALUE_ONLY',
    defaultMessage: 'Currency limits can only limit the value',
  },
  codeFormat: { id: 'CREDIT_LIMIT.VALIDATION.CODE_FORMAT', defaultMessage: 'Use capital letters, digits, - and _ only' },
  hoursRange: { id: 'CREDIT_LIMIT.VALIDATION.HOURS_RANGE', defaultMessage: 'Enter a whole number of hours from 1 to {max}' },
  timeFormat: { id: 'CREDIT_LIMIT.VALIDATION.TIME_FORMAT', defaultMessage: 'Enter a time of day as HH:mm' },
  dayRange: { id: 'CREDIT_LIMIT.VALIDATION.DAY_RANGE', defaultMessage: 'Choose a day from 1 to {max}' },
  countWhole: { id: 'CREDIT_LIMIT.VALIDATION.COUNT_WHOLE', defaultMessage: 'A count limit must be a whole number' },
  twoDecimals: { id: 'CREDIT_LIMIT.VALIDATION.TWO_DECIMALS', defaultMessage: 'Use at most 2 decimals' },
  limitMax: { id: 'CREDIT_LIMIT.VALIDATION.LIMIT_MAX', defaultMessage: 'Must be at most {max}' },
  duplicateItem: {
    id: 'CREDIT_LIMIT.VALIDATION.DUPLICATE_ITEM',
    defaultMessage: 'Another item already limits this target with this limit type',
  },

  // Alert titles
  alertCreate: { id: 'CREDIT_LIMIT.ALERT.CREATE', defaultMessage: 'Create Limit Template' },
  alertEdit: { id: 'CREDIT_LIMIT.ALERT.EDIT', defaultMessage: 'Edit Limit Template' },
  alertDelete: { id: 'CREDIT_LIMIT.ALERT.DELETE', defaultMessage: 'Delete Limit Template' },
  alertAgentLimit: { id: 'CREDIT_LIMIT.ALERT.AGENT_LIMIT', defaultMessage: 'Edit Agent Limits' },
});

type Values = {
  unitCurrency: { currency: string };
  usage: { current: string; limit: string; percent: string };
  openAgentLimits: { agentCode: string };
  everyHours: { n: number };
  agentLimitTitle: { agentCode: string };
  deleteConfirm: { templateCode: string };
  namedRequired: { name: string };
  viewDetailsRow: { templateCode: string };
  deleteRow: { templateCode: string };
  showAllAgents: { count: number };
  viewAgentLimits: { agentCode: string };
  agentUsage: { agentCode: string; percent: string };
  itemHeading: { n: number };
  removeItemN: { n: number };
  agentsChosen: { count: number };
  moreAgents: { count: number };
  removeAgent: { agentCode: string };
  dailyAt: { time: string };
  weeklyOn: { weekday: string };
  monthlyOn: { day: string };
  onDate: { date: string };
  impersonatedBy: { login: string; support: string };
  changeLine: { field: string; before: string; after: string };
  hoursRange: { max: number };
  dayRange: { max: number };
  limitMax: { max: string };
  thresholdsMax: { max: number };
  thresholdsNote: { thresholds: string };
};

export const creditLimitsMessages = messages as WithValues<typeof messages, Values>;
