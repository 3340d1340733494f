// The last ten transactions of a dashboard over the live channel (spec 2 section 7, kind
// dashboard): asked once, then kept up to date by the server's pushes. Each push also reloads
// what a new transaction changes elsewhere (the charts, the top bar's balances and usage).
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { portalApi, type ApiResult, type ApiSchema } from '../../shared/api';
import { useLiveWatch } from '../../shared/live/LiveChannelContext';
import type { LiveStatus } from '../../shared/live/live-channel';
import type { Transaction } from '../../shared/transactions/transactionColumns';

export type DashboardFilter = ApiSchema<'DashboardFilter'>;

/** The dashboard's filter: the user's scope with its sub-agents, newest first, ten rows. */
export const DASHBOARD_FILTER: DashboardFilter = { pageSize: 10, pageIndex: 1, includeSubAgent: true, orderType: 'DESC' };
/** The payout dashboard's: the agent's own payout transactions. */
export const PAYOUT_DASHBOARD_FILTER: DashboardFilter = { ...DASHBOARD_FILTER, includeSubAgent: false, isGetPayout: true };

export type LastTransactions =
  | { phase: 'loading'; live: LiveStatus }
  | { phase: 'received'; rows: Transaction[]; live: LiveStatus }
  | { phase: 'failed'; message: string | null; live: LiveStatus };

export function useLastTransactions(filter: DashboardFilter): LastTransactions {
  const dispatch = useDispatch();
  const { answer, answers, status } = useLiveWatch('dashboard', filter);

  useEffect(() => {
    if (answers > 1) dispatch(portalApi.util.invalidateTags(['Transactions', 'Balances', 'LimitUsage']));
  }, [answers, dispatch]);

  if (answer !== undefined) {
    const result = answer as ApiResult & { data?: Transaction[] };
    if (result.resultCode === 0) return { phase: 'received', rows: result.data ?? [], live: status };
    return { phase: 'failed', message: result.resultDescription || null, live: status };
  }
  // Stopped before any answer: the screen words it (the channel's own reasons are not for people).
  if (status === 'stopped') return { phase: 'failed', message: null, live: status };
  return { phase: 'loading', live: status };
}
