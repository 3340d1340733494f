// Every module's handlers in one map keyed by operationId (docs/operations.txt). A module adds
// one import and one entry to the list; an operationId answered twice stops the server.
import type { HandlerMap } from '../http/handler';
import { platformHandlers } from './platform/platform.handlers';
import { healthHandlers } from './platform/health.handlers';
import { authHandlers } from './auth/auth.handlers';
import { profileHandlers } from './profile/profile.handlers';
import { companyHandlers } from './company/company.handlers';
import { referenceDataHandlers } from './reference-data/reference-data.handlers';
import { documentsHandlers } from './documents/documents.handlers';
import { handlers as terminalHandlers } from './terminal/terminal.handlers';
import { agentUserHandlers } from './agent-user/agent-user.handlers';
import { usersHandlers } from './users/users.handlers';
import { dashboardHandlers } from './dashboard/dashboard.handlers';
import { reportsHandlers } from './reports/reports.handlers';
import { settlementHandlers } from './settlement/settlement.handlers';
import { performanceHandlers } from './performance/performance.handlers';
import { vouchersHandlers } from './vouchers/vouchers.handlers';
import { pinOrdersHandlers } from './pin-orders/pin-orders.handlers';
import { creditLimitsHandlers } from './credit-limits/credit-limits.handlers';
import { auditHandlers } from './audit/audit.handlers';

const moduleHandlers: Record<string, HandlerMap> = {
  platform: platformHandlers,
  health: healthHandlers,
  auth: authHandlers,
  profile: profileHandlers,
  company: companyHandlers,
  referenceData: referenceDataHandlers,
  documents: documentsHandlers,
  terminal: terminalHandlers,
  agentUser: agentUserHandlers,
  users: usersHandlers,
  dashboard: dashboardHandlers,
  reports: reportsHandlers,
  settlement: settlementHandlers,
  performance: performanceHandlers,
  vouchers: vouchersHandlers,
  pinOrders: pinOrdersHandlers,
  creditLimits: creditLimitsHandlers,
  audit: auditHandlers,
};

export function mergeHandlerMaps(maps: Record<string, HandlerMap>): HandlerMap {
  const merged: HandlerMap = {};
  const owners = new Map<string, string>();
  for (const [module, map] of Object.entries(maps)) {
    for (const [operationId, handler] of Object.entries(map)) {
      const owner = owners.get(operationId);
      if (owner) throw new Error(`operation ${operationId} is answered by both ${owner} and ${module}`);
      owners.set(operationId, module);
      (merged as Record<string, unknown>)[operationId] = handler;
    }
  }
  return merged;
}

export const handlers: HandlerMap = mergeHandlerMaps(moduleHandlers);
