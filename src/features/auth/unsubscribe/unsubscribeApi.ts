// The endpoint of the unsubscribe page (no session): stops the scheduled report a mail's link
// names (POST /api/v1/report-schedule-unsubscribe, the signed token in the body). Apart from
// api.ts, so that the sign-in page's chunk does not carry it.
import { answerOf, portalApi } from '../../../shared/api';

export const unsubscribeApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** Answers the server's words. */
    unsubscribeReportSchedule: build.mutation<string, string>({
      query: (token) => (client) => client.call(client.client.POST('/api/v1/report-schedule-unsubscribe', { body: { token } })),
      transformResponse: answerOf('unsubscribeReportSchedule', (answer) => answer.resultDescription),
    }),
  }),
});

export const { useUnsubscribeReportScheduleMutation } = unsubscribeApi;
