// Forgot password: a single-use link valid 30 minutes mailed to a matching account (the answer
// never says whether one exists), its check when the page opens, and the reset itself, which
// ends every session of the user.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { sendMail, type Mailer } from './code-mail';
import { consumeToken, findToken, issueToken } from './one-time-codes';
import { checkNewPassword, hashPassword } from './passwords';
import { auditAuth, done, type Done, type RequestInfo } from './request-info';
import { revokeUserSessions } from './session-events';
import { findUsersByLoginAndEmail, setPassword } from './sign-in-users.repository';
import { defineMessage } from '@formatjs/intl';
import { MAIL_TEXT, mailWords } from './code-mail';

const RESET_TTL_SECONDS = 1800;
export const RESET_DONE = defineMessage({ id: 'SERVER.AUTH.PASSWORD_RESET', defaultMessage: 'Your password has been reset. Please sign in with the new password.' });
export const RESET_REQUESTED_TEXT = defineMessage({ id: 'SERVER.AUTH.RESET_REQUESTED', defaultMessage: "If a matching account exists, an email with a link to reset the password will be sent." });
const INVALID_TOKEN_TEXT = defineMessage({ id: 'AUTH.RESET.PASSWORD.VALIDATE.TOKEN.FAILED', defaultMessage: "Invalid token or token has expired!" });

const invalidToken = () => new DomainError(ResultCode.codeInvalid, INVALID_TOKEN_TEXT);

async function mailResetLink(db: Kysely<Database>, actor: RequestInfo, mailer: Mailer, userId: number, email: string): Promise<void> {
  const { token } = await issueToken(db, { purpose: 'reset', userId, ttlSeconds: RESET_TTL_SECONDS, replacePrevious: true });
  // The link is built from PUBLIC_URL only: a request's Origin/Host header is attacker-chosen.
  const link = `${mailer.config.publicUrl}/auth/user-reset-password?token=${encodeURIComponent(token)}`;
  await sendMail(db, mailer, {
    to: email,
    ...mailWords(mailer, MAIL_TEXT.resetSubject, { ...MAIL_TEXT.resetText, values: { link } }),
  });
  await auditAuth(db, actor, { action: 'password.reset.request', entity: 'user', entityId: userId, resultCode: 0, actor: { userId } });
}

export async function requestResetPassword(
  db: Kysely<Database>,
  actor: RequestInfo,
  input: { username: string; email: string },
  mailer: Mailer,
): Promise<Done> {
  const users = await findUsersByLoginAndEmail(db, input.username, input.email);
  // Mailing happens after the answer, so its time does not tell whether an account matched.
  void (async () => {
    for (const user of users) await mailResetLink(db, actor, mailer, user.id, user.email!);
  })().catch((error: unknown) => mailer.log.error({ err: error }, 'reset-password mail failed'));
  if (users.length === 0) await auditAuth(db, actor, { action: 'password.reset.request', resultCode: 0, after: { matched: false } });
  return done(RESET_REQUESTED_TEXT);
}

/** Refuses (400 1013) a reset token that is unknown, expired or used; it stays usable. */
export async function validateResetPasswordToken(db: Kysely<Database>, token: string): Promise<void> {
  if (!(await findToken(db, 'reset', token))) throw invalidToken();
}

export async function resetPassword(
  db: Kysely<Database>,
  actor: RequestInfo,
  input: { password: string; confirmPassword: string; token: string },
): Promise<Done> {
  checkNewPassword(
    { password: input.password, confirmation: input.confirmPassword, passwordField: 'password', confirmationField: 'confirmPassword' },
    { id: 'AUTH.VALIDATION.CONFIRM_PASSWORD_MISMATCH', defaultMessage: "Confirm password doesn't match" },
  );
  const grant = await consumeToken(db, 'reset', input.token);
  if (!grant) {
    await auditAuth(db, actor, { action: 'password.reset', resultCode: ResultCode.codeInvalid });
    throw invalidToken();
  }
  await setPassword(db, grant.userId, await hashPassword(input.password));
  await revokeUserSessions(db, grant.userId, 'password-changed', { includeImpersonated: true });
  await auditAuth(db, actor, { action: 'password.reset', entity: 'user', entityId: grant.userId, resultCode: 0, actor: { userId: grant.userId } });
  return done(RESET_DONE);
}
