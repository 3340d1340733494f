// Unlocking a locked account by a 4-digit code mailed to the user's address (5 minutes, 5
// tries, a fresh code replaces the old); the loginToken of the locked answer ties it together.
// Both calls answer alike whatever stands behind the token (a user with an email, a user
// without one, an account nobody has): the same result codes, texts and fields, so the locked
// flow tells nobody whether an account exists or has an email. Only a user with an email gets a
// mail; the tries of a code nobody was sent are counted as if it had been (rate_limit_counters).
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { wireTimestamp } from '../../domain/wire';
import { OTP_TTL_SECONDS, codeRefusalText, refuseCode, sendCodeMail, type Mailer } from './code-mail';
import { clearFailures, grantCaptchaWaiver } from './lockout';
import { LOCKED_EMAIL_PLACEHOLDER, readUnknownAccountLockToken } from './locked-step';
import { MAX_CODE_ATTEMPTS, checkDigitCode, findToken, issueDigitCode, useCode, type OneTimeCodeRow } from './one-time-codes';
import { incrementCounter, readCounter } from './rate-limit';
import { auditAuth, done, type Done, type RequestInfo } from './request-info';
import { findUserById, type AuthUser } from './sign-in-users.repository';
import { defineMessage, defineMessages } from '@formatjs/intl';

/** What this file's refusals say (server/i18n). */
const TEXT = defineMessages({
  sessionExpiredPleaseSign: { id: 'SERVER.AUTH.SESSION_EXPIRED_SIGN_IN', defaultMessage: "Your session has expired, please sign in again." },
});

/** Codes nobody was sent: counted for a day (longer than any locked token lives). */
const UNSENT_CODE_WINDOW_SECONDS = 86_400;

/** What a locked answer's token stands for. */
type LockedStep =
  | { kind: 'user'; step: OneTimeCodeRow; user: AuthUser; tokenKey: string }
  | { kind: 'unknown'; tokenKey: string };

/** The locked step behind a loginToken of the locked answer (and the userName, when given). */
async function lockedStepOf(db: Kysely<Database>, loginToken: string, userName: string | undefined): Promise<LockedStep> {
  const tokenKey = createHash('sha256').update(loginToken).digest('hex');
  const step = await findToken(db, 'login-step', loginToken);
  const user = step?.target === 'locked' ? await findUserById(db, step.userId) : null;
  if (step && user && (userName === undefined || userName === user.login)) return { kind: 'user', step, user, tokenKey };
  if (!step && readUnknownAccountLockToken(loginToken, userName)) return { kind: 'unknown', tokenKey };
  throw new DomainError(ResultCode.codeInvalid, TEXT.sessionExpiredPleaseSign);
}

const sentKey = (tokenKey: string) => `unlock-unsent:${tokenKey}`;
const triesKey = (tokenKey: string, sends: number) => `unlock-unsent-tries:${tokenKey}:${sends}`;

export async function sendUnlockCode(
  db: Kysely<Database>,
  actor: RequestInfo,
  input: { userName: string; loginToken: string },
  mailer: Mailer,
): Promise<{ otpExpiredTime: string; email: string }> {
  const locked = await lockedStepOf(db, input.loginToken, input.userName);
  const userId = locked.kind === 'user' ? locked.user.id : null;
  const email = locked.kind === 'user' ? locked.user.email : null;
  let expiresAt = new Date(Date.now() + OTP_TTL_SECONDS * 1000);
  if (locked.kind === 'user' && email) {
    const issued = await issueDigitCode(db, { purpose: 'unlock', userId: locked.user.id, target: String(locked.step.id), ttlSeconds: OTP_TTL_SECONDS });
    expiresAt = issued.expiresAt;
    await sendCodeMail(db, mailer, { to: email, purpose: 'unlock', code: issued.code });
  } else {
    await incrementCounter(db, sentKey(locked.tokenKey), UNSENT_CODE_WINDOW_SECONDS);
  }
  await auditAuth(db, actor, {
    action: 'unlock.send', entity: 'user', entityId: userId ?? undefined, resultCode: 0, actor: { userId }, after: { mailed: email !== null },
  });
  return { otpExpiredTime: wireTimestamp(expiresAt), email: LOCKED_EMAIL_PLACEHOLDER };
}

/** A code check for a token nobody was sent a code for: the answers a real code's tries give. */
async function checkUnsentCode(db: Kysely<Database>, tokenKey: string): Promise<'none' | 'wrong' | 'killed'> {
  const sends = await readCounter(db, sentKey(tokenKey), UNSENT_CODE_WINDOW_SECONDS);
  if (sends === 0) return 'none';
  const tries = await incrementCounter(db, triesKey(tokenKey, sends), UNSENT_CODE_WINDOW_SECONDS);
  return tries === MAX_CODE_ATTEMPTS ? 'killed' : tries > MAX_CODE_ATTEMPTS ? 'none' : 'wrong';
}

export async function verifyUnlockCode(
  db: Kysely<Database>,
  actor: RequestInfo,
  input: { otp: string; loginToken: string; userName?: string },
): Promise<Done> {
  const locked = await lockedStepOf(db, input.loginToken, input.userName);
  if (locked.kind === 'unknown' || !locked.user.email) {
    const reason = await checkUnsentCode(db, locked.tokenKey);
    const userId = locked.kind === 'user' ? locked.user.id : null;
    await auditAuth(db, actor, { action: 'unlock.verify', entity: 'user', entityId: userId ?? undefined, resultCode: ResultCode.codeInvalid, actor: { userId }, after: { reason } });
    throw new DomainError(ResultCode.codeInvalid, codeRefusalText(reason));
  }
  const { step, user } = locked;
  const check = await checkDigitCode(db, { purpose: 'unlock', userId: user.id, code: input.otp, target: String(step.id) });
  if (!check.ok) throw await refuseCode(db, actor, { userId: user.id, action: 'unlock.verify', resultCode: ResultCode.codeInvalid, reason: check.reason });
  await useCode(db, step.id);
  await clearFailures(db, user.id);
  // The code proved the mailbox: the sign-in that follows from this address needs no captcha.
  await grantCaptchaWaiver(db, user.id, actor.ip);
  await auditAuth(db, actor, { action: 'unlock.verify', entity: 'user', entityId: user.id, resultCode: 0, actor: { userId: user.id } });
  return done(defineMessage({ id: 'AUTH.LOCKED.UNLOCKED_SIGN_IN_AGAIN', defaultMessage: 'Your account has been unlocked. Please sign in again.' }));
}
