// The public face of the shell data feature: the endpoints of agent info, owed balances,
// engine status and settings, and the rules the shell applies to them.
export {
  ENGINE_ALIVE,
  shellDataApi,
  useGetAgentUserInfoQuery,
  useGetOwedBalancesQuery,
  useGetEngineStatusQuery,
  useGetShellSettingsQuery,
  useKeepSessionAliveMutation,
} from './api';
export { codesOverAlert, highestBalance, limitUsageViews, type LimitUsageView } from './selectors';
export type { AgentUserInfo, LimitUsage, OwedBalance, ShellSettings } from './types';
