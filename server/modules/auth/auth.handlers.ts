// The auth module's operations (tag auth of openapi/portal.yaml except the signed-in user,
// which the profile module answers): each takes what it needs from the request (the caller,
// cookies and headers of the answer), counts its rate limits, and calls its service.
import { defineHandlers } from '../../http/handler';
import { createSession } from './sessions.service';
import { enforceOperationLimits } from './auth-limits';
import { contactSupport } from './contact-support.service';
import { confirmEmail, sendEmailConfirmationCode } from './email-confirmation.service';
import { mailerOf, requestInfoOf, signedInCall } from './auth-request.handlers';
import { createImpersonationToken } from './impersonation.service';
import { login, totalLoginFailed } from './login.service';
import { logout } from './logout.service';
import { changeFirstLoginPassword } from './password-change.service';
import { requestResetPassword, resetPassword, validateResetPasswordToken } from './password-reset.service';
import { sendUnlockCode, verifyUnlockCode } from './unlock.service';
import { REFUSAL } from '../../i18n/refusals';
import { requestLanguage } from '../../i18n/languages';

/** The theme cookie the client clears on sign-out (spec 1 section 4). */
const CLEAR_THEME_COOKIE = 'theme_mode=; Path=/; Max-Age=0; SameSite=Lax';

export const authHandlers = defineHandlers({
  login: async (ctx) => {
    const actor = requestInfoOf(ctx);
    const { merchantId, username } = ctx.body;
    await enforceOperationLimits(ctx.db, actor, 'login', merchantId && username ? `${merchantId}/${username}` : undefined);
    // The language the merchant chose (Accept-Language) is kept on the user for the mail sent to
    // them later (credit-limit alerts).
    const language = requestLanguage(ctx.request.headers['accept-language']);
    const { sessionToken, redirectDomain, recoveryCodes } = await login(ctx.db, actor, ctx.body, (db, userId, options) => createSession(db, userId, { ...options, language }));
    ctx.reply.header('Authorization', `Bearer ${sessionToken}`);
    return { resultCode: 0, resultDescription: REFUSAL.success, redirectDomain, loginToken: null, ...(recoveryCodes ? { recoveryCodes } : {}) };
  },

  getTotalLoginFailed: async (ctx) => {
    const actor = requestInfoOf(ctx);
    await enforceOperationLimits(ctx.db, actor, 'getTotalLoginFailed');
    return totalLoginFailed(ctx.db, actor);
  },

  logout: async (ctx) => {
    const answer = await logout(ctx.db, await signedInCall(ctx));
    ctx.reply.header('Set-Cookie', CLEAR_THEME_COOKIE);
    return answer;
  },

  requestResetPassword: async (ctx) => {
    const actor = requestInfoOf(ctx);
    await enforceOperationLimits(ctx.db, actor, 'requestResetPassword', ctx.body.email);
    return requestResetPassword(ctx.db, actor, ctx.body, mailerOf(ctx));
  },

  validateResetPasswordToken: async (ctx) => {
    await enforceOperationLimits(ctx.db, requestInfoOf(ctx), 'validateResetPasswordToken');
    await validateResetPasswordToken(ctx.db, ctx.query.token);
    return {};
  },

  // The same check with the token in the body (never in a logged URL); one limit for both.
  checkResetPasswordToken: async (ctx) => {
    await enforceOperationLimits(ctx.db, requestInfoOf(ctx), 'validateResetPasswordToken');
    await validateResetPasswordToken(ctx.db, ctx.body.token);
    return {};
  },

  resetPassword: async (ctx) => {
    const actor = requestInfoOf(ctx);
    await enforceOperationLimits(ctx.db, actor, 'resetPassword');
    return resetPassword(ctx.db, actor, ctx.body);
  },

  contactSupport: async (ctx) => {
    const actor = requestInfoOf(ctx);
    // Its per-IP count came before the upload was read (auth-limits.ts, COUNTED_BEFORE_BODY).
    await enforceOperationLimits(ctx.db, null, 'contactSupport', ctx.body.email);
    return contactSupport(ctx.db, actor, { message: ctx.body, files: ctx.multipart?.files ?? [] }, mailerOf(ctx));
  },

  changeFirstLoginPassword: async (ctx) => {
    const actor = requestInfoOf(ctx);
    await enforceOperationLimits(ctx.db, actor, 'changeFirstLoginPassword', ctx.body.loginToken);
    return changeFirstLoginPassword(ctx.db, actor, ctx.body);
  },

  sendUnlockCode: async (ctx) => {
    const actor = requestInfoOf(ctx);
    await enforceOperationLimits(ctx.db, actor, 'sendUnlockCode', ctx.body.loginToken);
    return sendUnlockCode(ctx.db, actor, ctx.body, mailerOf(ctx));
  },

  verifyUnlockCode: async (ctx) => {
    const actor = requestInfoOf(ctx);
    await enforceOperationLimits(ctx.db, actor, 'verifyUnlockCode', ctx.body.loginToken);
    return verifyUnlockCode(ctx.db, actor, ctx.body);
  },

  verifyEmail: async (ctx) => sendEmailConfirmationCode(ctx.db, await signedInCall(ctx), ctx.body, mailerOf(ctx)),

  confirmEmail: async (ctx) => confirmEmail(ctx.db, await signedInCall(ctx), ctx.body),

  // SCP.SUPPORT.IMPERSONATE is the contract's x-acl of the operation, checked by the router.
  createImpersonationToken: async (ctx) => createImpersonationToken(ctx.db, await signedInCall(ctx), ctx.body),
});
