// RTK Query endpoints of the Performance Report (spec 2, portal management): a year's tables per
// currency, with or without the sub-agents, and the same as a spreadsheet (answered in base64,
// saved by the browser under the name the screen gives).
import {
  answerOf,
  blobFromBase64,
  portalApi,
  savedFile,
  savedFileName,
  type ApiResult,
  type ApiSchema,
  type DownloadOutcome,
  type RequestBody,
  type SuccessBody,
} from '../../shared/api';

export type PerformanceReport = ApiSchema<'PerformanceReport'>;
export type PerformanceExport = RequestBody<'exportMerchantPerformance'> & { fileName: string };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The spreadsheet of an export's answer, as a download. */
const spreadsheetOf = (answer: SuccessBody<'exportMerchantPerformance'> | ApiResult): DownloadOutcome =>
  answer.resultCode === 0 && 'file' in answer
    ? { ok: true, blob: blobFromBase64(answer.file, XLSX), fileName: null }
    : { ok: false, result: answer };

export const performanceApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getPerformanceReport: build.query<PerformanceReport[], { year: number; includeSubAgents: boolean }>({
      query: (query) => (client) => client.call(client.client.GET('/api/v1/merchant-performance-report', { params: { query } })),
      transformResponse: answerOf('getMerchantPerformanceReport', (answer) => answer.data),
      providesTags: ['Transactions'],
    }),
    /** Saves the spreadsheet as `fileName`; answers the saved name. */
    exportPerformanceReport: build.mutation<string, PerformanceExport>({
      query: ({ fileName, ...body }) => (client) =>
        savedFile(client.call(client.client.POST('/api/v1/export-merchant-performance', { body })).then(spreadsheetOf), fileName),
      transformResponse: savedFileName,
    }),
  }),
});

export const { useGetPerformanceReportQuery, useExportPerformanceReportMutation } = performanceApi;
