// Changing a password: at first sign-in (public, by the loginToken of answer 10201 and the old
// password) and while signed in. Both enforce the rule on the server, refuse a wrong old
// password or an unchanged one, and end the user's other sessions.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { countWrongAttempt, findToken, useCode } from './one-time-codes';
import { checkNewPassword, hashPassword, invalidField, verifyPassword } from './passwords';
import { auditAuth, done, type Done, type RequestInfo, type SignedInRequest } from './request-info';
import { revokeUserSessions } from './session-events';
import { findUserById, setPassword, type AuthUser } from './sign-in-users.repository';
import { defineMessage, defineMessages } from '@formatjs/intl';
import { PROBLEM } from '../../i18n/problems';

export const WRONG_OLD_PASSWORD_TEXT = defineMessage({ id: 'SERVER.AUTH.WRONG_OLD_PASSWORD', defaultMessage: "The old password is not correct." });
const PASSWORD_TEXT = defineMessages({
  newMismatch: { id: 'AUTH.VALIDATION.CONFIRM_NEW_PASSWORD_MISMATCH', defaultMessage: "Confirm new password doesn't match" },
  changedSignIn: { id: 'SERVER.AUTH.PASSWORD_CHANGED_SIGN_IN', defaultMessage: 'Your password has been changed. Please sign in with the new password.' },
  changed: { id: 'SERVER.AUTH.PASSWORD_CHANGED', defaultMessage: 'Your password has been changed.' },
});
const INVALID_LOGIN_TOKEN_TEXT = defineMessage({ id: 'SERVER.AUTH.SESSION_EXPIRED_SIGN_IN', defaultMessage: "Your session has expired, please sign in again." });

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface FirstLoginPasswordChange extends PasswordChange {
  loginToken: string;
  userName?: string;
}

const wrongOldPassword = () => new DomainError(ResultCode.invalidCredentials, WRONG_OLD_PASSWORD_TEXT);

/** Checks the change and stores it; false when the old password is wrong. */
async function applyChange(db: Kysely<Database>, user: AuthUser, change: PasswordChange): Promise<boolean> {
  checkNewPassword(
    { password: change.newPassword, confirmation: change.confirmNewPassword, passwordField: 'newPassword', confirmationField: 'confirmNewPassword' },
    PASSWORD_TEXT.newMismatch,
  );
  if (!(await verifyPassword(user.passwordHash, change.oldPassword))) return false;
  if (change.newPassword === change.oldPassword) throw invalidField('newPassword', PROBLEM.samePassword);
  await setPassword(db, user.id, await hashPassword(change.newPassword));
  return true;
}

/** PUT /api/auth/change-password: the forced change at first sign-in; then the user signs in again. */
export async function changeFirstLoginPassword(db: Kysely<Database>, actor: RequestInfo, change: FirstLoginPasswordChange): Promise<Done> {
  const grant = await findToken(db, 'first-login', change.loginToken);
  const user = grant ? await findUserById(db, grant.userId) : null;
  if (!grant || !user || (change.userName !== undefined && change.userName !== user.login)) {
    throw new DomainError(ResultCode.codeInvalid, INVALID_LOGIN_TOKEN_TEXT);
  }
  if (!(await applyChange(db, user, change))) {
    await countWrongAttempt(db, grant.id);
    await auditAuth(db, actor, { action: 'password.change.first-login', entity: 'user', entityId: user.id, resultCode: ResultCode.invalidCredentials, actor: { userId: user.id } });
    throw wrongOldPassword();
  }
  await useCode(db, grant.id);
  await revokeUserSessions(db, user.id, 'password-changed', { includeImpersonated: true });
  await auditAuth(db, actor, { action: 'password.change.first-login', entity: 'user', entityId: user.id, resultCode: 0, actor: { userId: user.id } });
  return done(PASSWORD_TEXT.changedSignIn);
}

/** PUT /api/v1/change-password: the signed-in user's own password; other sessions end. */
export async function changeOwnPassword(db: Kysely<Database>, actor: SignedInRequest, change: PasswordChange): Promise<Done> {
  const { session } = actor;
  const user = await findUserById(db, session.userId);
  if (!user || !(await applyChange(db, user, change))) {
    await auditAuth(db, actor, { action: 'password.change', entity: 'user', entityId: session.userId, resultCode: ResultCode.invalidCredentials });
    throw wrongOldPassword();
  }
  await revokeUserSessions(db, user.id, 'password-changed', { exceptSessionId: session.sessionId, includeImpersonated: true });
  await auditAuth(db, actor, { action: 'password.change', entity: 'user', entityId: user.id, resultCode: 0 });
  return done(PASSWORD_TEXT.changed);
}
