// The reference lists every address form offers (the agent dialog, My Profile): countries, and
// the states of one country. Injected into the portal's one api; kept for the store's life,
// since they change with a deployment, not during a session.
import { answerOf, portalApi } from './portal-api';
import type { ApiSchema } from './contract-types';

export type CodeName = ApiSchema<'CodeName'>;

export const referenceListsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getCountryList: build.query<CodeName[], void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/country-list')),
      transformResponse: answerOf('getCountryList', (answer) => answer.data),
    }),
    getStateList: build.query<CodeName[], string>({
      query: (countryCode) => (client) =>
        client.call(client.client.GET('/api/v1/state-list', { params: { query: { countryCode } } })),
      transformResponse: answerOf('getStateList', (answer) => answer.data),
    }),
  }),
});

export const { useGetCountryListQuery, useGetStateListQuery } = referenceListsApi;
