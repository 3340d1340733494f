// RTK Query endpoints of the company details screen: structure, agent details, reference lists,
// agent add and edit, and the screen's notices, all on the shared client.
import { createApi } from '@reduxjs/toolkit/query/react';
import { clientBaseQuery } from '../../shared/api';
import type { AgentInfo, AgentSave, CodeName, CompanyNode, Notice, Timezone } from './types';

/** At most 4 active notices (spec 1 section 9). */
export const NOTICE_LIMIT = 4;

export const companyApi = createApi({
  reducerPath: 'companyApi',
  baseQuery: clientBaseQuery,
  tagTypes: ['Structure'],
  endpoints: (build) => ({
    getCompanyStructure: build.query<CompanyNode, void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/company-structure')),
      transformResponse: (answer: { data: CompanyNode }) => answer.data,
      providesTags: ['Structure'],
    }),
    getAgentInfo: build.query<AgentInfo, string>({
      query: (agentCode) => (client) =>
        client.call(client.client.GET('/api/v1/agent-info', { params: { query: { agentCode } } })),
    }),
    getCountryList: build.query<CodeName[], void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/country-list')),
      transformResponse: (answer: { data: CodeName[] }) => answer.data,
    }),
    getStateList: build.query<CodeName[], string>({
      query: (countryCode) => (client) =>
        client.call(
          client.client.GET('/api/v1/state-list', { params: { query: { countryCode } } }),
        ),
      transformResponse: (answer: { data: CodeName[] }) => answer.data,
    }),
    getTimezoneList: build.query<Timezone[], void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/timezone-list')),
      transformResponse: (answer: { data: Timezone[] }) => answer.data,
    }),
    createAgent: build.mutation<string, AgentSave>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/agent', { body })),
      transformResponse: (answer: { resultDescription: string }) => answer.resultDescription,
      invalidatesTags: ['Structure'],
    }),
    updateAgent: build.mutation<string, AgentSave>({
      query: (body) => (client) => client.call(client.client.PUT('/api/v1/agent', { body })),
      transformResponse: (answer: { resultDescription: string }) => answer.resultDescription,
      // The modal reloads the agent itself before it returns to view mode.
      invalidatesTags: (_result, error) => (error ? [] : ['Structure']),
    }),
    getNotices: build.query<Notice[], void>({
      query: () => (client) =>
        client.call(
          client.client.POST('/api/v1/get-documents', {
            body: { page: 'company-details', pageIndex: 1, pageSize: NOTICE_LIMIT },
          }),
        ),
      transformResponse: (answer: { data: Notice[] }) => answer.data.slice(0, NOTICE_LIMIT),
    }),
  }),
});

export const {
  useGetCompanyStructureQuery,
  useGetAgentInfoQuery,
  useGetCountryListQuery,
  useGetStateListQuery,
  useGetTimezoneListQuery,
  useCreateAgentMutation,
  useUpdateAgentMutation,
  useGetNoticesQuery,
} = companyApi;
