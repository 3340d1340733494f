// Signing in: password (with lock-out, captcha and indistinguishable refusals), the next steps a
// loginToken carries (authenticator code, domain redirect), impersonation tokens, and the
// session that ends a successful sign-in (older sessions of the user are revoked). Also the
// pre-sign-in failure count.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { components } from '../../../openapi/generated/portal';
import { ResultCode, fieldRefusal } from '../../domain/domain-error';
import { ACL } from '../../domain/acls';
import { maxFailedLogins, signInDomainOf } from './auth-settings';
import { acceptCaptchaSolution, createCaptchaChallenge, type CaptchaChallenge } from './captcha';
import {
  CAPTCHA_AFTER_FAILURES, clearFailures, clearUnknownAccountFailures, countIpFailure, countUnknownAccountFailure, countUserFailure,
  ipFailures, lockHolds, recordLock, unknownAccountFailures, useCaptchaWaiver,
} from './lockout';
import { LOCKED_EMAIL_PLACEHOLDER, LOCKED_STEP_TTL_SECONDS, issueUnknownAccountLockToken, readUnknownAccountLockToken } from './locked-step';
import { LoginText, loginRefusal, type LoginDetails } from './login-answers';
import { consumeToken, countWrongAttempt, findToken, issueToken, useCode, type OneTimeCodeRow } from './one-time-codes';
import { verifyPassword } from './passwords';
import { auditAuth, type RequestInfo } from './request-info';
import { issueRecoveryCodes, spendRecoveryCode } from './recovery-codes';
import { revokeUserSessions } from './session-events';
import { acceptTotpCode, newTotpSecret, totpQrCode } from './totp';
import {
  ACTIVE_USER_STATUS, activeUserHoldsAcl, authenticatorRequired, findUserById, findUserByMerchantLogin, saveTotpSecret, switchTotpOn, totpAccountOf,
  type AuthUser,
} from './sign-in-users.repository';
import type { Words } from '../../i18n/words';
import { PROBLEM } from '../../i18n/problems';

/** The sign-in request (schema LoginRequest): one of password, loginToken (+ pinCode) or impersonationToken. */
export type LoginRequest = components['schemas']['LoginRequest'];

/** Starts a session and returns its bearer token (sessions.service.ts createSession). */
export type StartSession = (
  db: Kysely<Database>,
  userId: number,
  options: { impersonatorUserId: number | null; ip: string; userAgent: string | null },
) => Promise<string>;

/** A successful sign-in: the token for the Authorization header, and the user's sign-in host;
 * after a set-up the authenticator policy asked for, its recovery codes (shown this once). */
export interface SignedIn {
  sessionToken: string;
  redirectDomain: string | null;
  recoveryCodes?: string[];
}

/** What the login-step token carries on to. */
export type LoginStep = 'totp' | 'totp-setup' | 'locked' | 'redirect';
const LOGIN_STEP_TTL_SECONDS: Record<LoginStep, number> = { totp: 300, 'totp-setup': 900, locked: LOCKED_STEP_TTL_SECONDS, redirect: 60 };
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

async function refuse(attempt: SignInAttempt, userId: number | null, code: ResultCode, text: Words, details: LoginDetails = {}, audit: object = {}) {
  await auditAuth(attempt.db, attempt.actor, { action: 'login', entity: 'user', entityId: userId ?? undefined, resultCode: code, actor: { userId }, after: audit });
  return loginRefusal(code, text, details);
}

/** Who a locked answer is for: a user, or an account name nobody has (by name or by its token). */
type LockedAccount = AuthUser | { username: string } | { userHash: Buffer };

/**
 * The locked answer (989, or 10003 for the authenticator code that locked it): the same fields
 * for every account, real or unknown, with or without an email: the same placeholder `email`
 * and a loginToken the unlock calls accept (locked-step.ts).
 */
async function lockedAnswer(attempt: SignInAttempt, account: LockedAccount, countFailed: number, code: ResultCode = ResultCode.accountLocked) {
  const user = 'id' in account ? account : null;
  const loginToken = user ? await issueLoginStep(attempt, user.id, 'locked') : issueUnknownAccountLockToken(account as Exclude<LockedAccount, AuthUser>);
  return refuse(attempt, user?.id ?? null, code, LoginText.locked, { countFailed, email: LOCKED_EMAIL_PLACEHOLDER, loginToken });
}

/** True while the user's lock holds; a lock that has run its time is cleared (count back to 0). */
async function userLockHolds(db: Kysely<Database>, user: AuthUser): Promise<boolean> {
  if (!user.lockedAt) return false;
  if (await lockHolds(db, { userId: user.id }, user.lockedAt)) return true;
  await clearFailures(db, user.id);
  user.lockedAt = null;
  user.failedLoginCount = 0;
  return false;
}

/** An enabled authenticator always asks for a code (997): it was confirmed by a code when it was
 * turned on (server/modules/profile/two-factor.service.ts), so a password alone never shows its
 * secret. */
async function totpAnswer(attempt: SignInAttempt, user: AuthUser, loginToken: string) {
  return refuse(attempt, user.id, ResultCode.totpRequired, LoginText.totpRequired, { loginToken });
}

/** The set-up the authenticator policy asks for (998, #37), or that a user turned on without a code
 * waits for (#51): the QR code, account and secret of a pending authenticator (the one the profile
 * loaded, else a new one). Shown only to a user without an enabled authenticator, after the password. */
async function totpSetupAnswer(attempt: SignInAttempt, user: AuthUser, loginToken: string) {
  const secret = user.totpSecret ?? newTotpSecret();
  if (!user.totpSecret) {
    await saveTotpSecret(attempt.db, user.id, secret);
    user.totpSecret = secret;
  }
  const account = totpAccountOf(user);
  return refuse(attempt, user.id, ResultCode.totpSetupRequired, user.totpPending ? LoginText.totpSetupPending : LoginText.totpSetupRequired, { loginToken, qrCode: await totpQrCode(secret, account), secretKey: secret, account });
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
  await clearFailures(attempt.db, user.id);
  if (user.mustChangePassword) {
    const { token } = await issueToken(attempt.db, { purpose: 'first-login', userId: user.id, ttlSeconds: FIRST_LOGIN_TTL_SECONDS, replacePrevious: true });
    throw await refuse(attempt, user.id, ResultCode.mustChangePassword, LoginText.mustChangePassword, { loginToken: token });
  }
  if (user.totpEnabled) throw await totpAnswer(attempt, user, await issueLoginStep(attempt, user.id, 'totp'));
  if (user.totpPending || (await authenticatorRequired(attempt.db, user.agentId))) throw await totpSetupAnswer(attempt, user, await issueLoginStep(attempt, user.id, 'totp-setup'));
  return completeSignIn(attempt, user);
}

async function signInWithPassword(attempt: SignInAttempt, body: Required<Pick<LoginRequest, 'merchantId' | 'username' | 'password'>> & LoginRequest): Promise<SignedIn> {
  const { db } = attempt;
  const { ip } = attempt.actor;
  const user = await findUserByMerchantLogin(db, body.merchantId, body.username);
  const maxFailures = await maxFailedLogins(db);
  let failures = user ? user.failedLoginCount : await unknownAccountFailures(db, body.merchantId, body.username);
  const account = { merchantId: body.merchantId, username: body.username };

  const locked = user ? await userLockHolds(db, user) : failures >= maxFailures && (await lockHolds(db, account, null));
  if (locked) {
    await verifyPassword(null, body.password); // the same cost as a real check
    throw await lockedAnswer(attempt, user ?? { username: body.username }, failures);
  }
  if (user) failures = user.failedLoginCount;
  else if (failures >= maxFailures) {
    // The unknown account's lock has run its time: its count starts again, like a real one's.
    await clearUnknownAccountFailures(db, body.merchantId, body.username);
    failures = 0;
  }
  if (failures >= CAPTCHA_AFTER_FAILURES || (await ipFailures(db, ip)) >= CAPTCHA_AFTER_FAILURES) {
    // The sign-in right after a verified unlock (same account, same address, within minutes) is let through once.
    const waived = user !== null && (await useCaptchaWaiver(db, user.id, ip));
    if (!waived && !(await acceptCaptchaSolution(db, body.captcha))) {
      throw await refuse(attempt, user?.id ?? null, ResultCode.captchaRequired, LoginText.captchaRequired,
        { countFailed: failures, email: null, captchaChallenge: await createCaptchaChallenge() }, account);
    }
  }
  if (!(await verifyPassword(user?.passwordHash, body.password))) {
    await countIpFailure(db, ip);
    const { countFailed, locked: nowLocked, lockedAt } = user
      ? await countUserFailure(db, user.id, maxFailures)
      : await countUnknownAccountFailure(db, body.merchantId, body.username).then((n) => ({ countFailed: n, locked: n >= maxFailures, lockedAt: null }));
    if (nowLocked) {
      await recordLock(db, user ? { userId: user.id } : account, lockedAt ?? undefined);
      // The lock-out itself, apart from the refused sign-in that follows (#37).
      await auditAuth(attempt.db, attempt.actor, { action: 'account.locked', entity: 'user', entityId: user?.id, resultCode: ResultCode.accountLocked,
        actor: { userId: user?.id ?? null }, after: { merchantId: body.merchantId, username: body.username, countFailed } });
      throw await lockedAnswer(attempt, user ?? { username: body.username }, countFailed);
    }
    const captchaChallenge = countFailed >= CAPTCHA_AFTER_FAILURES ? { captchaChallenge: await createCaptchaChallenge() } : {};
    throw await refuse(attempt, user?.id ?? null, ResultCode.invalidCredentials, LoginText.invalidCredentials,
      { countFailed, email: null, ...captchaChallenge }, account);
  }
  return afterPassword(attempt, user!);
}

/** What the authenticator step was answered with: a current code, or a recovery code in its place. */
type StepCode = { pinCode: string | undefined } | { recoveryCode: string };

/** Whether the step's code is good: a current authenticator code, or an unspent recovery code
 * of an enabled authenticator (spent now, and audited). */
async function stepCodeAccepted(attempt: SignInAttempt, user: AuthUser, code: StepCode): Promise<boolean> {
  if ('recoveryCode' in code) {
    const spent = user.totpEnabled && (await spendRecoveryCode(attempt.db, user.id, code.recoveryCode));
    if (spent) await auditAuth(attempt.db, attempt.actor, { action: 'totp.recovery-code', entity: 'user', entityId: user.id, resultCode: 0, actor: { userId: user.id } });
    return spent;
  }
  return !!user.totpSecret && acceptTotpCode(attempt.db, { id: user.id, totpSecret: user.totpSecret, lastUsedStep: user.totpLastUsedStep }, code.pinCode!);
}

async function continueTotpStep(attempt: SignInAttempt, step: OneTimeCodeRow, user: AuthUser, loginToken: string, code: StepCode): Promise<SignedIn> {
  if (await userLockHolds(attempt.db, user)) throw await lockedAnswer(attempt, user, user.failedLoginCount);
  if (!('recoveryCode' in code) && !code.pinCode) throw await totpAnswer(attempt, user, loginToken);
  if (await stepCodeAccepted(attempt, user, code)) {
    await useCode(attempt.db, step.id);
    await clearFailures(attempt.db, user.id);
    return completeSignIn(attempt, user);
  }
  const triesLeft = await countWrongAttempt(attempt.db, step.id);
  const { countFailed, locked, lockedAt } = await countUserFailure(attempt.db, user.id, await maxFailedLogins(attempt.db));
  if (locked) {
    await recordLock(attempt.db, { userId: user.id }, lockedAt ?? undefined);
    throw await lockedAnswer(attempt, user, countFailed, ResultCode.lockedDuringTotp);
  }
  throw await refuse(attempt, user.id, ResultCode.totpCodeInvalid, LoginText.invalidTotpCode, { countFailed, loginToken: triesLeft > 0 ? loginToken : null });
}

/** The set-up step the policy (or a set-up turned on without a code) asked for: a current code of the pending authenticator turns it on
 * and answers its recovery codes with the session (audited as the profile's turning on is); a
 * wrong one is refused (10002) while the step has tries left; no code shows the set-up again. */
async function continueTotpSetupStep(attempt: SignInAttempt, step: OneTimeCodeRow, user: AuthUser, loginToken: string, code: StepCode): Promise<SignedIn> {
  if (user.totpEnabled) return continueTotpStep(attempt, step, user, loginToken, code);
  if (!('recoveryCode' in code) && !code.pinCode) throw await totpSetupAnswer(attempt, user, loginToken);
  const secret = user.totpSecret;
  const pinCode = 'recoveryCode' in code ? undefined : code.pinCode;
  const recoveryCodes = await attempt.db.transaction().execute(async (trx) => {
    if (!secret || !pinCode || !(await acceptTotpCode(trx, { id: user.id, totpSecret: secret, lastUsedStep: user.totpLastUsedStep }, pinCode))) return null;
    if (!(await switchTotpOn(trx, user.id))) return null;
    return issueRecoveryCodes(trx, user.id);
  });
  if (!recoveryCodes) {
    await auditAuth(attempt.db, attempt.actor, { action: 'totp.enable', entity: 'user', entityId: user.id, resultCode: ResultCode.totpCodeInvalid, actor: { userId: user.id }, after: { requiredByPolicy: !user.totpPending } });
    const triesLeft = await countWrongAttempt(attempt.db, step.id);
    throw loginRefusal(ResultCode.totpCodeInvalid, LoginText.invalidTotpCode, { loginToken: triesLeft > 0 ? loginToken : null });
  }
  await useCode(attempt.db, step.id);
  await auditAuth(attempt.db, attempt.actor, { action: 'totp.enable', entity: 'user', entityId: user.id, resultCode: 0, actor: { userId: user.id }, after: { requiredByPolicy: !user.totpPending } });
  return { ...(await completeSignIn(attempt, user)), recoveryCodes };
}

async function continueLoginStep(attempt: SignInAttempt, loginToken: string, code: StepCode): Promise<SignedIn> {
  const step = await findToken(attempt.db, 'login-step', loginToken);
  const user = step ? await findUserById(attempt.db, step.userId) : null;
  if (!step) {
    // The locked answer's token of an unknown account leads where a real one's does: locked again.
    const unknown = readUnknownAccountLockToken(loginToken);
    if (unknown) throw await lockedAnswer(attempt, { userHash: unknown.userHash }, await maxFailedLogins(attempt.db));
  }
  if (!step || !user) throw await refuse(attempt, null, ResultCode.invalidCredentials, LoginText.invalidCredentials, { countFailed: 0, email: null });
  if (step.target === 'totp') return continueTotpStep(attempt, step, user, loginToken, code);
  if (step.target === 'totp-setup') return continueTotpSetupStep(attempt, step, user, loginToken, code);
  if (step.target === 'redirect') {
    await useCode(attempt.db, step.id);
    return completeSignIn(attempt, user);
  }
  throw await lockedAnswer(attempt, user, user.failedLoginCount);
}

async function signInWithImpersonationToken(attempt: SignInAttempt, impersonationToken: string): Promise<SignedIn> {
  const grant = await consumeToken(attempt.db, 'impersonation', impersonationToken);
  const impersonatorUserId = grant ? Number(grant.target) : null;
  const impersonatorAllowed = impersonatorUserId !== null && (await activeUserHoldsAcl(attempt.db, impersonatorUserId, ACL.SUPPORT_IMPERSONATE));
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
  // A loginToken with a pinCode is the authenticator step even when the client also sends the
  // first step's fields again (merchantId, username, password).
  const code: StepCode = input.recoveryCode ? { recoveryCode: input.recoveryCode } : { pinCode: input.pinCode };
  if (input.loginToken && (input.pinCode || input.recoveryCode || !input.password)) return continueLoginStep(attempt, input.loginToken, code);
  const { merchantId, username, password } = input;
  if (!merchantId) throw fieldRefusal('merchantId', PROBLEM.required, ResultCode.invalidRequest, { loginToken: null });
  if (!username) throw fieldRefusal('username', PROBLEM.required, ResultCode.invalidRequest, { loginToken: null });
  if (!password) throw fieldRefusal('password', PROBLEM.required, ResultCode.invalidRequest, { loginToken: null });
  return signInWithPassword(attempt, { ...input, merchantId, username, password });
}

/** GET /api/auth/total-login-failed: the client IP's failed sign-ins this hour, and a captcha challenge from 2. */
export async function totalLoginFailed(db: Kysely<Database>, actor: Pick<RequestInfo, 'ip'>): Promise<{ total: number; captchaChallenge?: CaptchaChallenge }> {
  const total = await ipFailures(db, actor.ip);
  return total >= CAPTCHA_AFTER_FAILURES ? { total, captchaChallenge: await createCaptchaChallenge() } : { total };
}
