// RTK Query endpoints of the company details screen: structure, agent details, the time zone list (countries and states are shared: src/shared/api/reference-lists.ts),
// agent add and edit, and the screen's notices, all on the shared client.
import { answerOf, portalApi } from '../../shared/api';
import type { AgentInfo, AgentSave, CompanyNode, Notice, Timezone } from './types';

/** At most 4 active notices (spec 1 section 9). */
export const NOTICE_LIMIT = 4;

export const companyApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanyStructure: build.query<CompanyNode, void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/company-structure')),
      transformResponse: answerOf('getCompanyStructure', (answer) => answer.data),
      providesTags: ['CompanyStructure'],
    }),
    getAgentInfo: build.query<AgentInfo, string>({
      query: (agentCode) => (client) =>
        client.call(client.client.GET('/api/v1/agent-info', { params: { query: { agentCode } } })),
      transformResponse: answerOf('getAgentInfo', (answer) => answer),
    }),
    getTimezoneList: build.query<Timezone[], void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/timezone-list')),
      transformResponse: answerOf('getTimezoneList', (answer) => answer.data),
    }),
    createAgent: build.mutation<string, AgentSave>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/agent', { body })),
      transformResponse: answerOf('createAgent', (answer) => answer.resultDescription),
      invalidatesTags: ['CompanyStructure'],
    }),
    updateAgent: build.mutation<string, AgentSave>({
      query: (body) => (client) => client.call(client.client.PUT('/api/v1/agent', { body })),
      transformResponse: answerOf('updateAgent', (answer) => answer.resultDescription),
      // The modal reloads the agent itself before it returns to view mode.
      invalidatesTags: (_result, error) => (error ? [] : ['CompanyStructure']),
    }),
    getNotices: build.query<Notice[], void>({
      query: () => (client) =>
        client.call(
          client.client.POST('/api/v1/get-documents', {
            body: { page: 'company-details', pageIndex: 1, pageSize: NOTICE_LIMIT },
          }),
        ),
      transformResponse: answerOf('getDocuments', (answer) => answer.data.slice(0, NOTICE_LIMIT)),
    }),
  }),
});

export const {
  useGetCompanyStructureQuery,
  useGetAgentInfoQuery,
  useGetTimezoneListQuery,
  useCreateAgentMutation,
  useUpdateAgentMutation,
  useGetNoticesQuery,
} = companyApi;
