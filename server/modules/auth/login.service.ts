// Signing in: password (with lock-out, captcha and indistinguishable refusals), the next steps a
// loginToken carries (authenticator code, domain redirect), impersonation tokens, and the
// session that ends a successful sign-in (older sessions of the user are revoked).
import { randomBytes } from 'node:crypto';
import type { HandlerContext } from '../../http/handler';
import { ACTIVE_USER_STATUS, createSession } from '../../http/session';
import { ACL } from '../../domain/acls';
import { maxFailedLogins, signInDomainOf } from './auth-settings';
import { acceptCaptchaSolution, createCaptchaChallenge } from './captcha';
import {
  CAPTCHA_AFTER_FAILURES, clearFailures, countIpFailure, countUnknownAccountFailure, countUserFailure, ipFailures,
  unknownAccountFailures,
} from './lockout';
import { LoginCode, LoginText, loginRefusal, type LoginDetails } from './login-answers';
import { consumeToken, countWrongAttempt, findToken, issueToken, useCode, type OneTimeCodeRow } from './one-time-codes';
import { verifyPassword } from './passwords';
import { auditAuth, clientIp, maskEmail } from './request-info';
import { revokeUserSessions } from './session-events';
import { acceptTotpCode, newTotpSecret, totpQrCode } from './totp';
import { findUserById, findUserByMerchantLogin, saveTotpSecret, totpAccountOf, type AuthUser } from './users.repository';

export interface LoginRequest {
  merchantId?: string;
  username?: string;
  password?: string;
  pinCode?: string;
  loginToken?: string;
  impersonationToken?: string;
  captcha?: string;
}

/** What the login-step token carries on to. */
export type LoginStep = 'totp' | 'locked' | 'redirect';
const LOGIN_STEP_TTL_SECONDS: Record<LoginStep, number> = { totp: 300, locked: 900, redirect: 60 };
export const FIRST_LOGIN_TTL_SECONDS = 900;

type Ctx = Pick<HandlerContext, 'db' | 'request' | 'reply' | 'session'>;

async function issueLoginStep(ctx: Ctx, userId: number, step: LoginStep): Promise<string> {
  return (await issueToken(ctx.db, { purpose: 'login-step', userId, target: step, ttlSeconds: LOGIN_STEP_TTL_SECONDS[step] })).token;
}

async function refuse(ctx: Ctx, userId: number | null, code: number, text: string, details: LoginDetails = {}, audit: object = {}) {
  await auditAuth(ctx, { action: 'login', entity: 'user', entityId: userId ?? undefined, resultCode: code, actor: { userId }, after: audit });
  return loginRefusal(code, text, details);
}

async function lockedAnswer(ctx: Ctx, user: AuthUser | null, countFailed: number) {
  // An unknown account answers like a real one without an email: same code, a token that leads nowhere.
  const loginToken = user ? await issueLoginStep(ctx, user.id, 'locked') : randomBytes(32).toString('base64url');
  return refuse(ctx, user?.id ?? null, LoginCode.locked, LoginText.locked, { countFailed, email: maskEmail(user?.email), loginToken });
}

async function totpAnswer(ctx: Ctx, user: AuthUser, loginToken: string) {
  // Enabled but never confirmed by a code: the QR code is shown again (998) until the first code.
  if (user.totpSecret && user.totpLastUsedStep !== null) {
    return refuse(ctx, user.id, LoginCode.totpRequired, LoginText.totpRequired, { loginToken });
  }
  const secret = user.totpSecret ?? newTotpSecret();
  if (!user.totpSecret) await saveTotpSecret(ctx.db, user.id, secret);
  const account = totpAccountOf(user);
  return refuse(ctx, user.id, LoginCode.totpSetupRequired, LoginText.totpSetupRequired, {
    loginToken, account, secretKey: secret, qrCode: await totpQrCode(secret, account),
  });
}

/** The session at the end of a sign-in; the token goes in the Authorization answer header. */
async function completeSignIn(ctx: Ctx, user: AuthUser, impersonatorUserId: number | null = null) {
  if (String(user.statusId) !== ACTIVE_USER_STATUS) throw await refuse(ctx, user.id, LoginCode.disabled, LoginText.disabled);
  const domain = await signInDomainOf(ctx.db, user.agentId);
  if (domain && !impersonatorUserId && ctx.request.hostname.split(':')[0]?.toLowerCase() !== domain) {
    const loginToken = await issueLoginStep(ctx, user.id, 'redirect');
    throw await refuse(ctx, user.id, LoginCode.wrongDomain, LoginText.wrongDomain, { redirectDomain: domain, loginToken });
  }
  if (!impersonatorUserId) await revokeUserSessions(ctx.db, user.id, 'duplicate-login');
  const token = await createSession(ctx.db, user.id, {
    impersonatorUserId, ip: clientIp(ctx), userAgent: ctx.request.headers['user-agent'] ?? null,
  });
  ctx.reply.header('Authorization', `Bearer ${token}`);
  await auditAuth(ctx, { action: 'login', entity: 'user', entityId: user.id, resultCode: 0, actor: { userId: user.id, impersonatorUserId } });
  return { resultCode: 0, resultDescription: 'Success', redirectDomain: domain, loginToken: null };
}

/** After the password (or the unlock) checked out: first-login change, authenticator, or in. */
async function afterPassword(ctx: Ctx, user: AuthUser) {
  if (String(user.statusId) !== ACTIVE_USER_STATUS) throw await refuse(ctx, user.id, LoginCode.disabled, LoginText.disabled);
  await clearFailures(ctx.db, user.id, clientIp(ctx));
  if (user.mustChangePassword) {
    const { token } = await issueToken(ctx.db, { purpose: 'first-login', userId: user.id, ttlSeconds: FIRST_LOGIN_TTL_SECONDS, replacePrevious: true });
    throw await refuse(ctx, user.id, LoginCode.mustChangePassword, LoginText.mustChangePassword, { loginToken: token });
  }
  if (user.totpEnabled) throw await totpAnswer(ctx, user, await issueLoginStep(ctx, user.id, 'totp'));
  return completeSignIn(ctx, user);
}

async function signInWithPassword(ctx: Ctx, body: Required<Pick<LoginRequest, 'merchantId' | 'username' | 'password'>> & LoginRequest) {
  const { db } = ctx;
  const ip = clientIp(ctx);
  const user = await findUserByMerchantLogin(db, body.merchantId, body.username);
  const maxFailures = await maxFailedLogins(db);
  const failures = user ? user.failedLoginCount : await unknownAccountFailures(db, body.merchantId, body.username);
  const account = { merchantId: body.merchantId, username: body.username };

  if ((user ? user.lockedAt !== null : failures >= maxFailures)) {
    await verifyPassword(null, body.password); // the same cost as a real check
    throw await lockedAnswer(ctx, user, failures);
  }
  if (failures >= CAPTCHA_AFTER_FAILURES || (await ipFailures(db, ip)) >= CAPTCHA_AFTER_FAILURES) {
    if (!(await acceptCaptchaSolution(db, body.captcha))) {
      throw await refuse(ctx, user?.id ?? null, LoginCode.captchaRequired, LoginText.captchaRequired,
        { countFailed: failures, email: null, captchaChallenge: await createCaptchaChallenge(db) }, account);
    }
  }
  if (!(await verifyPassword(user?.passwordHash, body.password))) {
    await countIpFailure(db, ip);
    const { countFailed, locked } = user
      ? await countUserFailure(db, user.id, maxFailures)
      : await countUnknownAccountFailure(db, body.merchantId, body.username).then((n) => ({ countFailed: n, locked: n >= maxFailures }));
    if (locked) throw await lockedAnswer(ctx, user, countFailed);
    const captchaChallenge = countFailed >= CAPTCHA_AFTER_FAILURES ? { captchaChallenge: await createCaptchaChallenge(db) } : {};
    throw await refuse(ctx, user?.id ?? null, LoginCode.invalidCredentials, LoginText.invalidCredentials,
      { countFailed, email: null, ...captchaChallenge }, account);
  }
  return afterPassword(ctx, user!);
}

async function continueTotpStep(ctx: Ctx, step: OneTimeCodeRow, user: AuthUser, loginToken: string, pinCode: string | undefined) {
  if (user.lockedAt) throw await lockedAnswer(ctx, user, user.failedLoginCount);
  if (!pinCode) throw await totpAnswer(ctx, user, loginToken);
  if (user.totpSecret && (await acceptTotpCode(ctx.db, { id: user.id, totpSecret: user.totpSecret, lastUsedStep: user.totpLastUsedStep }, pinCode))) {
    await useCode(ctx.db, step.id);
    await clearFailures(ctx.db, user.id);
    return completeSignIn(ctx, user);
  }
  const triesLeft = await countWrongAttempt(ctx.db, step.id);
  const { countFailed, locked } = await countUserFailure(ctx.db, user.id, await maxFailedLogins(ctx.db));
  if (locked) {
    const lockToken = await issueLoginStep(ctx, user.id, 'locked');
    throw await refuse(ctx, user.id, LoginCode.lockedDuringTotp, LoginText.locked, { countFailed, email: maskEmail(user.email), loginToken: lockToken });
  }
  throw await refuse(ctx, user.id, LoginCode.invalidTotpCode, LoginText.invalidTotpCode, { countFailed, loginToken: triesLeft > 0 ? loginToken : null });
}

async function continueLoginStep(ctx: Ctx, loginToken: string, pinCode: string | undefined) {
  const step = await findToken(ctx.db, 'login-step', loginToken);
  const user = step ? await findUserById(ctx.db, step.userId) : null;
  if (!step || !user) throw await refuse(ctx, null, LoginCode.invalidCredentials, LoginText.invalidCredentials, { countFailed: 0, email: null });
  if (step.target === 'totp') return continueTotpStep(ctx, step, user, loginToken, pinCode);
  if (step.target === 'redirect') {
    await useCode(ctx.db, step.id);
    return completeSignIn(ctx, user);
  }
  throw await lockedAnswer(ctx, user, user.failedLoginCount);
}

async function signInWithImpersonationToken(ctx: Ctx, impersonationToken: string) {
  const grant = await consumeToken(ctx.db, 'impersonation', impersonationToken);
  const impersonatorUserId = grant ? Number(grant.target) : null;
  const impersonatorAllowed = impersonatorUserId !== null && (await ctx.db
    .selectFrom('users as u')
    .innerJoin('user_acls as a', 'a.user_id', 'u.id')
    .select('u.id')
    .where('u.id', '=', impersonatorUserId)
    .where('u.status_id', '=', ACTIVE_USER_STATUS)
    .where('u.deleted_at', 'is', null)
    .where('a.acl', '=', ACL.SUPPORT_IMPERSONATE)
    .executeTakeFirst()) !== undefined;
  const user = grant && impersonatorAllowed ? await findUserById(ctx.db, grant.userId) : null;
  if (!user) throw await refuse(ctx, null, LoginCode.invalidCredentials, LoginText.invalidCredentials, { countFailed: 0, email: null }, { impersonation: true });
  return completeSignIn(ctx, user, impersonatorUserId);
}

/** POST /api/auth/login: one of the three ways in (see openapi/portal.yaml). */
export async function login(ctx: Ctx, body: LoginRequest) {
  if (body.impersonationToken) return signInWithImpersonationToken(ctx, body.impersonationToken);
  if (body.loginToken && !body.password) return continueLoginStep(ctx, body.loginToken, body.pinCode);
  const { merchantId, username, password } = body;
  if (!merchantId) throw loginRefusal(1001, 'merchantId: is required');
  if (!username) throw loginRefusal(1001, 'username: is required');
  if (!password) throw loginRefusal(1001, 'password: is required');
  return signInWithPassword(ctx, { ...body, merchantId, username, password });
}
