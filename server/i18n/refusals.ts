// The server's generic words: success, the session's refusals (the spec's texts, with the web
// client's ids), permission, hierarchy, rate limits, failures. A module's own words live in its
// <area>.messages.ts.
import { defineMessages } from '@formatjs/intl';

export const REFUSAL = defineMessages({
  success: { id: 'COMMON.ALERT.SUCCESS', defaultMessage: 'Success' },
  sessionExpired: { id: 'COMMON.SESSION.EXPIRED_LOGIN_AGAIN', defaultMessage: 'Your session has expired, please login again.' },
  loggedInElsewhere: { id: 'FORCE.LOGOUT.MESSAGE', defaultMessage: 'Your account has been logged in from another location.' },
  unexpected: { id: 'SERVER.REFUSAL.UNEXPECTED', defaultMessage: 'Something went wrong, please try again later.' },
  notAvailableYet: { id: 'SERVER.REFUSAL.NOT_AVAILABLE_YET', defaultMessage: 'This operation is not available yet.' },
  unknownRoute: { id: 'SERVER.REFUSAL.UNKNOWN_ROUTE', defaultMessage: '{method} {path} is not an operation of this API.' },
  permission: { id: 'SERVER.REFUSAL.PERMISSION', defaultMessage: 'You do not have {acl} permission.' },
  outsideStructure: { id: 'SERVER.REFUSAL.OUTSIDE_STRUCTURE', defaultMessage: 'This agent is outside your company structure.' },
  tooManyRequests: { id: 'SERVER.REFUSAL.TOO_MANY_REQUESTS', defaultMessage: 'Too many requests, please try again later.' },
  busyReceivingFiles: { id: 'SERVER.REFUSAL.BUSY_RECEIVING_FILES', defaultMessage: 'The server is busy receiving other files, please try again in a minute.' },
  agentNotFound: { id: 'SERVER.REFUSAL.AGENT_NOT_FOUND', defaultMessage: 'The agent was not found.' },
});
