// The last ten transactions of a dashboard over the live channel (spec 2 section 7, kind
// dashboard, useLiveTransactions): asked once, then kept up to date by the server's pushes. Each
// push also reloads what a new transaction changes elsewhere (the charts, the top bar's balances
// and usage).
import type { ApiResult } from '../../shared/api';
import type { LiveStatus } from '../../shared/live/live-channel';
import { useLiveTransactions, type DashboardFilter } from '../../shared/live/useLiveTransactions';
import type { Transaction } from '../../shared/transactions/transactionColumns';

/** What a new transaction changes elsewhere: the charts, the top bar's balances and usage. */
const RELOADED_BY_A_SALE = ['Transactions', 'Balances', 'LimitUsage'] as const;

export type LastTransactions =
  | { phase: 'loading'; live: LiveStatus }
  | { phase: 'received'; rows: Transaction[]; live: LiveStatus }
  | { phase: 'failed'; message: string | null; live: LiveStatus };

export function useLastTransactions(filter: DashboardFilter): LastTransactions {
  const { answer, status } = useLiveTransactions(filter, RELOADED_BY_A_SALE);

  if (answer !== undefined) {
    const result = answer as ApiResult & { data?: Transaction[] };
    if (result.resultCode === 0) return { phase: 'received', rows: result.data ?? [], live: status };
    return { phase: 'failed', message: result.resultDescription || null, live: status };
  }
  // Stopped before any answer: the screen words it (the channel's own reasons are not for people).
  if (status === 'stopped') return { phase: 'failed', message: null, live: status };
  return { phase: 'loading', live: status };
}
