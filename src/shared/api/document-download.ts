// The download of a FILE document (a notice of Company Details, a resource), which two features
// offer: injected into the portal's one api; the file is saved by the browser, a refusal shows a
// danger alert titled 'Download Document File'.
import { useIntl } from 'react-intl';
import { commonMessages } from '../i18n';
import { portalApi } from './portal-api';
import { savedFile, savedFileName } from './saved-files';
import { useDownload } from './useDownload';

export const documentDownloadApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    downloadDocument: build.mutation<string, { documentId: number; fallbackName: string }>({
      query: ({ documentId, fallbackName }) => (client) =>
        savedFile(client.download(client.client.GET('/api/v1/download-document', { params: { query: { documentId } }, parseAs: 'blob' })), fallbackName),
      transformResponse: savedFileName,
    }),
  }),
});

export const { useDownloadDocumentMutation } = documentDownloadApi;

/** Downloads a document by its id; `fallbackName` names the file when the answer does not. */
export function useDocumentDownload(): (documentId: number, fallbackName?: string) => Promise<boolean> {
  const intl = useIntl();
  const [downloadDocument] = useDownloadDocumentMutation();
  const download = useDownload(downloadDocument, intl.formatMessage(commonMessages.downloadDocumentFile));
  return (documentId, fallbackName = `document-${documentId}`) => download({ documentId, fallbackName });
}
