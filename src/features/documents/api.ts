// RTK Query endpoint of Resources (spec 3): a page of the active documents of a portal page that
// reach the user's agent (the server applies the audience), FILE documents named by `content`.
import { answerOf, portalApi, type ApiSchema } from '../../shared/api';

export type PortalDocument = ApiSchema<'Notice'>;

export interface DocumentPage {
  documents: PortalDocument[];
  totalRecord: number;
}

export const documentsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    listPageDocuments: build.query<DocumentPage, { page: string; pageIndex: number; pageSize: number }>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/get-documents', { body })),
      transformResponse: answerOf('getDocuments', (answer) => ({ documents: answer.data, totalRecord: answer.totalRecord ?? answer.data.length })),
      providesTags: ['Documents'],
    }),
  }),
});

export const { useListPageDocumentsQuery } = documentsApi;
