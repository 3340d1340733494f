// RTK Query endpoints of the shell's data on the shared client: agent user info (limit usage,
// balance visibility), the owed balances, the engine status, the settings, and the keep-alive
// that tells the server the signed-in user is still at work. The usage and the balances carry
// the cross-feature tags 'LimitUsage' and 'Balances': a sale, refund, redemption or limit change
// elsewhere invalidates them and the top bar reloads.
import { answerOf, noAnswer, portalApi } from '../../shared/api';
import type { AgentUserInfo, OwedBalance, ShellSettings } from './types';

/** The engine is healthy when the status call answers this value. */
export const ENGINE_ALIVE = 'ALIVE';

export const shellDataApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getAgentUserInfo: build.query<AgentUserInfo, void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/agent-user-info')),
      transformResponse: answerOf('getAgentUserInfo', (answer) => ({
        limitItems: answer.limitItems ?? [],
        limitAlertPercent: answer.limitAlertPercent,
        hideAccumulatedBalance: answer.hideAccumulatedBalance,
        agentType: answer.agentType,
      })),
      providesTags: ['LimitUsage'],
    }),
    getOwedBalances: build.query<OwedBalance[], void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/owed-balances')),
      transformResponse: answerOf('getOwedBalances', (answer) => answer.data ?? []),
      providesTags: ['Balances'],
    }),
    getEngineStatus: build.query<string, void>({
      query: () => (client) => client.call(client.client.GET('/api/status')),
      transformResponse: answerOf('getStatus', (answer) => answer.status ?? ''),
    }),
    /** Any signed-in call renews the session's idle clock on the server; this one is cheap. */
    keepSessionAlive: build.mutation<void, void>({
      query: () => (client) => client.call(client.client.GET('/api/me')),
      transformResponse: noAnswer,
    }),
    getShellSettings: build.query<ShellSettings, void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/settings')),
      transformResponse: answerOf('getSettings', (answer) => ({
        idleTimeoutSeconds: answer.idleTimeoutSeconds,
        idleCountdownSeconds: answer.idleCountdownSeconds,
      })),
    }),
  }),
});

export const {
  useGetAgentUserInfoQuery,
  useGetOwedBalancesQuery,
  useGetEngineStatusQuery,
  useGetShellSettingsQuery,
  useKeepSessionAliveMutation,
} = shellDataApi;
