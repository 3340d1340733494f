// The audit trail (#37): who did what, when and from where, for the user's agent and below.
import { defineMessages } from 'react-intl';
import type { WithValues } from '../../shared/i18n/typedMessages';

const messages = defineMessages({
  title: { id: 'AUDIT.TITLE', defaultMessage: 'Audit Trail' },
  intro: {
    id: 'AUDIT.INTRO',
    defaultMessage: 'Every audited event of your agent and the agents below it. Events cannot be changed or deleted.',
  },
  table: { id: 'AUDIT.TABLE', defaultMessage: 'Audited events' },
  filters: { id: 'AUDIT.FILTERS', defaultMessage: 'Audit trail filters' },

  // Filters
  period: { id: 'AUDIT.FILTER.PERIOD', defaultMessage: 'Period' },
  from: { id: 'AUDIT.FILTER.FROM', defaultMessage: 'From' },
  to: { id: 'AUDIT.FILTER.TO', defaultMessage: 'To' },
  user: { id: 'AUDIT.FILTER.USER', defaultMessage: 'Username' },
  category: { id: 'AUDIT.FILTER.CATEGORY', defaultMessage: 'Event' },
  agentCode: { id: 'AUDIT.FILTER.AGENT_CODE', defaultMessage: 'Agent code (and below)' },
  result: { id: 'AUDIT.FILTER.RESULT', defaultMessage: 'Result' },
  any: { id: 'AUDIT.FILTER.ANY', defaultMessage: 'Any' },
  endBeforeStart: { id: 'AUDIT.FILTER.END_BEFORE_START', defaultMessage: 'The end date must not be before the start date.' },
  agentCodeFormat: { id: 'AUDIT.FILTER.AGENT_CODE_FORMAT', defaultMessage: 'An agent code has up to 8 letters and digits.' },

  // Columns
  at: { id: 'AUDIT.COLUMN.AT', defaultMessage: 'Time (UTC)' },
  agent: { id: 'AUDIT.COLUMN.AGENT', defaultMessage: 'Agent' },
  who: { id: 'AUDIT.COLUMN.WHO', defaultMessage: 'User' },
  what: { id: 'AUDIT.COLUMN.WHAT', defaultMessage: 'Event' },
  on: { id: 'AUDIT.COLUMN.ON', defaultMessage: 'On' },
  // What an event was on (its entity), before its reference
  entityAgent: { id: 'AUDIT.ENTITY.AGENT', defaultMessage: 'Agent' },
  entityBranding: { id: 'AUDIT.ENTITY.BRANDING', defaultMessage: 'Branding' },
  entityDocument: { id: 'AUDIT.ENTITY.DOCUMENT', defaultMessage: 'Document' },
  entityLimitTemplate: { id: 'AUDIT.ENTITY.LIMIT_TEMPLATE', defaultMessage: 'Credit limit template' },
  entityPinOrder: { id: 'AUDIT.ENTITY.PIN_ORDER', defaultMessage: 'PIN order' },
  entityTransaction: { id: 'AUDIT.ENTITY.TRANSACTION', defaultMessage: 'Transaction' },
  entityUser: { id: 'AUDIT.ENTITY.USER', defaultMessage: 'User' },
  entityVoucher: { id: 'AUDIT.ENTITY.VOUCHER', defaultMessage: 'Voucher' },
  outcome: { id: 'AUDIT.COLUMN.RESULT', defaultMessage: 'Result' },
  from_: { id: 'AUDIT.COLUMN.FROM', defaultMessage: 'IP address' },
  impersonatedBy: { id: 'AUDIT.IMPERSONATED_BY', defaultMessage: 'impersonated by {login} ({agentCode})' },
  noUser: { id: 'AUDIT.NO_USER', defaultMessage: 'Unknown account' },
  system: { id: 'AUDIT.SYSTEM', defaultMessage: 'Portal (automatic)' },
  success: { id: 'AUDIT.RESULT.SUCCESS', defaultMessage: 'Success' },
  refused: { id: 'AUDIT.RESULT.REFUSED', defaultMessage: 'Refused ({code})' },
  refusedAny: { id: 'AUDIT.RESULT.REFUSED_ANY', defaultMessage: 'Refused' },

  // Kinds of event
  signIn: { id: 'AUDIT.CATEGORY.SIGN_IN', defaultMessage: 'Sign-in' },
  lockout: { id: 'AUDIT.CATEGORY.LOCKOUT', defaultMessage: 'Lock-out' },
  impersonation: { id: 'AUDIT.CATEGORY.IMPERSONATION', defaultMessage: 'Impersonation' },
  account: { id: 'AUDIT.CATEGORY.ACCOUNT', defaultMessage: 'Account security' },
  users: { id: 'AUDIT.CATEGORY.USERS', defaultMessage: 'Users and permissions' },
  agents: { id: 'AUDIT.CATEGORY.AGENTS', defaultMessage: 'Agents' },
  limits: { id: 'AUDIT.CATEGORY.LIMITS', defaultMessage: 'Credit limits' },
  refunds: { id: 'AUDIT.CATEGORY.REFUNDS', defaultMessage: 'Refunds' },
  redemptions: { id: 'AUDIT.CATEGORY.REDEMPTIONS', defaultMessage: 'Redemptions' },
  pinOrders: { id: 'AUDIT.CATEGORY.PIN_ORDERS', defaultMessage: 'PIN orders' },
  documents: { id: 'AUDIT.CATEGORY.DOCUMENTS', defaultMessage: 'Documents' },
  branding: { id: 'AUDIT.CATEGORY.BRANDING', defaultMessage: 'Branding' },
  authorisation: { id: 'AUDIT.CATEGORY.AUTHORISATION', defaultMessage: 'Refused authorisation' },
  other: { id: 'AUDIT.CATEGORY.OTHER', defaultMessage: 'Other' },

  // Paging and export
  newer: { id: 'AUDIT.PAGE.NEWER', defaultMessage: 'Newer' },
  older: { id: 'AUDIT.PAGE.OLDER', defaultMessage: 'Older' },
  pageOf: { id: 'AUDIT.PAGE.NUMBER', defaultMessage: 'Page {page}' },
  paging: { id: 'AUDIT.PAGE.NAVIGATION', defaultMessage: 'Audit trail pages' },
  exportCsv: { id: 'AUDIT.EXPORT.CSV', defaultMessage: 'Export CSV' },
  exportError: { id: 'AUDIT.EXPORT.ERROR', defaultMessage: 'Export Audit Trail' },
  empty: { id: 'AUDIT.EMPTY', defaultMessage: 'No events match these filters.' },
  denied: { id: 'AUDIT.DENIED', defaultMessage: 'You do not have permission to see the audit trail.' },
});

type Values = {
  impersonatedBy: { login: string; agentCode: string };
  refused: { code: number };
  pageOf: { page: number };
};

export const auditMessages = messages as WithValues<typeof messages, Values>;
