// A page of the transaction report over the live channel (spec 2 section 7, kind report): asked
// whenever the filter, the page, its size or the order change, and again on rerun() (after a
// refund). The next or previous page of one already read is asked after that page's last row
// (afterRefId, a keyset read that costs the same at any depth); a page jumped to is asked by
// number. While a page loads the last one stays on screen.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult, ApiSchema } from '../../shared/api';
import { useLiveChannel } from '../../shared/live/LiveChannelContext';
import { LiveChannelError } from '../../shared/live/live-channel';
import type { ReportFilter } from './reportForm';

export type ReportResult = ApiSchema<'ReportResult'>;

export interface ReportPaging {
  pageIndex: number;
  pageSize: number;
  orderType: 'ASC' | 'DESC';
}

export type ReportState =
  | { phase: 'idle' }
  | { phase: 'loading'; previous: ReportResult | null }
  | { phase: 'received'; result: ReportResult }
  /** message: the server's refusal; null when the channel failed (the screen words it). */
  | { phase: 'failed'; message: string | null; details?: Record<string, unknown> };

/** The refIds each page starts after, for one filter, size and order. */
interface Cursors {
  key: string;
  after: Map<number, string>;
}

type Outcome = Exclude<ReportState, { phase: 'idle' } | { phase: 'loading' }>;

export function useReport(filter: ReportFilter | null, paging: ReportPaging): { state: ReportState; rerun: () => void } {
  const live = useLiveChannel();
  const [runs, setRuns] = useState(0);
  const [answered, setAnswered] = useState<{ key: string; outcome: Outcome } | null>(null);
  const [lastResult, setLastResult] = useState<ReportResult | null>(null);
  const cursors = useRef<Cursors>({ key: '', after: new Map() });
  const filterKey = JSON.stringify([filter, paging.pageSize, paging.orderType]);
  const requestKey = filter && live ? JSON.stringify([filterKey, paging.pageIndex, runs]) : null;

  useEffect(() => {
    if (!filter || !live || !requestKey) return undefined;
    if (cursors.current.key !== filterKey) cursors.current = { key: filterKey, after: new Map() };
    const afterRefId = cursors.current.after.get(paging.pageIndex);
    let current = true;
    const settle = (outcome: Outcome) => {
      if (!current) return;
      setAnswered({ key: requestKey, outcome });
      if (outcome.phase === 'received') setLastResult(outcome.result);
    };
    live
      .request('report', {
        ...filter,
        pageIndex: paging.pageIndex,
        pageSize: paging.pageSize,
        orderType: paging.orderType,
        ...(afterRefId && paging.pageIndex > 1 ? { afterRefId } : {}),
      })
      .then((answer) => {
        const result = answer as ReportResult & ApiResult;
        if (result.resultCode !== 0) {
          const { resultCode: _code, resultDescription, ...details } = result;
          settle({ phase: 'failed', message: resultDescription || null, details });
          return;
        }
        const last = result.data?.at(-1);
        if (last && current) cursors.current.after.set(paging.pageIndex + 1, last.refId);
        settle({ phase: 'received', result });
      })
      .catch((error: unknown) => {
        // An ended session signs the user out; there is nothing to show.
        if (!(error instanceof LiveChannelError && error.failure === 'session')) settle({ phase: 'failed', message: null });
      });
    return () => {
      current = false;
    };
    // requestKey stands for the filter, the page, its size, the order and the reruns.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live, requestKey]);

  const rerun = useCallback(() => setRuns((n) => n + 1), []);
  const state: ReportState = !requestKey
    ? { phase: 'idle' }
    : answered?.key === requestKey
      ? answered.outcome
      : { phase: 'loading', previous: lastResult };
  return { state, rerun };
}
