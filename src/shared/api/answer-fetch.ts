// The fetch under the typed client: a time-out, and the rule that only HTTP 200, 400, 403 and 500
// are answers. Anything else (another status, a network failure, a time-out) becomes a JSON answer
// `{ resultCode: 999, resultDescription }`, so calls never throw. Every JSON answer carrying a
// session-invalidation code is reported once through onSessionInvalid. A call that a first
// signed-in visit already started (early-calls.ts) is answered by that call.
import { takeEarlyCall } from './early-calls';
import {
  isApiResultLike,
  isSessionInvalidResult,
  networkErrorResult,
  type SessionInvalidResult,
} from './result-codes';

/** The HTTP statuses the contract answers with. */
export const ANSWER_STATUSES: readonly number[] = [200, 400, 403, 500];

/** The status given to the synthesized answer of a failure (the body says 999). */
export const NETWORK_ERROR_STATUS = 500;

export interface AnswerFetchOptions {
  timeoutMs: number;
  onSessionInvalid: (event: SessionInvalidResult) => void;
}

export function createAnswerFetch({ timeoutMs, onSessionInvalid }: AnswerFetchOptions) {
  return async function answerFetch(request: Request): Promise<Response> {
    let response: Response;
    try {
      response = await fetchWithin(request, timeoutMs, (await takeEarlyCall(request))?.response);
    } catch (error) {
      return networkErrorResponse(describeFailure(error, timeoutMs));
    }
    if (!ANSWER_STATUSES.includes(response.status)) {
      return networkErrorResponse(`Request failed with status code ${response.status}`);
    }
    if (!isJson(response)) {
      // A download, or a proxy's error page in place of an answer.
      return response.status === 200
        ? response
        : networkErrorResponse(`Request failed with status code ${response.status}`);
    }
    const body = await readJson(response);
    if (!body.parsed || (response.status !== 200 && !isApiResultLike(body.value))) {
      return networkErrorResponse(
        `Request failed with status code ${response.status}: the answer is not JSON`,
      );
    }
    if (isSessionInvalidResult(body.value)) {
      onSessionInvalid({
        resultCode: body.value.resultCode,
        resultDescription: body.value.resultDescription,
      });
    }
    return response;
  };
}

/** fetch through globalThis (so MSW and Pact see the call), or the same call already under way,
 * given up after timeoutMs. */
function fetchWithin(request: Request, timeoutMs: number, started?: Promise<Response>): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal =
    typeof AbortSignal.any === 'function' ? AbortSignal.any([request.signal, timeout]) : timeout;
  return new Promise<Response>((resolve, reject) => {
    // Settle on abort even if the underlying fetch ignores the signal.
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    (started ?? globalThis.fetch(request, { signal }))
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error || error instanceof DOMException) {
    if (error.name === 'TimeoutError') return `timeout of ${timeoutMs}ms exceeded`;
    return error.message || 'Network Error';
  }
  return typeof error === 'string' && error ? error : 'Network Error';
}

function isJson(response: Response): boolean {
  return /\bjson\b/i.test(response.headers.get('Content-Type') ?? '');
}

async function readJson(response: Response): Promise<{ parsed: boolean; value?: unknown }> {
  try {
    const text = await response.clone().text();
    return { parsed: true, value: text ? JSON.parse(text) : undefined };
  } catch {
    return { parsed: false };
  }
}

function networkErrorResponse(resultDescription: string): Response {
  return new Response(JSON.stringify(networkErrorResult(resultDescription)), {
    status: NETWORK_ERROR_STATUS,
    headers: { 'Content-Type': 'application/json' },
  });
}
