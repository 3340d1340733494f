// RTK Query endpoints of the Performance Report (spec 2, portal management): a year's tables per
// currency, with or without the sub-agents, and the same as a spreadsheet (base64).
import { answerOf, portalApi, type ApiSchema, type RequestBody } from '../../shared/api';

export type PerformanceReport = ApiSchema<'PerformanceReport'>;
export type PerformanceExport = RequestBody<'exportMerchantPerformance'>;

export const performanceApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getPerformanceReport: build.query<PerformanceReport[], { year: number; includeSubAgents: boolean }>({
      query: (query) => (client) => client.call(client.client.GET('/api/v1/merchant-performance-report', { params: { query } })),
      transformResponse: answerOf('getMerchantPerformanceReport', (answer) => answer.data),
      providesTags: ['Transactions'],
    }),
    exportPerformanceReport: build.mutation<string, PerformanceExport>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/export-merchant-performance', { body })),
      transformResponse: answerOf('exportMerchantPerformance', (answer) => answer.file),
    }),
  }),
});

export const { useGetPerformanceReportQuery, useExportPerformanceReportMutation } = performanceApi;
