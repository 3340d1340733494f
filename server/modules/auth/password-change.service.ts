// Changing a password: at first sign-in (public, by the loginToken of answer 10201 and the old
// password) and while signed in. Both enforce the rule on the server, refuse a wrong old
// password or an unchanged one, and end the user's other sessions.
import type { HandlerContext, SessionInfo } from '../../http/handler';
import { businessRefusal, invalidRequest, ResultCode } from '../../http/errors';
import { countWrongAttempt, findToken, useCode } from './one-time-codes';
import { checkNewPassword, hashPassword, verifyPassword } from './passwords';
import { auditAuth } from './request-info';
import { revokeUserSessions } from './session-events';
import { findUserById, setPassword, type AuthUser } from './users.repository';

export const WRONG_OLD_PASSWORD_TEXT = 'The old password is not correct.';
const INVALID_LOGIN_TOKEN_TEXT = 'Your session has expired, please sign in again.';

type Ctx = Pick<HandlerContext, 'db' | 'request' | 'session'>;

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Checks the change and stores it; false when the old password is wrong. */
async function applyChange(user: AuthUser, change: PasswordChange, ctx: Ctx): Promise<boolean> {
  checkNewPassword(
    { password: change.newPassword, confirmation: change.confirmNewPassword, passwordField: 'newPassword', confirmationField: 'confirmNewPassword' },
    "Confirm new password doesn't match",
  );
  if (!(await verifyPassword(user.passwordHash, change.oldPassword))) return false;
  if (change.newPassword === change.oldPassword) throw invalidRequest('newPassword', 'must differ from the old password');
  await setPassword(ctx.db, user.id, await hashPassword(change.newPassword));
  return true;
}

/** PUT /api/auth/change-password: the forced change at first sign-in; then the user signs in again. */
export async function changeFirstLoginPassword(ctx: Ctx, body: PasswordChange & { loginToken: string; userName?: string }) {
  const grant = await findToken(ctx.db, 'first-login', body.loginToken);
  const user = grant ? await findUserById(ctx.db, grant.userId) : null;
  if (!grant || !user || (body.userName !== undefined && body.userName !== user.login)) {
    throw businessRefusal(ResultCode.codeInvalid, INVALID_LOGIN_TOKEN_TEXT);
  }
  if (!(await applyChange(user, body, ctx))) {
    await countWrongAttempt(ctx.db, grant.id);
    await auditAuth(ctx, { action: 'password.change.first-login', entity: 'user', entityId: user.id, resultCode: 4030, actor: { userId: user.id } });
    throw businessRefusal(4030, WRONG_OLD_PASSWORD_TEXT);
  }
  await useCode(ctx.db, grant.id);
  await revokeUserSessions(ctx.db, user.id, 'password-changed', { includeImpersonated: true });
  await auditAuth(ctx, { action: 'password.change.first-login', entity: 'user', entityId: user.id, resultCode: 0, actor: { userId: user.id } });
  return { resultCode: 0, resultDescription: 'Your password has been changed. Please sign in with the new password.' };
}

/** PUT /api/v1/change-password: the signed-in user's own password; other sessions end. */
export async function changeOwnPassword(ctx: Ctx, session: SessionInfo, body: PasswordChange) {
  const user = await findUserById(ctx.db, session.userId);
  if (!user || !(await applyChange(user, body, ctx))) {
    await auditAuth(ctx, { action: 'password.change', entity: 'user', entityId: session.userId, resultCode: 4030 });
    throw businessRefusal(4030, WRONG_OLD_PASSWORD_TEXT);
  }
  await revokeUserSessions(ctx.db, user.id, 'password-changed', { exceptSessionId: session.sessionId, includeImpersonated: true });
  await auditAuth(ctx, { action: 'password.change', entity: 'user', entityId: user.id, resultCode: 0 });
  return { resultCode: 0, resultDescription: 'Your password has been changed.' };
}
