// Tying an email address to the signed-in account: a 4-digit code mailed to the new address
// (5 minutes, 5 tries), then its confirmation, which stores the address as confirmed.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ResultCode } from '../../domain/domain-error';
import { wireTimestamp } from '../../domain/wire';
import { OTP_TTL_SECONDS, refuseCode, sendCodeMail, type Mailer } from './code-mail';
import { checkDigitCode, issueDigitCode } from './one-time-codes';
import { auditAuth, done, type Done, type SignedInRequest } from './request-info';
import { saveConfirmedEmail } from './sign-in-users.repository';
import { defineMessage } from '@formatjs/intl';

export async function sendEmailConfirmationCode(
  db: Kysely<Database>,
  actor: SignedInRequest,
  input: { email: string },
  mailer: Mailer,
): Promise<{ otpExpiredTime: string; email: string }> {
  const { email } = input;
  const { userId } = actor.session;
  const { code, expiresAt } = await issueDigitCode(db, { purpose: 'email', userId, target: email.toLowerCase(), ttlSeconds: OTP_TTL_SECONDS });
  await sendCodeMail(db, mailer, { to: email, purpose: 'confirm', code });
  await auditAuth(db, actor, { action: 'email.verify', entity: 'user', entityId: userId, resultCode: 0, after: { email } });
  return { otpExpiredTime: wireTimestamp(expiresAt), email };
}

export async function confirmEmail(db: Kysely<Database>, actor: SignedInRequest, input: { otp: string; email: string }): Promise<Done> {
  const { userId } = actor.session;
  const check = await checkDigitCode(db, { purpose: 'email', userId, code: input.otp, target: input.email.toLowerCase() });
  if (!check.ok) {
    throw await refuseCode(db, actor, { userId, action: 'email.confirm', resultCode: ResultCode.emailConfirmationRefused, reason: check.reason });
  }
  await saveConfirmedEmail(db, userId, input.email);
  await auditAuth(db, actor, { action: 'email.confirm', entity: 'user', entityId: userId, resultCode: 0, after: { email: input.email } });
  return done(defineMessage({ id: 'SERVER.AUTH.EMAIL_CONFIRMED', defaultMessage: 'Your email address has been confirmed.' }));
}
