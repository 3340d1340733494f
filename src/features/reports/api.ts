// RTK Query endpoints of Transaction Reports (spec 2): the refund of a sale, the report by email,
// its progress and the download of its kept file, the saved views and scheduled reports (our additions). A refund changes balances, limit usage
// and the day's figures, so it invalidates what shows them. The report itself, its exports and
// print travel over the live channel (useReport, useReportFiles).
import { answerOf, noAnswer, portalApi, savedFile, savedFileName, type ApiSchema, type RequestBody } from '../../shared/api';

export type RefundRequest = RequestBody<'refundTransaction'>;
export type SendReportRequest = RequestBody<'sendReportToEmail'>;
export type ReportEmailExport = ApiSchema<'ReportEmailExport'>;
export type ReportView = ApiSchema<'ReportView'>;
export type SaveReportViewRequest = RequestBody<'saveReportView'>;
export type ReportSchedule = ApiSchema<'ReportSchedule'>;
export type CreateReportScheduleRequest = RequestBody<'createReportSchedule'>;
export type UpdateReportScheduleRequest = RequestBody<'updateReportSchedule'>;

export const reportsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    refundTransaction: build.mutation<string, RefundRequest>({
      query: (body) => (client) => client.call(client.client.PUT('/api/v1/refund-transaction', { body })),
      transformResponse: answerOf('refundTransaction', (answer) => answer.resultDescription),
      invalidatesTags: (_result, error) => (error ? [] : ['Transactions', 'Balances', 'LimitUsage']),
    }),
    sendReportToEmail: build.mutation<number, SendReportRequest>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/send-report-to-email', { body })),
      transformResponse: answerOf('sendReportToEmail', (answer) => answer.exportId),
      invalidatesTags: (_result, error) => (error ? [] : ['ReportExports']),
    }),
    listReportEmailExports: build.query<ReportEmailExport[], void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/report-email-exports')),
      transformResponse: answerOf('listReportEmailExports', (answer) => answer.data),
      providesTags: ['ReportExports'],
    }),
    /** Saves the kept file of a report by email (one too large to mail); answers the saved name. */
    downloadReportEmailExport: build.mutation<string, number>({
      query: (exportId) => (client) =>
        savedFile(
          client.download(client.client.GET('/api/v1/report-email-exports/{exportId}/file', { params: { path: { exportId } }, parseAs: 'blob' })),
          `Transaction_Report_${exportId}.zip`,
        ),
      transformResponse: savedFileName,
    }),
    listReportViews: build.query<ReportView[], void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/report-views')),
      transformResponse: answerOf('listReportViews', (answer) => answer.data),
      providesTags: ['ReportViews'],
    }),
    saveReportView: build.mutation<ReportView, SaveReportViewRequest>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/report-views', { body })),
      transformResponse: answerOf('saveReportView', ({ resultCode: _code, resultDescription: _text, ...view }) => view),
      invalidatesTags: (_result, error) => (error ? [] : ['ReportViews']),
    }),
    deleteReportView: build.mutation<void, number>({
      query: (viewId) => (client) => client.call(client.client.DELETE('/api/v1/report-views/{viewId}', { params: { path: { viewId } } })),
      transformResponse: noAnswer,
      invalidatesTags: (_result, error) => (error ? [] : ['ReportViews']),
    }),
    listReportSchedules: build.query<ReportSchedule[], void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/report-schedules')),
      transformResponse: answerOf('listReportSchedules', (answer) => answer.data),
      providesTags: ['ReportSchedules'],
    }),
    createReportSchedule: build.mutation<ReportSchedule, CreateReportScheduleRequest>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/report-schedules', { body })),
      transformResponse: answerOf('createReportSchedule', ({ resultCode: _code, resultDescription: _text, ...schedule }) => schedule),
      invalidatesTags: (_result, error) => (error ? [] : ['ReportSchedules']),
    }),
    updateReportSchedule: build.mutation<ReportSchedule, { scheduleId: number; body: UpdateReportScheduleRequest }>({
      query: ({ scheduleId, body }) => (client) =>
        client.call(client.client.PUT('/api/v1/report-schedules/{scheduleId}', { params: { path: { scheduleId } }, body })),
      transformResponse: answerOf('updateReportSchedule', ({ resultCode: _code, resultDescription: _text, ...schedule }) => schedule),
      invalidatesTags: (_result, error) => (error ? [] : ['ReportSchedules']),
    }),
    deleteReportSchedule: build.mutation<void, number>({
      query: (scheduleId) => (client) => client.call(client.client.DELETE('/api/v1/report-schedules/{scheduleId}', { params: { path: { scheduleId } } })),
      transformResponse: noAnswer,
      invalidatesTags: (_result, error) => (error ? [] : ['ReportSchedules']),
    }),
  }),
});

export const {
  useRefundTransactionMutation,
  useSendReportToEmailMutation,
  useListReportEmailExportsQuery,
  useDownloadReportEmailExportMutation,
  useListReportViewsQuery,
  useSaveReportViewMutation,
  useDeleteReportViewMutation,
  useListReportSchedulesQuery,
  useCreateReportScheduleMutation,
  useUpdateReportScheduleMutation,
  useDeleteReportScheduleMutation,
} = reportsApi;
