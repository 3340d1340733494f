// RTK Query endpoints of Credit Limits (spec 3; issue #19): the templates with their agents'
// limits (one unpaged list: the screen searches, sorts and pages it), the targets a limit item may
// name, one template's details, the agents a template may be assigned to, one agent's limits with
// their change history, and the changes (create, edit, delete a template; an agent's own limits).
// Every change reloads the lists and the top bar's usage ('LimitUsage').
import { answerOf, portalApi, type ApiSchema, type PortalTag, type RequestBody } from '../../shared/api';

export type LimitTemplate = ApiSchema<'LimitTemplate'>;
export type LimitInfo = ApiSchema<'LimitInfo'>;
export type LimitItem = ApiSchema<'LimitItem'>;
export type AgentLimits = ApiSchema<'AgentLimits'>;
export type AgentLimitItem = ApiSchema<'AgentLimitItem'>;
export type LimitChange = ApiSchema<'LimitChange'>;
export type LimitTargetType = ApiSchema<'LimitTargetType'>;
export type LimitType = ApiSchema<'LimitType'>;
export type LimitPeriodId = ApiSchema<'LimitPeriodId'>;
export type TemplateStatus = ApiSchema<'TemplateStatus'>;
export type LimitTargets = ApiSchema<'LimitTargetData'>;
export type AgentRef = ApiSchema<'AgentRef'>;
export type LimitTemplateSave = RequestBody<'createLimitTemplate'>;
export type AgentLimitItemsEdit = RequestBody<'editAgentLimitItem'>;

export interface AgentLimitDetails {
  agentCode: string;
  agentName: string;
  limitItems: AgentLimitItem[];
  history: LimitChange[];
}

/** A change reloads the templates, the agents' limits and the top bar's usage. */
const CHANGED: PortalTag[] = ['CreditLimits', 'LimitUsage'];
const onSuccess = (_result: unknown, error: unknown) => (error ? [] : CHANGED);

export const creditLimitsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    listLimitTemplates: build.query<LimitTemplate[], void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/get-limit-template-list')),
      transformResponse: answerOf('getLimitTemplateList', (answer) => answer.data),
      providesTags: ['CreditLimits'],
    }),
    getLimitTargets: build.query<LimitTargets, void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/get-limit-target-data')),
      transformResponse: answerOf('getLimitTargetData', (answer) => ({ currencies: answer.currencies, products: answer.products })),
    }),
    getLimitTemplateDetails: build.query<{ limitInfo: LimitInfo; limitItems: LimitItem[] }, string>({
      query: (templateCode) => (client) =>
        client.call(client.client.GET('/api/v1/get-limit-template-details', { params: { query: { templateCode } } })),
      transformResponse: answerOf('getLimitTemplateDetails', (answer) => ({ limitInfo: answer.limitInfo, limitItems: answer.limitItems })),
      providesTags: ['CreditLimits'],
    }),
    getAssignableAgents: build.query<AgentRef[], void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/sub-division-and-agent')),
      transformResponse: answerOf('getSubDivisionAndAgent', (answer) => answer.data),
    }),
    getAgentLimitDetails: build.query<AgentLimitDetails, string>({
      query: (agentCode) => (client) =>
        client.call(client.client.GET('/api/v1/get-agent-limit-details', { params: { query: { agentCode } } })),
      transformResponse: answerOf('getAgentLimitDetails', ({ resultCode: _code, resultDescription: _text, ...details }) => details),
      providesTags: ['CreditLimits'],
    }),
    createLimitTemplate: build.mutation<string, LimitTemplateSave>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/create-limit-template', { body })),
      transformResponse: answerOf('createLimitTemplate', (answer) => answer.resultDescription),
      invalidatesTags: onSuccess,
    }),
    editLimitTemplate: build.mutation<string, LimitTemplateSave>({
      query: (body) => (client) => client.call(client.client.PUT('/api/v1/edit-limit-template', { body })),
      transformResponse: answerOf('editLimitTemplate', (answer) => answer.resultDescription),
      invalidatesTags: onSuccess,
    }),
    deleteLimitTemplate: build.mutation<string, string>({
      query: (templateCode) => (client) =>
        client.call(client.client.DELETE('/api/v1/delete-limit-template', { params: { query: { templateCode } } })),
      transformResponse: answerOf('deleteLimitTemplate', (answer) => answer.resultDescription),
      invalidatesTags: onSuccess,
    }),
    editAgentLimits: build.mutation<string, AgentLimitItemsEdit>({
      query: (body) => (client) => client.call(client.client.PUT('/api/v1/edit-agent-limit-item', { body })),
      transformResponse: answerOf('editAgentLimitItem', (answer) => answer.resultDescription),
      invalidatesTags: onSuccess,
    }),
  }),
});

export const {
  useListLimitTemplatesQuery,
  useGetLimitTargetsQuery,
  useGetLimitTemplateDetailsQuery,
  useLazyGetLimitTemplateDetailsQuery,
  useGetAssignableAgentsQuery,
  useGetAgentLimitDetailsQuery,
  useCreateLimitTemplateMutation,
  useEditLimitTemplateMutation,
  useDeleteLimitTemplateMutation,
  useEditAgentLimitsMutation,
} = creditLimitsApi;
