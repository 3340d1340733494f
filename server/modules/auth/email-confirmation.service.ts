// Tying an email address to the signed-in account: a 4-digit code mailed to the new address
// (5 minutes, 5 tries), then its confirmation, which stores the address as confirmed.
import { sql } from 'kysely';
import type { HandlerContext, SessionInfo } from '../../http/handler';
import { OTP_TTL_SECONDS, refuseCode, sendCodeMail } from './code-mail';
import { checkDigitCode, issueDigitCode } from './one-time-codes';
import { apiTimestamp, auditAuth } from './request-info';

/** The user result codes of an account without a usable email (docs/auth.md). */
export const EmailCode = { missing: 10221, unconfirmed: 10222, confirmationRefused: 10224 } as const;
export const EmailText = {
  missing: 'An email address must be added to the account.',
  unconfirmed: 'The email address of the account must be confirmed.',
} as const;

type Ctx = Pick<HandlerContext, 'db' | 'config' | 'request' | 'session'>;

/** 10221 without an email, 10222 with an unconfirmed one, 0 otherwise. */
export function emailResultOf(user: { email: string | null; emailConfirmedAt: Date | null }): { resultCode: number; resultDescription: string } {
  if (!user.email) return { resultCode: EmailCode.missing, resultDescription: EmailText.missing };
  if (!user.emailConfirmedAt) return { resultCode: EmailCode.unconfirmed, resultDescription: EmailText.unconfirmed };
  return { resultCode: 0, resultDescription: 'Success' };
}

export async function sendEmailConfirmationCode(ctx: Ctx, session: SessionInfo, email: string) {
  const target = email.toLowerCase();
  const { code, expiresAt } = await issueDigitCode(ctx.db, { purpose: 'email', userId: session.userId, target, ttlSeconds: OTP_TTL_SECONDS });
  await sendCodeMail(ctx, email, 'Confirm your email address', code, 'email confirmation');
  await auditAuth(ctx, { action: 'email.verify', entity: 'user', entityId: session.userId, resultCode: 0, after: { email } });
  return { otpExpiredTime: apiTimestamp(expiresAt), email };
}

export async function confirmEmail(ctx: Ctx, session: SessionInfo, body: { otp: string; email: string }) {
  const check = await checkDigitCode(ctx.db, { purpose: 'email', userId: session.userId, code: body.otp, target: body.email.toLowerCase() });
  if (!check.ok) throw await refuseCode(ctx, session.userId, 'email.confirm', EmailCode.confirmationRefused, check.reason);
  await ctx.db
    .updateTable('users')
    .set({ email: body.email, email_confirmed_at: sql<Date>`now()` })
    .where('id', '=', session.userId)
    .execute();
  await auditAuth(ctx, { action: 'email.confirm', entity: 'user', entityId: session.userId, resultCode: 0, after: { email: body.email } });
  return { resultCode: 0, resultDescription: 'Your email address has been confirmed.' };
}
