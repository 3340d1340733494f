// Figures that move with every sale (a limit's usage, balances) kept current on screens that are
// not dashboards: the live channel's dashboard kind (useLiveTransactions) for the newest
// transaction of the user's scope, whose pushes reload the given tags.
import type { PortalTag } from '../api';
import { useLiveTransactions } from './useLiveTransactions';

/** The newest transaction of the user's scope with its sub-agents: the cheapest standing request. */
const NEWEST_IN_SCOPE = { pageSize: 1, pageIndex: 1, includeSubAgent: true, orderType: 'DESC' } as const;

export function useReloadOnSales(tags: readonly PortalTag[]): void {
  useLiveTransactions(NEWEST_IN_SCOPE, tags);
}
