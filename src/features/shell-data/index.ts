// The public face of the shell data feature: the endpoints of agent info and engine status, and
// the rules the shell applies to them.
export {
  ENGINE_ALIVE,
  shellDataApi,
  useGetAgentUserInfoQuery,
  useGetEngineStatusQuery,
  useKeepSessionAliveMutation,
} from './api';
export { codesOverAlert, limitUsageViews, type LimitUsageView } from './selectors';
export type { AgentUserInfo, LimitUsage } from './types';
