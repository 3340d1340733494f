// Provider states named by the consumer's interactions, one file per area: each puts the fresh
// database into the state the interaction expects. Sessions are real (server/http/session
// createSession); their tokens replace the consumer's placeholders in the verifier's request
// filter. A state named in two areas stops the verification.
import { authStates } from './auth';
import { companyStates } from './company';
import { dashboardStates } from './dashboard';
import { documentsStates } from './documents';
import { pinOrdersStates } from './pin-orders';
import { platformStates } from './platform';
import { reportsStates } from './reports';
import { reportEmailStates } from './report-email';
import { reportSchedulesStates } from './report-schedules';
import { settlementPerformanceStates } from './settlement-performance';
import { usersStates } from './users';
import { vouchersStates } from './vouchers';
import { creditLimitsStates } from './credit-limits';
import { auditStates } from './audit';
import type { StateSetUp } from './context';

export type { StateContext } from './context';

function merged(areas: Record<string, Record<string, StateSetUp>>): Record<string, StateSetUp> {
  const all: Record<string, StateSetUp> = {};
  for (const [area, states] of Object.entries(areas)) {
    for (const [name, setUp] of Object.entries(states)) {
      if (name in all) throw new Error(`provider state '${name}' is defined twice (again in ${area})`);
      all[name] = setUp;
    }
  }
  return all;
}

export const providerStates = merged({ platform: platformStates, company: companyStates, auth: authStates, users: usersStates, dashboard: dashboardStates, reports: reportsStates, reportEmail: reportEmailStates, reportSchedules: reportSchedulesStates, settlementPerformance: settlementPerformanceStates, vouchers: vouchersStates, pinOrders: pinOrdersStates, documents: documentsStates, creditLimits: creditLimitsStates, audit: auditStates });
