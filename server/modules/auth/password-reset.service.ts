// Forgot password: a single-use link valid 30 minutes mailed to a matching account (the answer
// never says whether one exists), its check when the page opens, and the reset itself, which
// ends every session of the user.
import type { HandlerContext } from '../../http/handler';
import { businessRefusal, ResultCode } from '../../http/errors';
import { sendMail } from '../mail/mail.service';
import { consumeToken, findToken, issueToken } from './one-time-codes';
import { checkNewPassword, hashPassword } from './passwords';
import { auditAuth } from './request-info';
import { revokeUserSessions } from './session-events';
import { mailDependencies } from './code-mail';
import { findUsersByLoginAndEmail, setPassword } from './users.repository';

const RESET_TTL_SECONDS = 1800;
export const RESET_REQUESTED_TEXT = 'If a matching account exists, an email with a link to reset the password will be sent.';
const INVALID_TOKEN_TEXT = 'Invalid token or token has expired!';

type Ctx = Pick<HandlerContext, 'db' | 'config' | 'request' | 'session'>;

async function mailResetLink(ctx: Ctx, userId: number, email: string): Promise<void> {
  const { token } = await issueToken(ctx.db, { purpose: 'reset', userId, ttlSeconds: RESET_TTL_SECONDS, replacePrevious: true });
  // The link is built from PUBLIC_URL only: a request's Origin/Host header is attacker-chosen.
  const link = `${ctx.config.publicUrl}/auth/user-reset-password?token=${encodeURIComponent(token)}`;
  await sendMail(mailDependencies(ctx), {
    to: email,
    subject: 'Reset your password',
    text: `Open this link within 30 minutes to choose a new password (it works once):\n${link}\n\nIf you did not ask for it, ignore this email.`,
  });
  await auditAuth(ctx, { action: 'password.reset.request', entity: 'user', entityId: userId, resultCode: 0, actor: { userId } });
}

export async function requestResetPassword(ctx: Ctx, body: { username: string; email: string }) {
  const users = await findUsersByLoginAndEmail(ctx.db, body.username, body.email);
  // Mailing happens after the answer, so its time does not tell whether an account matched.
  void (async () => {
    for (const user of users) await mailResetLink(ctx, user.id, user.email!);
  })().catch((error: unknown) => ctx.request.log.error({ err: error }, 'reset-password mail failed'));
  if (users.length === 0) await auditAuth(ctx, { action: 'password.reset.request', resultCode: 0, after: { matched: false } });
  return { resultCode: 0, resultDescription: RESET_REQUESTED_TEXT };
}

export async function validateResetPasswordToken(ctx: Ctx, token: string) {
  if (!(await findToken(ctx.db, 'reset', token))) throw businessRefusal(ResultCode.codeInvalid, INVALID_TOKEN_TEXT);
  return { resultCode: 0, resultDescription: 'Success' };
}

export async function resetPassword(ctx: Ctx, body: { password: string; confirmPassword: string; token: string }) {
  checkNewPassword(
    { password: body.password, confirmation: body.confirmPassword, passwordField: 'password', confirmationField: 'confirmPassword' },
    "Confirm password doesn't match",
  );
  const grant = await consumeToken(ctx.db, 'reset', body.token);
  if (!grant) {
    await auditAuth(ctx, { action: 'password.reset', resultCode: ResultCode.codeInvalid });
    throw businessRefusal(ResultCode.codeInvalid, INVALID_TOKEN_TEXT);
  }
  await setPassword(ctx.db, grant.userId, await hashPassword(body.password));
  await revokeUserSessions(ctx.db, grant.userId, 'password-changed', { includeImpersonated: true });
  await auditAuth(ctx, { action: 'password.reset', entity: 'user', entityId: grant.userId, resultCode: 0, actor: { userId: grant.userId } });
  return { resultCode: 0, resultDescription: 'Your password has been reset. Please sign in with the new password.' };
}
