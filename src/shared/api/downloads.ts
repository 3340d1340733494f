// Reads a binary download (called with parseAs: 'blob'): the file, or the ApiResult of a refusal
// (any JSON body with a non-zero resultCode, whatever the status).
import type { ApiResult } from './contract-types';
import { isApiResultLike, networkErrorResult } from './result-codes';

export type DownloadOutcome =
  { ok: true; blob: Blob; fileName: string | null } | { ok: false; result: ApiResult };

export interface DownloadCallOutcome {
  data?: Blob;
  error?: unknown;
  response: Response;
}

/** Awaits a download call, e.g.
 * `readDownload(api.client.GET('/api/v1/download-document', { params, parseAs: 'blob' }))`. */
export async function readDownload(
  pending: Promise<DownloadCallOutcome>,
): Promise<DownloadOutcome> {
  try {
    const { data, error, response } = await pending;
    if (error !== undefined || !(data instanceof Blob)) {
      return { ok: false, result: asApiResult(error, response) };
    }
    if (/\bjson\b/i.test(response.headers.get('Content-Type') ?? data.type)) {
      const refusal = await refusalIn(data);
      if (refusal) return { ok: false, result: refusal };
    }
    return {
      ok: true,
      blob: data,
      fileName: fileNameFrom(response.headers.get('Content-Disposition')),
    };
  } catch (error) {
    return {
      ok: false,
      result: networkErrorResult(error instanceof Error ? error.message : String(error)),
    };
  }
}

async function refusalIn(blob: Blob): Promise<ApiResult | null> {
  try {
    const body: unknown = JSON.parse(await blob.text());
    return isApiResultLike(body) && body.resultCode !== 0 ? (body as ApiResult) : null;
  } catch {
    return null;
  }
}

function asApiResult(error: unknown, response: Response): ApiResult {
  if (isApiResultLike(error)) return error as ApiResult;
  return networkErrorResult(`Request failed with status code ${response.status}`);
}

/** The file name of a Content-Disposition header (filename* first, then filename). */
export function fileNameFrom(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain filename
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(contentDisposition);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name || null;
}

/** A Blob of a base64 string (exportMerchantPerformance answers the spreadsheet as `file`). */
export function blobFromBase64(base64: string, type = 'application/octet-stream'): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
