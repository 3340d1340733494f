// Turns an openapi-fetch call into its answer: the typed body of a 200, or the ApiResult of a
// 400/403/500 (a failure without an answer arrives here already as result code 999).
import type { ApiResult } from './contract-types';
import { networkErrorResult } from './result-codes';

/** What an openapi-fetch call resolves to, for any operation. */
export interface CallOutcome {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The answer of a call: the 200 body, or the refusal's body (ApiResult-shaped). */
export type Answer<Outcome extends CallOutcome> =
  NonNullable<Outcome['data']> | NonNullable<Outcome['error']>;

/** Awaits a call of the typed client and returns its answer; never throws. */
export async function unwrap<Outcome extends CallOutcome>(
  pending: Promise<Outcome>,
): Promise<Answer<Outcome> | ApiResult> {
  return (await unwrapWithResponse(pending)).answer;
}

/** Like unwrap, plus the HTTP response (for answer headers such as login's Authorization);
 * response is null when the call failed before any response existed. */
export async function unwrapWithResponse<Outcome extends CallOutcome>(
  pending: Promise<Outcome>,
): Promise<{ answer: Answer<Outcome> | ApiResult; response: Response | null }> {
  try {
    const { data, error, response } = await pending;
    const body = data ?? error;
    if (body === undefined || body === null) {
      return {
        answer: networkErrorResult(`Empty answer with status code ${response.status}`),
        response,
      };
    }
    return { answer: body as Answer<Outcome>, response };
  } catch (error) {
    return {
      answer: networkErrorResult(error instanceof Error ? error.message : String(error)),
      response: null,
    };
  }
}

/** True when the answer is the operation's success body (resultCode 0). */
export function isSuccess<Success extends ApiResult>(
  answer: Success | ApiResult,
): answer is Success {
  return answer.resultCode === 0;
}

/** The bearer token of a login answer's Authorization header, without the `Bearer ` prefix. */
export function bearerTokenFrom(response: Response | null): string | null {
  const header = response?.headers.get('Authorization')?.trim();
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '') || null;
}
