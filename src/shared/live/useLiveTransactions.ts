// The live channel's dashboard kind (spec 2 section 7), the one hook that asks it: a standing
// request for the transactions of a filter, kept up to date by the server's pushes (transactions
// the user sees were committed, on any instance). Each push, not the first answer, reloads the
// given tags, so the figures a sale moves elsewhere follow. The dashboards' last transactions
// and the screens whose figures move with every sale (useReloadOnSales) watch through it.
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { portalApi, type ApiSchema, type PortalTag } from '../api';
import { useLiveWatch, type LiveWatchState } from './LiveChannelContext';

export type DashboardFilter = ApiSchema<'DashboardFilter'>;

export function useLiveTransactions(filter: DashboardFilter, reloads: readonly PortalTag[]): LiveWatchState {
  const dispatch = useDispatch();
  const watch = useLiveWatch('dashboard', filter);
  const key = reloads.join();
  useEffect(() => {
    if (watch.answers > 1) dispatch(portalApi.util.invalidateTags(key.split(',') as PortalTag[]));
  }, [watch.answers, dispatch, key]);
  return watch;
}
