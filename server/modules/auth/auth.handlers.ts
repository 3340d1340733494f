// The auth module's operations (tag auth of openapi/portal.yaml except the signed-in user,
// which the profile module answers): each counts its rate limits, then calls its service.
import type { HandlerContext, HandlerMap } from '../../http/handler';
import { requireAcl } from '../../http/session';
import { ACL } from '../../domain/acls';
import { enforceOperationLimits } from './auth-limits';
import { createCaptchaChallenge } from './captcha';
import { contactSupport, type ContactMessage } from './contact-support.service';
import { confirmEmail, sendEmailConfirmationCode } from './email-confirmation.service';
import { signedInCall } from './email-gate';
import { createImpersonationToken } from './impersonation.service';
import { CAPTCHA_AFTER_FAILURES, ipFailures } from './lockout';
import { login, type LoginRequest } from './login.service';
import { changeFirstLoginPassword, type PasswordChange } from './password-change.service';
import { requestResetPassword, resetPassword, validateResetPasswordToken } from './password-reset.service';
import { auditAuth, clientIp } from './request-info';
import { sendUnlockCode, verifyUnlockCode } from './unlock.service';

const bodyOf = <T>(ctx: HandlerContext) => ctx.request.body as T;

/** The theme cookie the client clears on sign-out (spec 1 section 4). */
const CLEAR_THEME_COOKIE = 'theme_mode=; Path=/; Max-Age=0; SameSite=Lax';

export const authHandlers: HandlerMap = {
  login: async (ctx) => {
    const body = bodyOf<LoginRequest>(ctx);
    await enforceOperationLimits(ctx, body.merchantId && body.username ? `${body.merchantId}/${body.username}` : undefined);
    return login(ctx, body);
  },

  getTotalLoginFailed: async (ctx) => {
    await enforceOperationLimits(ctx);
    const total = await ipFailures(ctx.db, clientIp(ctx));
    return total >= CAPTCHA_AFTER_FAILURES ? { total, captchaChallenge: await createCaptchaChallenge(ctx.db) } : { total };
  },

  logout: async (ctx) => {
    const session = await signedInCall(ctx);
    await ctx.db.updateTable('sessions').set({ revoked_at: new Date(), revoked_reason: 'logout' }).where('id', '=', session.sessionId).execute();
    await auditAuth(ctx, { action: 'logout', entity: 'user', entityId: session.userId, resultCode: 0 });
    ctx.reply.header('Set-Cookie', CLEAR_THEME_COOKIE);
    return { resultCode: 0, resultDescription: 'You have been signed out.' };
  },

  requestResetPassword: async (ctx) => {
    const body = bodyOf<{ username: string; email: string }>(ctx);
    await enforceOperationLimits(ctx, body.email);
    return requestResetPassword(ctx, body);
  },

  validateResetPasswordToken: async (ctx) => {
    await enforceOperationLimits(ctx);
    return validateResetPasswordToken(ctx, (ctx.request.query as { token: string }).token);
  },

  resetPassword: async (ctx) => {
    await enforceOperationLimits(ctx);
    return resetPassword(ctx, bodyOf(ctx));
  },

  contactSupport: async (ctx) => {
    const message = bodyOf<ContactMessage>(ctx);
    await enforceOperationLimits(ctx, message.email);
    return contactSupport(ctx, message, ctx.multipart?.files ?? []);
  },

  changeFirstLoginPassword: async (ctx) => {
    const body = bodyOf<PasswordChange & { loginToken: string; userName?: string }>(ctx);
    await enforceOperationLimits(ctx, body.loginToken);
    return changeFirstLoginPassword(ctx, body);
  },

  sendUnlockCode: async (ctx) => {
    const body = bodyOf<{ userName: string; loginToken: string }>(ctx);
    await enforceOperationLimits(ctx, body.loginToken);
    return sendUnlockCode(ctx, body);
  },

  verifyUnlockCode: async (ctx) => {
    const body = bodyOf<{ otp: string; loginToken: string; userName?: string }>(ctx);
    await enforceOperationLimits(ctx, body.loginToken);
    return verifyUnlockCode(ctx, body);
  },

  verifyEmail: async (ctx) => {
    const session = await signedInCall(ctx);
    return sendEmailConfirmationCode(ctx, session, bodyOf<{ email: string }>(ctx).email);
  },

  confirmEmail: async (ctx) => {
    const session = await signedInCall(ctx);
    return confirmEmail(ctx, session, bodyOf(ctx));
  },

  createImpersonationToken: async (ctx) => {
    requireAcl(ctx, ACL.SUPPORT_IMPERSONATE);
    const session = await signedInCall(ctx);
    return createImpersonationToken(ctx, session, bodyOf(ctx));
  },
};

