// The company tree's limit usage map (GET limit-usage-map): each agent's highest limit usage in
// percent, by code (agents without limits left out). Kept out of api.ts, which the app loads at
// start-up with the sign-in page (index.ts): this loads with the company screen.
import { answerOf, portalApi } from '../../shared/api';

export const limitUsageApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getLimitUsageMap: build.query<Readonly<Record<string, number>>, void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/limit-usage-map')),
      transformResponse: answerOf('getLimitUsageMap', (answer) => Object.fromEntries(answer.data.map((a) => [a.agentCode, a.highestUsagePercent]))),
      providesTags: ['LimitUsage'],
    }),
  }),
});

export const { useGetLimitUsageMapQuery } = limitUsageApi;
