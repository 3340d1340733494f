// Request limits of the sign-in and account-security operations, per IP and per account, per
// minute (docs/auth.md); counted in the database so every instance shares them.
import type { HandlerContext } from '../../http/handler';
import { enforceRateLimits, type RateLimit } from './rate-limit';
import { clientIp } from './request-info';

const MINUTE = 60;

/** operationId -> [requests per IP, requests per account] per minute. */
export const operationLimits: Record<string, readonly [perIp: number, perAccount: number]> = {
  login: [20, 10],
  getTotalLoginFailed: [60, 60],
  requestResetPassword: [10, 3],
  validateResetPasswordToken: [30, 30],
  resetPassword: [10, 5],
  contactSupport: [5, 5],
  changeFirstLoginPassword: [10, 5],
  sendUnlockCode: [10, 3],
  verifyUnlockCode: [20, 10],
  verifyEmail: [10, 3],
  confirmEmail: [20, 10],
  createImpersonationToken: [20, 10],
  logout: [120, 60],
  getProfile: [300, 120],
  getMe: [300, 120],
  loadTwoFactorAuth: [60, 30],
  turnOnTwoFactorAuth: [20, 10],
  turnOffTwoFactorAuth: [20, 5],
  changePassword: [20, 5],
};

/** Counts this request per IP and, when the account is known, per account; 403 1429 beyond. */
export async function enforceOperationLimits(ctx: Pick<HandlerContext, 'db' | 'request' | 'operationId'>, account?: string): Promise<void> {
  const [perIp, perAccount] = operationLimits[ctx.operationId] ?? [60, 30];
  const limits: RateLimit[] = [{ name: `${ctx.operationId}:ip`, subject: clientIp(ctx), limit: perIp, windowSeconds: MINUTE }];
  if (account) limits.push({ name: `${ctx.operationId}:account`, subject: account, limit: perAccount, windowSeconds: MINUTE });
  await enforceRateLimits(ctx.db, limits);
}
