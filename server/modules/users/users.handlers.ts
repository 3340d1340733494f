// The user management operations (spec 3, User List): list, details, create, edit, delete, and
// an administrator's reset of a user's authenticator, and the authenticator policy (#37).
import { defineHandlers } from '../../http/handler';
import { mailerOf, signedInCall } from '../auth/auth-request.handlers';
import { createUser, deleteUser, editUser, listUsers, resetUserTwoFactor, userDetails } from './users.service';
import { getAuthenticatorPolicy, setAuthenticatorPolicy } from './authenticator-policy.service';

export const usersHandlers = defineHandlers({
  listUsers: async (ctx) => listUsers(ctx.db, await signedInCall(ctx), ctx.body),
  getUserDetails: async (ctx) => userDetails(ctx.db, await signedInCall(ctx), ctx.query.id),
  createUser: async (ctx) => createUser(ctx.db, await signedInCall(ctx), ctx.body),
  editUser: async (ctx) => editUser(ctx.db, await signedInCall(ctx), ctx.body, mailerOf(ctx)),
  deleteUser: async (ctx) => deleteUser(ctx.db, await signedInCall(ctx), ctx.body),
  resetUserTwoFactor: async (ctx) => resetUserTwoFactor(ctx.db, await signedInCall(ctx), ctx.body),
  getAuthenticatorPolicy: async (ctx) => getAuthenticatorPolicy(ctx.db, await signedInCall(ctx)),
  setAuthenticatorPolicy: async (ctx) => setAuthenticatorPolicy(ctx.db, await signedInCall(ctx), ctx.body),
});
