// Reads of the signed-in agent that several parts of the portal share: the server's settings
// (the idle watch, the dashboards' search range, the reports' export limits) and the owed
// balances (the top bar, the payout dashboard). Injected into the portal's one api; the
// balances carry the cross-feature tag 'Balances', so a sale or a redemption reloads them.
import { answerOf, portalApi } from './portal-api';
import type { ApiSchema } from './contract-types';

export type Settings = ApiSchema<'Settings'>;
export type OwedBalance = ApiSchema<'OwedBalance'>;

export const agentReadsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings, void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/settings')),
      transformResponse: answerOf('getSettings', ({ resultCode: _code, resultDescription: _text, ...settings }) => settings),
    }),
    getOwedBalances: build.query<OwedBalance[], void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/owed-balances')),
      transformResponse: answerOf('getOwedBalances', (answer) => answer.data ?? []),
      providesTags: ['Balances'],
    }),
  }),
});

export const { useGetSettingsQuery, useGetOwedBalancesQuery } = agentReadsApi;

/** The balances, largest first (ties keep the server's order). */
export function balancesLargestFirst<T extends { balance: number }>(balances: readonly T[]): T[] {
  return [...balances].sort((a, b) => Number(b.balance) - Number(a.balance));
}

/** With several currencies, the owed balance with the highest balance; none for an empty list. */
export function highestBalance<T extends { balance: number }>(balances: readonly T[]): T | undefined {
  return balancesLargestFirst(balances)[0];
}
