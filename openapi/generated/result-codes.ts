/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by scripts/openapi-types.mjs from openapi/portal.yaml.
 * Change the contract, then run `npm run openapi:generate`; CI runs `npm run openapi:check`.
 */

import type { components } from './portal';

/** Every result code of the contract, by name (schema ResultCode of openapi/portal.yaml). */
export const ResultCode = {
  /** success */
  success: 0,
  /** account locked (5 failed sign-ins) */
  accountLocked: 989,
  /** authenticator code required */
  totpRequired: 997,
  /** authenticator must be set up (QR and secret in the answer; not answered today, kept for a future set-up-at-sign-in policy) */
  totpSetupRequired: 998,
  /** network error without a status (client side only) */
  networkError: 999,
  /** request does not match the contract (field named in resultDescription) */
  invalidRequest: 1001,
  /** permission denied: the user lacks the ACL */
  permissionDenied: 1003,
  /** not found (or not visible to this user's agent) */
  notFound: 1004,
  /** outside the user's agent hierarchy */
  outsideHierarchy: 1005,
  /** conflict with existing data (duplicate code, already redeemed, wrong state) */
  conflict: 1009,
  /** credit limit would be exceeded */
  creditLimitExceeded: 1010,
  /** idempotency key reused with a different request */
  idempotencyKeyReused: 1011,
  /** captcha solution required or invalid */
  captchaRequired: 1012,
  /** code (OTP, unlock, email) invalid or expired */
  codeInvalid: 1013,
  /** too many requests (rate limit) */
  tooManyRequests: 1429,
  /** unexpected server error */
  unexpectedError: 1500,
  /** operation not available yet */
  notAvailableYet: 1501,
  /** session expired or unknown token */
  sessionExpired: 4001,
  /** signed in from another location */
  loggedInElsewhere: 4002,
  /** session revoked */
  sessionRevoked: 4003,
  /** account disabled */
  accountDisabled: 4004,
  /** invalid sign-in details */
  invalidCredentials: 4030,
  /** invalid sign-in details */
  invalidCredentialsLegacy: 4033,
  /** authenticator code invalid */
  totpCodeInvalid: 4099,
  /** client-side thrown error (credit limits, contact us) */
  clientError: 9999,
  /** invalid sign-in details */
  invalidCredentialsTotp: 10002,
  /** account locked (authenticator flow) */
  lockedDuringTotp: 10003,
  /** password must be changed at first sign-in */
  mustChangePasswordTotp: 10004,
  /** password must be changed at first sign-in */
  mustChangePassword: 10201,
  /** an email address must be added or confirmed */
  emailRequired: 10212,
  /** an email address must be added or confirmed */
  emailMissing: 10221,
  /** an email address must be added or confirmed */
  emailUnconfirmed: 10222,
  /** email confirmation code refused */
  emailConfirmationRefused: 10224,
  /** no permission to use this site (domain) */
  wrongDomain: 10238,
} as const satisfies Record<string, components['schemas']['ResultCode']>;

export type ResultCode = components['schemas']['ResultCode'];

/** The HTTP status the server answers each code with (0: only the client produces it). */
export const RESULT_CODE_HTTP_STATUS = {
  0: 200,
  989: 400,
  997: 400,
  998: 400,
  999: 0,
  1001: 400,
  1003: 403,
  1004: 400,
  1005: 403,
  1009: 400,
  1010: 400,
  1011: 400,
  1012: 400,
  1013: 400,
  1429: 403,
  1500: 500,
  1501: 500,
  4001: 403,
  4002: 403,
  4003: 403,
  4004: 403,
  4030: 400,
  4033: 400,
  4099: 400,
  9999: 0,
  10002: 400,
  10003: 400,
  10004: 400,
  10201: 400,
  10212: 400,
  10221: 400,
  10222: 400,
  10224: 400,
  10238: 400,
} as const satisfies Record<ResultCode, number>;
