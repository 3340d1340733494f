// The dashboard feature's screens, kept out of any index so that the app loads them as a lazy
// chunk (see src/app/router/lazyScreens.ts).
import type { PrefetchDispatch } from '../../shared/api';
import { agentReadsApi } from '../../shared/api/agent-reads';
import { dashboardApi } from './api';
export { DashboardScreen } from './components/DashboardScreen';
export { PayoutDashboardScreen, type PayoutDashboardScreenProps } from './components/PayoutDashboardScreen';

/** The dashboard's first calls, started by the app while the screen's code is still arriving. */
export function prefetchDashboard(dispatch: PrefetchDispatch): void {
  dispatch(dashboardApi.util.prefetch('getDailyStats', undefined, {}));
  dispatch(dashboardApi.util.prefetch('getWeeklyStats', undefined, {}));
  dispatch(agentReadsApi.util.prefetch('getSettings', undefined, {}));
}
