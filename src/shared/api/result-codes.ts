// Result codes the client itself acts on, named from the contract's catalogue (ResultCode): the
// network-error code and the session-invalidation codes.
import { ResultCode, type ApiResult } from './contract-types';

/** A network failure, a time-out or an HTTP status other than 200, 400, 403 and 500. */
export const NETWORK_ERROR_CODE = ResultCode.networkError;

/** Answers with these codes end the session (expired, signed in elsewhere, revoked, disabled). */
export const SESSION_INVALID_CODES = [
  ResultCode.sessionExpired,
  ResultCode.loggedInElsewhere,
  ResultCode.sessionRevoked,
  ResultCode.accountDisabled,
] as const;

export type SessionInvalidCode = (typeof SESSION_INVALID_CODES)[number];

/** An answer that invalidated the session. */
export interface SessionInvalidResult {
  resultCode: SessionInvalidCode;
  resultDescription: string;
}

export function isSessionInvalidResult(value: unknown): value is SessionInvalidResult {
  return (
    isApiResultLike(value) &&
    (SESSION_INVALID_CODES as readonly number[]).includes(value.resultCode) &&
    typeof value.resultDescription === 'string'
  );
}

/** A JSON object with a numeric resultCode (the body of an answer). */
export function isApiResultLike(
  value: unknown,
): value is { resultCode: number; resultDescription?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { resultCode?: unknown }).resultCode === 'number'
  );
}

/** The ApiResult the client reports for a failure without an answer. */
export function networkErrorResult(resultDescription: string): ApiResult {
  return { resultCode: NETWORK_ERROR_CODE, resultDescription };
}
