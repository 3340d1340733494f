// Unlocking a locked account by a 4-digit code mailed to the user's address (5 minutes, 5
// tries, a fresh code replaces the old); the loginToken of the locked answer ties it together.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { wireTimestamp } from '../../domain/wire';
import { OTP_TTL_SECONDS, refuseCode, sendCodeMail, type Mailer } from './code-mail';
import { clearFailures } from './lockout';
import { checkDigitCode, findToken, issueDigitCode, useCode } from './one-time-codes';
import { auditAuth, done, maskEmail, type Done, type RequestInfo } from './request-info';
import { findUserById } from './users.repository';

const NO_UNLOCK = 'This account cannot be unlocked by email. Please contact support.';

/** The locked user behind a loginToken of the locked answer (and the userName, when given). */
async function lockedUserOf(db: Kysely<Database>, loginToken: string, userName: string | undefined) {
  const step = await findToken(db, 'login-step', loginToken);
  const user = step?.target === 'locked' ? await findUserById(db, step.userId) : null;
  if (!step || !user || (userName !== undefined && userName !== user.login)) {
    throw new DomainError(ResultCode.codeInvalid, 'Your session has expired, please sign in again.');
  }
  return { step, user };
}

export async function sendUnlockCode(
  db: Kysely<Database>,
  actor: RequestInfo,
  input: { userName: string; loginToken: string },
  mailer: Mailer,
): Promise<{ otpExpiredTime: string; email: string }> {
  const { step, user } = await lockedUserOf(db, input.loginToken, input.userName);
  if (!user.email || !user.lockedAt) {
    await auditAuth(db, actor, { action: 'unlock.send', entity: 'user', entityId: user.id, resultCode: ResultCode.conflict, actor: { userId: user.id } });
    throw new DomainError(ResultCode.conflict, NO_UNLOCK);
  }
  const { code, expiresAt } = await issueDigitCode(db, { purpose: 'unlock', userId: user.id, target: String(step.id), ttlSeconds: OTP_TTL_SECONDS });
  await sendCodeMail(db, mailer, { to: user.email, subject: 'Your unlock code', code, purpose: 'unlock' });
  await auditAuth(db, actor, { action: 'unlock.send', entity: 'user', entityId: user.id, resultCode: 0, actor: { userId: user.id } });
  return { otpExpiredTime: wireTimestamp(expiresAt), email: maskEmail(user.email) ?? '' };
}

export async function verifyUnlockCode(
  db: Kysely<Database>,
  actor: RequestInfo,
  input: { otp: string; loginToken: string; userName?: string },
): Promise<Done> {
  const { step, user } = await lockedUserOf(db, input.loginToken, input.userName);
  const check = await checkDigitCode(db, { purpose: 'unlock', userId: user.id, code: input.otp, target: String(step.id) });
  if (!check.ok) throw await refuseCode(db, actor, { userId: user.id, action: 'unlock.verify', resultCode: ResultCode.codeInvalid, reason: check.reason });
  await useCode(db, step.id);
  await clearFailures(db, user.id);
  await auditAuth(db, actor, { action: 'unlock.verify', entity: 'user', entityId: user.id, resultCode: 0, actor: { userId: user.id } });
  return done('Your account has been unlocked. Please sign in again.');
}
