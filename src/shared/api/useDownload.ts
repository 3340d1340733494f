// The one way a screen downloads a file: the call goes through the store's shared client (the
// thunk's extra argument); a file is saved by the browser under its Content-Disposition name; a
// refusal (a JSON body with a non-zero resultCode, or a network failure) shows a danger alert
// titled as the caller says, with the server's text.
//
//   const download = useDownload();
//   await download({
//     title: intl.formatMessage(commonMessages.downloadDocumentFile),
//     fallbackName: `document-${id}`,
//     call: (client) => client.download(client.client.GET('/api/v1/download-document', { params: { query: { documentId: id } }, parseAs: 'blob' })),
//   });
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useAlerts } from '../ui/Alert';
import type { ApiClient } from './client';
import type { DownloadOutcome } from './downloads';
import type { PortalExtra } from './rtk-base-query';

export interface DownloadRequest {
  /** The download call on the shared client. */
  call: (client: ApiClient) => Promise<DownloadOutcome>;
  /** The alert's title when the download is refused. */
  title: string;
  /** The file's name when the answer does not give one. */
  fallbackName: string;
}

type DownloadThunk = (dispatch: unknown, getState: unknown, extra: PortalExtra) => Promise<DownloadOutcome>;

/** Saves a file the screen already holds (an export answered over the live channel). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Returns the download function; it resolves to true when the file was saved. */
export function useDownload(): (request: DownloadRequest) => Promise<boolean> {
  const alerts = useAlerts();
  const dispatch = useDispatch() as unknown as (thunk: DownloadThunk) => Promise<DownloadOutcome>;
  return useCallback(
    async ({ call, title, fallbackName }: DownloadRequest) => {
      const outcome = await dispatch((_dispatch, _getState, { apiClient }) => call(apiClient));
      if (outcome.ok) saveFile(outcome.blob, outcome.fileName ?? fallbackName);
      else alerts.danger(title, outcome.result.resultDescription);
      return outcome.ok;
    },
    [alerts, dispatch],
  );
}
