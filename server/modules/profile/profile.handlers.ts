// The profile module's operations: the signed-in user (profile, me), the authenticator card and
// the password change. Reads cost the session query plus their own; writes count rate limits.
import { defineHandlers } from '../../http/handler';
import { changeOwnPassword } from '../auth/password-change.service';
import { signedInCall } from '../auth/auth-request.handlers';
import { currentUser } from './current-user.service';
import { loadTwoFactorAuth, turnOffTwoFactorAuth, turnOnTwoFactorAuth } from './two-factor.service';
import { updateProfile } from './profile-update.service';

export const profileHandlers = defineHandlers({
  getProfile: async (ctx) => currentUser(ctx.db, await signedInCall(ctx)),
  getMe: async (ctx) => currentUser(ctx.db, await signedInCall(ctx)),
  loadTwoFactorAuth: async (ctx) => loadTwoFactorAuth(ctx.db, await signedInCall(ctx)),
  turnOnTwoFactorAuth: async (ctx) => turnOnTwoFactorAuth(ctx.db, await signedInCall(ctx), ctx.body ?? {}),
  turnOffTwoFactorAuth: async (ctx) => turnOffTwoFactorAuth(ctx.db, await signedInCall(ctx), ctx.body),
  changePassword: async (ctx) => changeOwnPassword(ctx.db, await signedInCall(ctx), ctx.body),
  updateProfile: async (ctx) => updateProfile(ctx.db, await signedInCall(ctx), ctx.body),
});
