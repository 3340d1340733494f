// Refusals a handler throws: an ApiError carries the HTTP status and the result code of the
// catalogue in docs/decisions.md; the router turns it into { resultCode, resultDescription }.

/** Result codes of docs/decisions.md that the server itself answers with. */
export const ResultCode = {
  success: 0,
  accountLocked: 989,
  totpRequired: 997,
  totpSetupRequired: 998,
  invalidRequest: 1001,
  permissionDenied: 1003,
  notFound: 1004,
  outsideHierarchy: 1005,
  conflict: 1009,
  creditLimitExceeded: 1010,
  idempotencyKeyReused: 1011,
  captchaRequired: 1012,
  codeInvalid: 1013,
  tooManyRequests: 1429,
  unexpectedError: 1500,
  notAvailableYet: 1501,
  sessionExpired: 4001,
  loggedInElsewhere: 4002,
  sessionRevoked: 4003,
  accountDisabled: 4004,
} as const;

export const SUCCESS_DESCRIPTION = 'Success';
export const SESSION_EXPIRED_DESCRIPTION = 'Your session has expired, please login again.';
export const LOGGED_IN_ELSEWHERE_DESCRIPTION = 'Your account has been logged in from another location.';
export const UNEXPECTED_ERROR_DESCRIPTION = 'Something went wrong, please try again later.';
export const NOT_AVAILABLE_YET_DESCRIPTION = 'This operation is not available yet.';

/** The HTTP statuses the client accepts (anything else it treats as a network error). */
export type ApiHttpStatus = 200 | 400 | 403 | 404 | 500;

export class ApiError extends Error {
  constructor(
    readonly httpStatus: ApiHttpStatus,
    readonly resultCode: number,
    readonly resultDescription: string,
    /** Extra answer fields, e.g. countFailed on a refused sign-in. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(resultDescription);
    this.name = 'ApiError';
  }

  toBody(): Record<string, unknown> {
    return { ...this.details, resultCode: this.resultCode, resultDescription: this.resultDescription };
  }
}

/** 400 1001: the request does not match the contract; the description names the field. */
export const invalidRequest = (field: string, problem: string) =>
  new ApiError(400, ResultCode.invalidRequest, `${field}: ${problem}`);

/** 400 with any business result code (wrong password, already redeemed...). */
export const businessRefusal = (resultCode: number, resultDescription: string, details?: Record<string, unknown>) =>
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
