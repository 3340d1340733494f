// Signing in: password (with lock-out, captcha and indistinguishable refusals), the next steps a
// loginToken carries (authenticator code, domain redirect), impersonation tokens, and the
// session that ends a successful sign-in (older sessions of the user are revoked). Also the
// pre-sign-in failure count.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { components } from '../../../openapi/generated/portal';
import { ResultCode } from '../../domain/domain-error';
import { ACL } from '../../domain/acls';
import { maxFailedLogins, signInDomainOf } from './auth-settings';
import { acceptCaptchaSolution, createCaptchaChallenge, type CaptchaChallenge } from './captcha';
import {
  CAPTCHA_AFTER_FAILURES, clearFailures, countIpFailure, countUnknownAccountFailure, countUserFailure, ipFailures,
  unknownAccountFailures,
} from './lockout';
import { LoginText, loginRefusal, type LoginDetails } from './login-answers';
import { consumeToken, countWrongAttempt, findToken, issueToken, useCode, type OneTimeCodeRow } from './one-time-codes';
import { verifyPassword } from './passwords';
import { auditAuth, maskEmail, type RequestInfo } from './request-info';
import { revokeUserSessions } from './session-events';
import { acceptTotpCode, newTotpSecret, totpQrCode } from './totp';
import {
  ACTIVE_USER_STATUS, findUserById, findUserByMerchantLogin, saveTotpSecret, totpAccountOf, type AuthUser,
} from './users.repository';

/** The sign-in request (schema LoginRequest): one of password, loginToken (+ pinCode) or impersonationToken. */
export type LoginRequest = components['schemas']['LoginRequest'];

/** Starts a session and returns its bearer token (server/http/session createSession). */
export type StartSession = (
  db: Kysely<Database>,
  userId: number,
  options: { impersonatorUserId: number | null; ip: string; userAgent: string | null },
) => Promise<string>;

/** A successful sign-in: the token for the Authorization header, and the user's sign-in host. */
export interface SignedIn {
  sessionToken: string;
  redirectDomain: string | null;
}

/** What the login-step token carries on to. */
export type LoginStep = 'totp' | 'locked' | 'redirect';
const LOGIN_STEP_TTL_SECONDS: Record<LoginStep, number> = { totp: 300, locked: 900, redirect: 60 };
export const FIRST_LOGIN_TTL_SECONDS = 900;

/** What every step of one sign-in works with. */
interface SignInAttempt {
  db: Kysely<Database>;
  actor: RequestInfo;
  startSession: StartSession;
}

async function issueLoginStep(attempt: SignInAttempt, userId: number, step: LoginStep): Promise<string> {
  return (await issueToken(attempt.db, { purpose: 'login-step', userId, target: step, ttlSeconds: LOGIN_STEP_TTL_SECONDS[step] })).token;
}

async function refuse(attempt: SignInAttempt, userId: number | null, code: ResultCode, text: string, details: LoginDetails = {}, audit: object = {}) {
  await auditAuth(attempt.db, attempt.actor, { action: 'login', entity: 'user', entityId: userId ?? undefined, resultCode: code, actor: { userId }, after: audit });
  return loginRefusal(code, text, details);
}

async function lockedAnswer(attempt: SignInAttempt, user: AuthUser | null, countFailed: number) {
  // An unknown account answers like a real one without an email: same code, a token that leads nowhere.
  const loginToken = user ? await issueLoginStep(attempt, user.id, 'locked') : randomBytes(32).toString('base64url');
  return refuse(attempt, user?.id ?? null, ResultCode.accountLocked, LoginText.locked, { countFailed, email: maskEmail(user?.email), loginToken });
}

async function totpAnswer(attempt: SignInAttempt, user: AuthUser, loginToken: string) {
  // Enabled but never confirmed by a code: the QR code is shown again (998) until the first code.
  if (user.totpSecret && user.totpLastUsedStep !== null) {
    return refuse(attempt, user.id, ResultCode.totpRequired, LoginText.totpRequired, { loginToken });
  }
  const secret = user.totpSecret ?? newTotpSecret();
  if (!user.totpSecret) await saveTotpSecret(attempt.db, user.id, secret);
  const account = totpAccountOf(user);
  return refuse(attempt, user.id, ResultCode.totpSetupRequired, LoginText.totpSetupRequired, {
    loginToken, account, secretKey: secret, qrCode: await totpQrCode(secret, account),
  });
}

/** The session at the end of a sign-in; the token goes in the Authorization answer header. */
async function completeSignIn(attempt: SignInAttempt, user: AuthUser, impersonatorUserId: number | null = null): Promise<SignedIn> {
  if (String(user.statusId) !== ACTIVE_USER_STATUS) throw await refuse(attempt, user.id, ResultCode.accountDisabled, LoginText.disabled);
  const domain = await signInDomainOf(attempt.db, user.agentId);
  if (domain && !impersonatorUserId && attempt.actor.host !== domain) {
    const loginToken = await issueLoginStep(attempt, user.id, 'redirect');
    throw await refuse(attempt, user.id, ResultCode.wrongDomain, LoginText.wrongDomain, { redirectDomain: domain, loginToken });
  }
  if (!impersonatorUserId) await revokeUserSessions(attempt.db, user.id, 'duplicate-login');
  const sessionToken = await attempt.startSession(attempt.db, user.id, { impersonatorUserId, ip: attempt.actor.ip, userAgent: attempt.actor.userAgent });
  await auditAuth(attempt.db, attempt.actor, { action: 'login', entity: 'user', entityId: user.id, resultCode: 0, actor: { userId: user.id, impersonatorUserId } });
  return { sessionToken, redirectDomain: domain };
}

/** After the password (or the unlock) checked out: first-login change, authenticator, or in. */
async function afterPassword(attempt: SignInAttempt, user: AuthUser): Promise<SignedIn> {
  if (String(user.statusId) !== ACTIVE_USER_STATUS) throw await refuse(attempt, user.id, ResultCode.accountDisabled, LoginText.disabled);
  await clearFailures(attempt.db, user.id, attempt.actor.ip);
  if (user.mustChangePassword) {
    const { token } = await issueToken(attempt.db, { purpose: 'first-login', userId: user.id, ttlSeconds: FIRST_LOGIN_TTL_SECONDS, replacePrevious: true });
    throw await refuse(attempt, user.id, ResultCode.mustChangePassword, LoginText.mustChangePassword, { loginToken: token });
  }
  if (user.totpEnabled) throw await totpAnswer(attempt, user, await issueLoginStep(attempt, user.id, 'totp'));
  return completeSignIn(attempt, user);
}

async function signInWithPassword(attempt: SignInAttempt, body: Required<Pick<LoginRequest, 'merchantId' | 'username' | 'password'>> & LoginRequest): Promise<SignedIn> {
  const { db } = attempt;
  const { ip } = attempt.actor;
  const user = await findUserByMerchantLogin(db, body.merchantId, body.username);
  const maxFailures = await maxFailedLogins(db);
  const failures = user ? user.failedLoginCount : await unknownAccountFailures(db, body.merchantId, body.username);
  const account = { merchantId: body.merchantId, username: body.username };

  if ((user ? user.lockedAt !== null : failures >= maxFailures)) {
    await verifyPassword(null, body.password); // the same cost as a real check
    throw await lockedAnswer(attempt, user, failures);
  }
  if (failures >= CAPTCHA_AFTER_FAILURES || (await ipFailures(db, ip)) >= CAPTCHA_AFTER_FAILURES) {
    if (!(await acceptCaptchaSolution(db, body.captcha))) {
      throw await refuse(attempt, user?.id ?? null, ResultCode.captchaRequired, LoginText.captchaRequired,
        { countFailed: failures, email: null, captchaChallenge: await createCaptchaChallenge(db) }, account);
    }
  }
  if (!(await verifyPassword(user?.passwordHash, body.password))) {
    await countIpFailure(db, ip);
    const { countFailed, locked } = user
      ? await countUserFailure(db, user.id, maxFailures)
      : await countUnknownAccountFailure(db, body.merchantId, body.username).then((n) => ({ countFailed: n, locked: n >= maxFailures }));
    if (locked) throw await lockedAnswer(attempt, user, countFailed);
    const captchaChallenge = countFailed >= CAPTCHA_AFTER_FAILURES ? { captchaChallenge: await createCaptchaChallenge(db) } : {};
    throw await refuse(attempt, user?.id ?? null, ResultCode.invalidCredentials, LoginText.invalidCredentials,
      { countFailed, email: null, ...captchaChallenge }, account);
  }
  return afterPassword(attempt, user!);
}

async function continueTotpStep(attempt: SignInAttempt, step: OneTimeCodeRow, user: AuthUser, loginToken: string, pinCode: string | undefined): Promise<SignedIn> {
  if (user.lockedAt) throw await lockedAnswer(attempt, user, user.failedLoginCount);
  if (!pinCode) throw await totpAnswer(attempt, user, loginToken);
  if (user.totpSecret && (await acceptTotpCode(attempt.db, { id: user.id, totpSecret: user.totpSecret, lastUsedStep: user.totpLastUsedStep }, pinCode))) {
    await useCode(attempt.db, step.id);
    await clearFailures(attempt.db, user.id);
    return completeSignIn(attempt, user);
  }
  const triesLeft = await countWrongAttempt(attempt.db, step.id);
  const { countFailed, locked } = await countUserFailure(attempt.db, user.id, await maxFailedLogins(attempt.db));
  if (locked) {
    const lockToken = await issueLoginStep(attempt, user.id, 'locked');
    throw await refuse(attempt, user.id, ResultCode.lockedDuringTotp, LoginText.locked, { countFailed, email: maskEmail(user.email), loginToken: lockToken });
  }
  throw await refuse(attempt, user.id, ResultCode.totpCodeInvalid, LoginText.invalidTotpCode, { countFailed, loginToken: triesLeft > 0 ? loginToken : null });
}

async function continueLoginStep(attempt: SignInAttempt, loginToken: string, pinCode: string | undefined): Promise<SignedIn> {
  const step = await findToken(attempt.db, 'login-step', loginToken);
  const user = step ? await findUserById(attempt.db, step.userId) : null;
  if (!step || !user) throw await refuse(attempt, null, ResultCode.invalidCredentials, LoginText.invalidCredentials, { countFailed: 0, email: null });
  if (step.target === 'totp') return continueTotpStep(attempt, step, user, loginToken, pinCode);
  if (step.target === 'redirect') {
    await useCode(attempt.db, step.id);
    return completeSignIn(attempt, user);
  }
  throw await lockedAnswer(attempt, user, user.failedLoginCount);
}

async function signInWithImpersonationToken(attempt: SignInAttempt, impersonationToken: string): Promise<SignedIn> {
  const grant = await consumeToken(attempt.db, 'impersonation', impersonationToken);
  const impersonatorUserId = grant ? Number(grant.target) : null;
  const impersonatorAllowed = impersonatorUserId !== null && (await attempt.db
    .selectFrom('users as u')
    .innerJoin('user_acls as a', 'a.user_id', 'u.id')
    .select('u.id')
    .where('u.id', '=', impersonatorUserId)
    .where('u.status_id', '=', ACTIVE_USER_STATUS)
    .where('u.deleted_at', 'is', null)
    .where('a.acl', '=', ACL.SUPPORT_IMPERSONATE)
    .executeTakeFirst()) !== undefined;
  const user = grant && impersonatorAllowed ? await findUserById(attempt.db, grant.userId) : null;
  if (!user) throw await refuse(attempt, null, ResultCode.invalidCredentials, LoginText.invalidCredentials, { countFailed: 0, email: null }, { impersonation: true });
  return completeSignIn(attempt, user, impersonatorUserId);
}

/**
 * POST /api/auth/login: one of the three ways in (see openapi/portal.yaml). Every refusal is a
 * DomainError carrying the LoginResult fields of the next step; a success starts the session.
 */
export async function login(db: Kysely<Database>, actor: RequestInfo, input: LoginRequest, startSession: StartSession): Promise<SignedIn> {
  const attempt: SignInAttempt = { db, actor, startSession };
  if (input.impersonationToken) return signInWithImpersonationToken(attempt, input.impersonationToken);
  if (input.loginToken && !input.password) return continueLoginStep(attempt, input.loginToken, input.pinCode);
  const { merchantId, username, password } = input;
  if (!merchantId) throw loginRefusal(ResultCode.invalidRequest, 'merchantId: is required');
  if (!username) throw loginRefusal(ResultCode.invalidRequest, 'username: is required');
  if (!password) throw loginRefusal(ResultCode.invalidRequest, 'password: is required');
  return signInWithPassword(attempt, { ...input, merchantId, username, password });
}

/** GET /api/auth/total-login-failed: the client IP's failed sign-ins this hour, and a captcha challenge from 2. */
export async function totalLoginFailed(db: Kysely<Database>, actor: Pick<RequestInfo, 'ip'>): Promise<{ total: number; captchaChallenge?: CaptchaChallenge }> {
  const total = await ipFailures(db, actor.ip);
  return total >= CAPTCHA_AFTER_FAILURES ? { total, captchaChallenge: await createCaptchaChallenge(db) } : { total };
}
