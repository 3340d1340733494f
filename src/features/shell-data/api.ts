// RTK Query endpoints of the shell's data on the shared client: agent user info (limit usage,
// balance visibility), the owed balances, the engine status, the settings, and the keep-alive
// that tells the server the signed-in user is still at work.
import { createApi } from '@reduxjs/toolkit/query/react';
import { clientBaseQuery } from '../../shared/api';
import type { AgentUserInfo, OwedBalance, ShellSettings } from './types';

/** The engine is healthy when the status call answers this value. */
export const ENGINE_ALIVE = 'ALIVE';

export const shellDataApi = createApi({
  reducerPath: 'shellDataApi',
  baseQuery: clientBaseQuery,
  endpoints: (build) => ({
    getAgentUserInfo: build.query<AgentUserInfo, void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/agent-user-info')),
      transformResponse: (answer: AgentUserInfo) => ({
        limitItems: answer.limitItems ?? [],
        limitAlertPercent: answer.limitAlertPercent,
        hideAccumulatedBalance: answer.hideAccumulatedBalance,
        agentType: answer.agentType,
      }),
    }),
    getOwedBalances: build.query<OwedBalance[], void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/owed-balances')),
      transformResponse: (answer: { data?: OwedBalance[] }) => answer.data ?? [],
    }),
    getEngineStatus: build.query<string, void>({
      query: () => (client) => client.call(client.client.GET('/api/status')),
      transformResponse: (answer: { status?: string }) => answer.status ?? '',
    }),
    /** Any signed-in call renews the session's idle clock on the server; this one is cheap. */
    keepSessionAlive: build.mutation<void, void>({
      query: () => (client) => client.call(client.client.GET('/api/me')),
      transformResponse: () => undefined,
    }),
    getShellSettings: build.query<ShellSettings, void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/settings')),
      transformResponse: (answer: ShellSettings) => ({
        idleTimeoutSeconds: answer.idleTimeoutSeconds,
        idleCountdownSeconds: answer.idleCountdownSeconds,
      }),
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
