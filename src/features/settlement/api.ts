// RTK Query endpoints of the Weekly Transaction Summary (spec 2, Settlement earnings): a page of
// the agent's weekly earnings files, searched by name and sorted by date (ascending by default),
// and the download of one (saved by the browser under its name).
import { answerOf, portalApi, savedFile, savedFileName, type ApiSchema, type RequestQuery } from '../../shared/api';

export type SettlementFile = ApiSchema<'SettlementReportRow'>;
export type SettlementQuery = RequestQuery<'getSettlementEarningsReports'>;

export interface SettlementPage {
  files: SettlementFile[];
  totalRecord: number;
}

export const settlementApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    listSettlementFiles: build.query<SettlementPage, SettlementQuery>({
      query: (query) => (client) => client.call(client.client.GET('/api/v1/settlement-earnings-reports', { params: { query } })),
      transformResponse: answerOf('getSettlementEarningsReports', (answer) => ({ files: answer.data, totalRecord: answer.totalRecord ?? answer.data.length })),
    }),
    /** Saves the file of the name; answers the saved name. */
    downloadSettlementFile: build.mutation<string, string>({
      query: (fileName) => (client) =>
        savedFile(client.download(client.client.GET('/api/v1/download-settlement-earnings-report', { params: { query: { fileName } }, parseAs: 'blob' })), fileName),
      transformResponse: savedFileName,
    }),
  }),
});

export const { useListSettlementFilesQuery, useDownloadSettlementFileMutation } = settlementApi;
