// Request limits of the sign-in and account-security operations, per IP and per account, per
// minute (docs/auth.md); counted in the database so every instance shares them, in one statement
// per request. Ordinary signed-in reads (profile, me, the authenticator card, sign-out) have no
// limit: a busy screen is never refused with 1429.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { operations } from '../../../openapi/generated/portal';
import { enforceRateLimits, type RateLimit } from './rate-limit';
import type { RequestInfo } from './request-info';

const MINUTE = 60;

/** operationId -> [requests per IP, requests per account] per minute. */
export const operationLimits = {
  login: [20, 10],
  getTotalLoginFailed: [60, 60],
  requestResetPassword: [10, 3],
  validateResetPasswordToken: [30, 30],
  resetPassword: [10, 5],
  contactSupport: [5, 5],
  // The signed-in form (documents module): per IP before the upload is read, per user after.
  contactUs: [10, 5],
  // A PIN order's attachment (pin-orders module): per IP before the upload is read, per user after.
  submitPinBatchOrders: [60, 30],
  changeFirstLoginPassword: [10, 5],
  sendUnlockCode: [10, 3],
  verifyUnlockCode: [20, 10],
  verifyEmail: [10, 3],
  confirmEmail: [20, 10],
  // The avatar is decoded and scaled: a burst of them is refused.
  updateProfile: [30, 20],
  createImpersonationToken: [20, 10],
  turnOnTwoFactorAuth: [20, 10],
  turnOffTwoFactorAuth: [20, 5],
  changePassword: [20, 5],
} as const satisfies Partial<Record<keyof operations, readonly [perIp: number, perAccount: number]>>;

/** An operation whose requests are counted. */
export type LimitedOperation = keyof typeof operationLimits;

export function isLimitedOperation(operationId: string): operationId is LimitedOperation {
  return Object.hasOwn(operationLimits, operationId);
}

/** Counts this request per IP (unless `actor` is null: counted before its body was read, see
 * limitBeforeBody) and, when the account is known, per account; 403 1429 beyond. */
export async function enforceOperationLimits(
  db: Kysely<Database>,
  actor: Pick<RequestInfo, 'ip'> | null,
  operation: LimitedOperation,
  account?: string,
): Promise<void> {
  const [perIp, perAccount] = operationLimits[operation];
  const limits: RateLimit[] = [];
  if (actor) limits.push({ name: `${operation}:ip`, subject: actor.ip, limit: perIp, windowSeconds: MINUTE });
  if (account) limits.push({ name: `${operation}:account`, subject: account, limit: perAccount, windowSeconds: MINUTE });
  await enforceRateLimits(db, limits);
}

/** Limited operations whose body is a multipart upload: their per-IP count comes before the
 * body is read (the router's beforeBody), so a flood is refused before it is buffered. */
export const COUNTED_BEFORE_BODY: ReadonlySet<LimitedOperation> = new Set(['contactSupport', 'contactUs', 'submitPinBatchOrders']);

/** The router's beforeBody: the per-IP limit of an upload operation, from the request's address. */
export function limitBeforeBody(db: Kysely<Database>) {
  return async (request: { ip: string }, operationId: string): Promise<void> => {
    if (isLimitedOperation(operationId) && COUNTED_BEFORE_BODY.has(operationId)) await enforceOperationLimits(db, { ip: request.ip }, operationId);
  };
}
