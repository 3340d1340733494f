// A download as an RTK Query endpoint: a mutation whose call downloads the file and has the
// browser save it under its Content-Disposition name (or a fallback), and answers only that name.
// A Blob is not serialisable, so the file never reaches the store: the mutation's result is the
// saved file's name, and a refusal (a JSON body with a non-zero resultCode, a network failure)
// is its error, as for any call.
//
//   downloadDocument: build.mutation<string, { documentId: number; fallbackName: string }>({
//     query: ({ documentId, fallbackName }) => (client) =>
//       savedFile(client.download(client.client.GET('/api/v1/download-document', { params: { query: { documentId } }, parseAs: 'blob' })), fallbackName),
//     transformResponse: savedFileName,
//   }),
import type { ApiResult } from './contract-types';
import type { DownloadOutcome } from './downloads';

/** Has the browser save a file the screen holds (an export answered over the live channel). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a downloaded file; answers result code 0 with the saved name, or the refusal. */
export async function savedFile(pending: Promise<DownloadOutcome>, fallbackName: string): Promise<ApiResult> {
  const outcome = await pending;
  if (!outcome.ok) return outcome.result;
  const fileName = outcome.fileName ?? fallbackName;
  saveFile(outcome.blob, fileName);
  return { resultCode: 0, resultDescription: fileName };
}

/** yyyyMMdd_HHmmss in UTC, as the portal's times are: the stamp of a file named when it is made. */
export function fileStamp(at: Date): string {
  return at.toISOString().slice(0, 19).replace(/-|:/g, '').replace('T', '_');
}

/** transformResponse of a download endpoint: the saved file's name. */
export const savedFileName = (answer: unknown): string => (answer as ApiResult).resultDescription;
