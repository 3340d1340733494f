// The company feature's screens and forms, kept out of index.ts so that the app loads them as a
// lazy chunk (see src/app/router/lazyScreens.ts).
import type { PrefetchDispatch } from '../../shared/api';
import { companyApi } from './api';
export { CompanyDetailsScreen, type CompanyDetailsScreenProps } from './components/CompanyDetailsScreen';
export { AgentDetailsModal, type AgentDetailsModalProps } from './components/AgentDetailsModal';
export { agentSchema, normaliseAgentCode, AGENT_CODE_MAX } from './forms/agentSchema';
export { agentSaveBody, agentValues, newAgentValues, type AgentValues } from './forms/agentValues';

/** The company page's first calls, started by the app while the screen's code is still arriving. */
export function prefetchCompanyDetails(dispatch: PrefetchDispatch): void {
  dispatch(companyApi.util.prefetch('getCompanyStructure', undefined, {}));
  dispatch(companyApi.util.prefetch('getNotices', undefined, {}));
}
