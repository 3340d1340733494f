// RTK Query endpoints of Resources and Contact Us (spec 3): a page of the active documents of a
// portal page that reach the user's agent (the server applies the audience; FILE documents are
// named by `content`), and a message to support with its attachments (multipart).
import { answerOf, noAnswer, portalApi, toFormData, type ApiSchema, type RequestBody } from '../../shared/api';

export type PortalDocument = ApiSchema<'Notice'>;
export type ContactUsRequest = RequestBody<'contactUs'>;

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
    contactUs: build.mutation<void, ContactUsRequest>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/contact-us', { body, bodySerializer: toFormData })),
      transformResponse: noAnswer,
    }),
  }),
});

export const { useListPageDocumentsQuery, useContactUsMutation } = documentsApi;
