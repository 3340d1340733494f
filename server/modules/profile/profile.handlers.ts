// The profile module's operations: the signed-in user (profile, me), the authenticator card and
// the password change.
import type { HandlerMap } from '../../http/handler';
import { changeOwnPassword, type PasswordChange } from '../auth/password-change.service';
import { signedInCall } from '../auth/email-gate';
import { currentUser } from './current-user.service';
import { loadTwoFactorAuth, turnOffTwoFactorAuth, turnOnTwoFactorAuth } from './two-factor.service';

export const profileHandlers: HandlerMap = {
  getProfile: async (ctx) => currentUser(ctx.db, await signedInCall(ctx)),
  getMe: async (ctx) => currentUser(ctx.db, await signedInCall(ctx)),
  loadTwoFactorAuth: async (ctx) => loadTwoFactorAuth(ctx, await signedInCall(ctx)),
  turnOnTwoFactorAuth: async (ctx) => turnOnTwoFactorAuth(ctx, await signedInCall(ctx)),
  turnOffTwoFactorAuth: async (ctx) => turnOffTwoFactorAuth(ctx, await signedInCall(ctx), (ctx.request.body as { password: string }).password),
  changePassword: async (ctx) => changeOwnPassword(ctx, await signedInCall(ctx), ctx.request.body as PasswordChange),
};
