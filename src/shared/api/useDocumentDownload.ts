// Downloads a FILE document (a notice, a resource) through the shared download helper: the file is
// saved by the browser; a refusal shows a danger alert titled 'Download Document File'.
import { useIntl } from 'react-intl';
import { commonMessages } from '../i18n';
import { useDownload } from './useDownload';

export function useDocumentDownload() {
  const intl = useIntl();
  const download = useDownload();
  return (documentId: number, fallbackName = `document-${documentId}`) =>
    download({
      title: intl.formatMessage(commonMessages.downloadDocumentFile),
      fallbackName,
      call: (client) =>
        client.download(client.client.GET('/api/v1/download-document', { params: { query: { documentId } }, parseAs: 'blob' })),
    });
}
