// Downloads a FILE notice (the shared download helper): the file is saved by the browser; a
// refusal shows a danger alert titled 'Download Document File'.
import { useIntl } from 'react-intl';
import { useDownload } from '../../../shared/api';
import { companyMessages } from '../../../shared/i18n';

export function useDocumentDownload() {
  const intl = useIntl();
  const download = useDownload();
  return (documentId: number, fallbackName = `document-${documentId}`) =>
    download({
      title: intl.formatMessage(companyMessages.downloadDocumentFile),
      fallbackName,
      call: (client) =>
        client.download(client.client.GET('/api/v1/download-document', { params: { query: { documentId } }, parseAs: 'blob' })),
    });
}
