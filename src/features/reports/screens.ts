// The reports feature's screens, kept out of any index so that the app loads them as a lazy
// chunk (see src/app/router/lazyScreens.ts).
import type { PrefetchDispatch } from '../../shared/api';
import { agentReadsApi } from '../../shared/api/agent-reads';
export { ReportScreen, type ReportScreenProps } from './components/ReportScreen';

/** The report's first call (the settings: months searched, export limit), started by the app
 * while the screen's code is still arriving. */
export function prefetchReports(dispatch: PrefetchDispatch): void {
  dispatch(agentReadsApi.util.prefetch('getSettings', undefined, {}));
}
