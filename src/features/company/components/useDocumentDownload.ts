// Downloads a FILE notice through the store's shared client (the thunk's extra argument): the file
// is saved by the browser; a refusal shows a danger alert titled 'Download Document File'.
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import type { DownloadOutcome, PortalExtra } from '../../../shared/api';
import { companyMessages } from '../../../shared/i18n';
import { useAlerts } from '../../../shared/ui/Alert';

type DownloadThunk = (
  dispatch: unknown,
  getState: unknown,
  extra: PortalExtra,
) => Promise<DownloadOutcome>;

const downloadDocument =
  (documentId: number): DownloadThunk =>
  (_dispatch, _getState, { apiClient }) =>
    apiClient.download(
      apiClient.client.GET('/api/v1/download-document', {
        params: { query: { documentId } },
        parseAs: 'blob',
      }),
    );

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDocumentDownload() {
  const intl = useIntl();
  const alerts = useAlerts();
  const dispatch = useDispatch() as unknown as (thunk: DownloadThunk) => Promise<DownloadOutcome>;
  return async (documentId: number, fallbackName = `document-${documentId}`) => {
    const outcome = await dispatch(downloadDocument(documentId));
    if (outcome.ok) saveFile(outcome.blob, outcome.fileName ?? fallbackName);
    else
      alerts.danger(
        intl.formatMessage(companyMessages.downloadDocumentFile),
        outcome.result.resultDescription,
      );
  };
}
