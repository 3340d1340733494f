// RTK Query endpoints of Transaction Reports (spec 2): the refund of a sale. A refund changes
// balances, limit usage and the day's figures, so it invalidates what shows them. The report
// itself, its exports and print travel over the live channel (useReport, useReportFiles).
import { answerOf, portalApi, type RequestBody } from '../../shared/api';

export type RefundRequest = RequestBody<'refundTransaction'>;

export const reportsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    refundTransaction: build.mutation<string, RefundRequest>({
      query: (body) => (client) => client.call(client.client.PUT('/api/v1/refund-transaction', { body })),
      transformResponse: answerOf('refundTransaction', (answer) => answer.resultDescription),
      invalidatesTags: (_result, error) => (error ? [] : ['Transactions', 'Balances', 'LimitUsage']),
    }),
  }),
});

export const { useRefundTransactionMutation } = reportsApi;
