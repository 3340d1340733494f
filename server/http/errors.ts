// Refusals a handler throws: DomainErrors (server/domain/domain-error.ts) with the result codes
// of the contract's catalogue; the error handler turns them into { resultCode, resultDescription }
// with the code's HTTP status. ApiError only for an answer whose status differs (404 routes).

import { DomainError, ResultCode, fieldRefusal, type Words } from '../domain/domain-error';
import { english } from '../i18n/words';
import { PROBLEM } from '../i18n/problems';
import { REFUSAL } from '../i18n/refusals';

export { ResultCode };

/** The session's refusals in English, for the live channel's ERROR frames (the client words them by code). */
export const SESSION_EXPIRED_DESCRIPTION = english(REFUSAL.sessionExpired);
export const LOGGED_IN_ELSEWHERE_DESCRIPTION = english(REFUSAL.loggedInElsewhere);
export const UNEXPECTED_ERROR_DESCRIPTION = english(REFUSAL.unexpected);
export const NOT_AVAILABLE_YET_DESCRIPTION = english(REFUSAL.notAvailableYet);

/** The HTTP statuses the client accepts (anything else it treats as a network error). */
export type ApiHttpStatus = 200 | 400 | 403 | 404 | 500 | 503;

/** A refusal with an HTTP status of its own (the catalogue's status otherwise: DomainError). */
export class ApiError extends DomainError {
  constructor(
    readonly status: ApiHttpStatus,
    resultCode: ResultCode,
    said: Words,
    details: Record<string, unknown> = {},
    field?: string,
  ) {
    super(resultCode, said, details, field);
    this.name = 'ApiError';
  }

  override get httpStatus(): number {
    return this.status;
  }
}

/** The JSON body of a refusal, in English (the error handler words it in the request's language). */
export function refusalBody(error: DomainError): Record<string, unknown> {
  return { ...error.details, resultCode: error.resultCode, resultDescription: error.resultDescription };
}

/** 400 1001: the request does not match the contract; names the field. */
export const invalidRequest = (field: string, problem: Words) => fieldRefusal(field, problem);

/** 400 1001: the request as a whole could not be read (not multipart, too large, no body...). */
export const unreadableRequest = () => new ApiError(400, ResultCode.invalidRequest, PROBLEM.request);

/** 403 1003: the user lacks an ACL. */
export const forbidden = (acl: string) => new ApiError(403, ResultCode.permissionDenied, { ...REFUSAL.permission, values: { acl } });

/** 403 1429: rate limited. */
export const tooManyRequests = (said: Words = REFUSAL.tooManyRequests) => new ApiError(403, ResultCode.tooManyRequests, said);

/** 403 4001..4004: the session cannot be used. */
export const sessionExpired = () => new ApiError(403, ResultCode.sessionExpired, REFUSAL.sessionExpired);
export const sessionRevoked = () => new ApiError(403, ResultCode.sessionRevoked, REFUSAL.sessionExpired);
export const loggedInElsewhere = () => new ApiError(403, ResultCode.loggedInElsewhere, REFUSAL.loggedInElsewhere);
export const accountDisabled = () => new ApiError(403, ResultCode.accountDisabled, REFUSAL.sessionExpired);

/** 500 1501: the contract has the operation but no module answers it yet. */
export const notAvailableYet = () => new ApiError(500, ResultCode.notAvailableYet, REFUSAL.notAvailableYet);

/** 500 1500: an unexpected failure (the cause is logged, never sent). */
export const unexpectedError = () => new ApiError(500, ResultCode.unexpectedError, REFUSAL.unexpected);

/** 404 1004 for a path under /api that the contract does not have. */
export const unknownRoute = (method: string, path: string) =>
  new ApiError(404, ResultCode.notFound, { ...REFUSAL.unknownRoute, values: { method, path } });
