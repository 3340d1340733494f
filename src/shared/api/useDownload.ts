// The one way a screen downloads a file: through a download endpoint of its feature (a mutation
// whose call saves the file: saved-files.ts); a refusal shows a danger alert titled as the screen
// says, with the server's text.
//
//   const [downloadFile] = useDownloadSettlementFileMutation();
//   const download = useDownload(downloadFile, intl.formatMessage(settlementMessages.settlementDownloadError));
//   await download(row.fileName);   // true when the file was saved
import { useCallback } from 'react';
import { useAlerts } from '../ui/Alert';
import type { ApiResult } from './contract-types';

/** A download endpoint's trigger (the first item of its useXMutation()). */
export type DownloadTrigger<Arg> = (arg: Arg) => PromiseLike<{ data: string } | { error: unknown }>;

/** Returns the download function; it resolves to true when the file was saved. */
export function useDownload<Arg>(trigger: DownloadTrigger<Arg>, title: string): (arg: Arg) => Promise<boolean> {
  const alerts = useAlerts();
  return useCallback(
    async (arg: Arg) => {
      const outcome = await trigger(arg);
      if ('data' in outcome) return true;
      alerts.danger(title, (outcome.error as ApiResult).resultDescription);
      return false;
    },
    [alerts, title, trigger],
  );
}
