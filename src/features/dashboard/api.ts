// RTK Query endpoints of the dashboards (spec 2, Dashboard and Payout dashboard): today's totals
// per currency, the week's counts, and the payout week. They carry the tag 'Transactions', so a
// pushed transaction (useLastTransactions) reloads the charts with the table.
import { answerOf, portalApi, type ApiSchema } from '../../shared/api';

export type DailyStat = ApiSchema<'DailyStat'>;
export type WeeklyStat = ApiSchema<'WeeklyStat'>;
export type PayoutWeeklyStats = ApiSchema<'PayoutWeeklyStats'>;

export const dashboardApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getDailyStats: build.query<DailyStat[], void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/daily-stats')),
      transformResponse: answerOf('getDailyStats', (answer) => answer.data),
      providesTags: ['Transactions'],
    }),
    getWeeklyStats: build.query<WeeklyStat[], void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/weekly-stats')),
      transformResponse: answerOf('getWeeklyStats', (answer) => answer.data),
      providesTags: ['Transactions'],
    }),
    getPayoutWeeklyStats: build.query<PayoutWeeklyStats, void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/payout-transaction-weekly-stats')),
      transformResponse: answerOf('getPayoutTransactionWeeklyStats', (answer) => ({
        transactionStats: answer.transactionStats,
        totalSuccessValues: answer.totalSuccessValues,
      })),
      providesTags: ['Transactions'],
    }),
  }),
});

export const { useGetDailyStatsQuery, useGetWeeklyStatsQuery, useGetPayoutWeeklyStatsQuery } = dashboardApi;
