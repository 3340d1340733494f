// Refusals a handler throws: DomainErrors (server/domain/domain-error.ts) with the result codes
// of the contract's catalogue; the error handler turns them into { resultCode, resultDescription }
// with the code's HTTP status. ApiError only for an answer whose status differs (404 routes).

import { DomainError, ResultCode } from '../domain/domain-error';

export { ResultCode };

export const SUCCESS_DESCRIPTION = 'Success';
export const SESSION_EXPIRED_DESCRIPTION = 'Your session has expired, please login again.';
export const LOGGED_IN_ELSEWHERE_DESCRIPTION = 'Your account has been logged in from another location.';
export const UNEXPECTED_ERROR_DESCRIPTION = 'Something went wrong, please try again later.';
export const NOT_AVAILABLE_YET_DESCRIPTION = 'This operation is not available yet.';

/** The HTTP statuses the client accepts (anything else it treats as a network error). */
export type ApiHttpStatus = 200 | 400 | 403 | 404 | 500;

/** A refusal with an HTTP status of its own (the catalogue's status otherwise: DomainError). */
export class ApiError extends DomainError {
  constructor(
    readonly status: ApiHttpStatus,
    resultCode: ResultCode,
    resultDescription: string,
    details: Record<string, unknown> = {},
  ) {
    super(resultCode, resultDescription, details);
    this.name = 'ApiError';
  }

  override get httpStatus(): number {
    return this.status;
  }
}

/** The JSON body of a refusal. */
export function refusalBody(error: DomainError): Record<string, unknown> {
  return { ...error.details, resultCode: error.resultCode, resultDescription: error.resultDescription };
}

/** 400 1001: the request does not match the contract; the description names the field. */
export const invalidRequest = (field: string, problem: string) =>
  new ApiError(400, ResultCode.invalidRequest, `${field}: ${problem}`);

/** 400 with any business result code (wrong password, already redeemed...). */
export const businessRefusal = (resultCode: ResultCode, resultDescription: string, details?: Record<string, unknown>) =>
  new ApiError(400, resultCode, resultDescription, details);

/** 400 1004: the thing does not exist or is not visible to the user's agent. */
export const notFound = (what = 'The record') => new ApiError(400, ResultCode.notFound, `${what} was not found.`);

/** 400 1009: conflicts with existing data (duplicate code, wrong state...). */
export const conflict = (resultDescription: string) => new ApiError(400, ResultCode.conflict, resultDescription);

/** 403 1003: the user lacks an ACL. */
export const forbidden = (acl: string) =>
  new ApiError(403, ResultCode.permissionDenied, `You do not have ${acl} permission.`);

/** 403 1005: the agent is outside the user's hierarchy. */
export const outsideHierarchy = (resultDescription = 'This agent is outside your company structure.') =>
  new ApiError(403, ResultCode.outsideHierarchy, resultDescription);

/** 403 1429: rate limited. */
export const tooManyRequests = (resultDescription = 'Too many requests, please try again later.') =>
  new ApiError(403, ResultCode.tooManyRequests, resultDescription);

/** 403 4001..4004: the session cannot be used. */
export const sessionExpired = () => new ApiError(403, ResultCode.sessionExpired, SESSION_EXPIRED_DESCRIPTION);
export const sessionRevoked = () => new ApiError(403, ResultCode.sessionRevoked, SESSION_EXPIRED_DESCRIPTION);
export const loggedInElsewhere = () => new ApiError(403, ResultCode.loggedInElsewhere, LOGGED_IN_ELSEWHERE_DESCRIPTION);
export const accountDisabled = () => new ApiError(403, ResultCode.accountDisabled, SESSION_EXPIRED_DESCRIPTION);

/** 500 1501: the contract has the operation but no module answers it yet. */
export const notAvailableYet = () => new ApiError(500, ResultCode.notAvailableYet, NOT_AVAILABLE_YET_DESCRIPTION);

/** 500 1500: an unexpected failure (the cause is logged, never sent). */
export const unexpectedError = () => new ApiError(500, ResultCode.unexpectedError, UNEXPECTED_ERROR_DESCRIPTION);

/** 404 1004 for a path under /api that the contract does not have. */
export const unknownRoute = (method: string, path: string) =>
  new ApiError(404, ResultCode.notFound, `${method} ${path} is not an operation of this API.`);
