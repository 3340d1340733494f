// Unlocking a locked account by a 4-digit code mailed to the user's address (5 minutes, 5
// tries, a fresh code replaces the old); the loginToken of the locked answer ties it together.
import type { HandlerContext } from '../../http/handler';
import { businessRefusal, ResultCode } from '../../http/errors';
import { OTP_TTL_SECONDS, refuseCode, sendCodeMail } from './code-mail';
import { clearFailures } from './lockout';
import { checkDigitCode, findToken, issueDigitCode, useCode } from './one-time-codes';
import { apiTimestamp, auditAuth, maskEmail } from './request-info';
import { findUserById } from './users.repository';

const NO_UNLOCK = 'This account cannot be unlocked by email. Please contact support.';

type Ctx = Pick<HandlerContext, 'db' | 'config' | 'request' | 'session'>;

/** The locked user behind a loginToken of the locked answer (and the userName, when given). */
async function lockedUserOf(ctx: Ctx, loginToken: string, userName: string | undefined) {
  const step = await findToken(ctx.db, 'login-step', loginToken);
  const user = step?.target === 'locked' ? await findUserById(ctx.db, step.userId) : null;
  if (!step || !user || (userName !== undefined && userName !== user.login)) {
    throw businessRefusal(ResultCode.codeInvalid, 'Your session has expired, please sign in again.');
  }
  return { step, user };
}

export async function sendUnlockCode(ctx: Ctx, body: { userName: string; loginToken: string }) {
  const { step, user } = await lockedUserOf(ctx, body.loginToken, body.userName);
  if (!user.email || !user.lockedAt) {
    await auditAuth(ctx, { action: 'unlock.send', entity: 'user', entityId: user.id, resultCode: ResultCode.conflict, actor: { userId: user.id } });
    throw businessRefusal(ResultCode.conflict, NO_UNLOCK);
  }
  const { code, expiresAt } = await issueDigitCode(ctx.db, { purpose: 'unlock', userId: user.id, target: String(step.id), ttlSeconds: OTP_TTL_SECONDS });
  await sendCodeMail(ctx, user.email, 'Your unlock code', code, 'unlock');
  await auditAuth(ctx, { action: 'unlock.send', entity: 'user', entityId: user.id, resultCode: 0, actor: { userId: user.id } });
  return { otpExpiredTime: apiTimestamp(expiresAt), email: maskEmail(user.email) ?? '' };
}

export async function verifyUnlockCode(ctx: Ctx, body: { otp: string; loginToken: string; userName?: string }) {
  const { step, user } = await lockedUserOf(ctx, body.loginToken, body.userName);
  const check = await checkDigitCode(ctx.db, { purpose: 'unlock', userId: user.id, code: body.otp, target: String(step.id) });
  if (!check.ok) throw await refuseCode(ctx, user.id, 'unlock.verify', ResultCode.codeInvalid, check.reason);
  await useCode(ctx.db, step.id);
  await clearFailures(ctx.db, user.id);
  await auditAuth(ctx, { action: 'unlock.verify', entity: 'user', entityId: user.id, resultCode: 0, actor: { userId: user.id } });
  return { resultCode: 0, resultDescription: 'Your account has been unlocked. Please sign in again.' };
}
