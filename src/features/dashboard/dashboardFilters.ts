// The filters the dashboards watch the live channel with (plain data: the live channel's message
// pact is verified with the same filter, contracts/provider/message-producers.ts).
import type { DashboardFilter } from '../../shared/live/useLiveTransactions';

/** The dashboard's filter: the user's scope with its sub-agents, newest first, ten rows. */
export const DASHBOARD_FILTER: DashboardFilter = {
  pageSize: 10,
  pageIndex: 1,
  includeSubAgent: true,
  orderType: 'DESC',
};
/** The payout dashboard's: the agent's own payout transactions. */
export const PAYOUT_DASHBOARD_FILTER: DashboardFilter = {
  ...DASHBOARD_FILTER,
  includeSubAgent: false,
  isGetPayout: true,
};
