// RTK Query endpoints of Resources, Contact Us and Resource Management (spec 3): a page of the
// active documents of a portal page that reach the user's agent (the server applies the audience;
// FILE documents are named by `content`), a message to support with its attachments (multipart),
// and the administrators' list, create and update of documents (multipart, the file a part).
import { answerOf, noAnswer, portalApi, toFormData, type ApiSchema, type RequestBody } from '../../shared/api';

export type PortalDocument = ApiSchema<'Notice'>;
export type ContactUsRequest = RequestBody<'contactUs'>;
export type ManagedDocument = ApiSchema<'ResourceDocument'>;
export type ManagedDocumentQuery = RequestBody<'getResourceManagement'>;
export type DocumentCreate = RequestBody<'createDocument'>;
export type DocumentUpdate = RequestBody<'updateDocument'>;

export interface ManagedDocumentPage {
  documents: ManagedDocument[];
  totalRecord: number;
}

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
    listManagedDocuments: build.query<ManagedDocumentPage, ManagedDocumentQuery>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/get-resource-management', { body })),
      transformResponse: answerOf('getResourceManagement', (answer) => ({ documents: answer.data, totalRecord: answer.totalRecord ?? answer.data.length })),
      providesTags: ['Documents'],
    }),
    createDocument: build.mutation<string, DocumentCreate>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/save-document', { body, bodySerializer: toFormData })),
      transformResponse: answerOf('createDocument', (answer) => answer.resultDescription),
      invalidatesTags: (_result, error) => (error ? [] : ['Documents']),
    }),
    updateDocument: build.mutation<string, DocumentUpdate>({
      query: (body) => (client) => client.call(client.client.PUT('/api/v1/save-document', { body, bodySerializer: toFormData })),
      transformResponse: answerOf('updateDocument', (answer) => answer.resultDescription),
      invalidatesTags: (_result, error) => (error ? [] : ['Documents']),
    }),
    contactUs: build.mutation<void, ContactUsRequest>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/contact-us', { body, bodySerializer: toFormData })),
      transformResponse: noAnswer,
    }),
  }),
});

export const {
  useListPageDocumentsQuery,
  useContactUsMutation,
  useListManagedDocumentsQuery,
  useCreateDocumentMutation,
  useUpdateDocumentMutation,
} = documentsApi;
