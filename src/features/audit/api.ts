// RTK Query endpoints of the audit trail (#37): a page of events (newest first, the next page by
// the previous answer's cursor) and the CSV export of every event of the same filters, a download
// saved by the browser.
import { answerOf, portalApi, savedFile, savedFileName, type ApiSchema, type RequestQuery } from '../../shared/api';

export type AuditEvent = ApiSchema<'AuditEvent'>;
export type AuditCategory = ApiSchema<'AuditCategory'>;
export type AuditQuery = RequestQuery<'listAuditEvents'>;
export type AuditExportQuery = RequestQuery<'exportAuditEvents'>;

export interface AuditPage {
  events: AuditEvent[];
  nextCursor: string | null;
}

export const auditApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    listAuditEvents: build.query<AuditPage, AuditQuery>({
      query: (query) => (client) => client.call(client.client.GET('/api/v1/audit-events', { params: { query } })),
      transformResponse: answerOf('listAuditEvents', (answer) => ({ events: answer.data, nextCursor: answer.nextCursor })),
    }),
    /** Saves the CSV of every event of the filters; answers the saved name. */
    exportAuditEvents: build.mutation<string, AuditExportQuery>({
      query: (query) => (client) =>
        savedFile(client.download(client.client.GET('/api/v1/audit-events/export', { params: { query }, parseAs: 'blob' })), 'AuditTrail.csv'),
      transformResponse: savedFileName,
    }),
  }),
});

export const { useListAuditEventsQuery, useExportAuditEventsMutation } = auditApi;
