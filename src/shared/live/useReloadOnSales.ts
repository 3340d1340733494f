// Figures that move with every sale (a limit's usage, balances) kept current on screens that are
// not dashboards: a standing request of the live channel's dashboard kind for the newest
// transaction of the user's scope, whose pushes (transactions the user sees were committed, on
// any instance) reload the given tags. Nothing is reloaded for the first answer.
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { portalApi, type PortalTag } from '../api';
import { useLiveWatch } from './LiveChannelContext';

/** The newest transaction of the user's scope with its sub-agents: the cheapest standing request. */
const NEWEST_IN_SCOPE = { pageSize: 1, pageIndex: 1, includeSubAgent: true, orderType: 'DESC' } as const;

export function useReloadOnSales(tags: readonly PortalTag[]): void {
  const dispatch = useDispatch();
  const { answers } = useLiveWatch('dashboard', NEWEST_IN_SCOPE);
  const key = tags.join();
  useEffect(() => {
    if (answers > 1) dispatch(portalApi.util.invalidateTags(key.split(',') as PortalTag[]));
  }, [answers, dispatch, key]);
}
