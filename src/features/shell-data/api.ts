// RTK Query endpoints of the shell's data on the shared client: agent user info (limit usage,
// balance visibility), the engine status, and the keep-alive that tells the server the
// signed-in user is still at work. The usage carries the cross-feature tag 'LimitUsage': a sale,
// refund, redemption or limit change elsewhere invalidates it and the top bar reloads. The owed
// balances and the settings are shared reads (src/shared/api/agent-reads.ts).
import { answerOf, noAnswer, portalApi } from '../../shared/api';
import type { AgentUserInfo } from './types';

/** The engine is healthy when the status call answers this value. */
export const ENGINE_ALIVE = 'ALIVE';

export const shellDataApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getAgentUserInfo: build.query<AgentUserInfo, void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/agent-user-info')),
      transformResponse: answerOf('getAgentUserInfo', (answer) => ({
        limitItems: (answer.limitItems ?? []).map((item) => ({
          targetCode: item.targetCode, currentValue: item.currentValue, limitValue: item.limitValue, crossedThresholds: item.crossedThresholds ?? [],
        })),
        limitAlertPercent: answer.limitAlertPercent,
        hideAccumulatedBalance: answer.hideAccumulatedBalance,
        agentType: answer.agentType,
      })),
      providesTags: ['LimitUsage'],
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
  }),
});

export const {
  useGetAgentUserInfoQuery,
  useGetEngineStatusQuery,
  useKeepSessionAliveMutation,
} = shellDataApi;
