// The profile's authenticator card: status with the QR code and secret of a set-up not confirmed
// yet, turning it on with a current code from the app (the set-up is confirmed as it is turned on)
// or, as the spec calls it, with no body (#51: pending, the next sign-in asks for its first code
// with the set-up, 998, as the authenticator policy's step does), and off (the
// password, and a current code while it is on: a stolen password alone cannot remove the second
// factor), unless the authenticator policy of the user's agent requires it (#37).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { verifyPassword } from '../auth/passwords';
import { auditAuth, done, sessionGone, type Done, type SignedInRequest } from '../auth/request-info';
import { acceptTotpCode, newTotpSecret, totpQrCode } from '../auth/totp';
import { LoginText } from '../auth/login-answers';
import { authenticatorRequired, clearTotp, findUserById, markTotpPending, saveTotpSecret, switchTotpOn, totpAccountOf } from '../auth/accounts.service';
import { dropRecoveryCodes, issueRecoveryCodes } from '../auth/recovery-codes';
import { defineMessages } from '@formatjs/intl';

/** What this file's refusals say (server/i18n). */
const TEXT = defineMessages({
  enabled: { id: 'SERVER.PROFILE.AUTHENTICATOR_ENABLED', defaultMessage: 'The authenticator has been enabled.' },
  enabledAtNextSignIn: {
    id: 'SERVER.PROFILE.AUTHENTICATOR_ENABLED_NEXT_SIGN_IN',
    defaultMessage: 'The authenticator has been enabled. Your next sign-in asks for its first code, and then gives you your recovery codes.',
  },
  disabled: { id: 'SERVER.PROFILE.AUTHENTICATOR_DISABLED', defaultMessage: 'The authenticator has been disabled.' },
  wrongPassword: { id: 'SERVER.PROFILE.WRONG_PASSWORD', defaultMessage: 'The password is not correct.' },
  authenticatorAlreadyEnabled: { id: 'SERVER.PROFILE.AUTHENTICATOR_ALREADY_ENABLED', defaultMessage: "The authenticator is already enabled." },
  loadAuthenticatorSetUp: { id: 'SERVER.PROFILE.LOAD_AUTHENTICATOR_SET_UP', defaultMessage: "Load the authenticator set-up first." },
  requiredByPolicy: { id: 'SERVER.PROFILE.AUTHENTICATOR_REQUIRED', defaultMessage: "Your company requires an authenticator app, so it cannot be turned off. Ask an administrator to reset it if you lost your phone." },
});

export interface TwoFactorInfo {
  status: 'Enabled' | 'Disabled';
  account: string;
  secretKey: string | null;
  qrCode: string | null;
  /** The authenticator policy requires one: My Profile cannot turn it off. */
  requiredByPolicy: boolean;
}

async function userOf(db: Kysely<Database>, actor: SignedInRequest) {
  const user = await findUserById(db, actor.session.userId);
  if (!user) throw sessionGone();
  return user;
}

export async function loadTwoFactorAuth(db: Kysely<Database>, actor: SignedInRequest): Promise<TwoFactorInfo> {
  const user = await userOf(db, actor);
  const account = totpAccountOf(user);
  const requiredByPolicy = await authenticatorRequired(db, user.agentId);
  // An enabled authenticator's secret is never shown again.
  if (user.totpEnabled) return { status: 'Enabled', account, qrCode: null, secretKey: null, requiredByPolicy };
  // Turned on without a code: enabled, its set-up still shown until its first code confirms it.
  if (user.totpPending && user.totpSecret) {
    return { status: 'Enabled', account, secretKey: user.totpSecret, qrCode: await totpQrCode(user.totpSecret, account), requiredByPolicy };
  }
  const secret = user.totpSecret ?? newTotpSecret();
  if (!user.totpSecret) await saveTotpSecret(db, user.id, secret);
  return { status: 'Disabled', account, secretKey: secret, qrCode: await totpQrCode(secret, account), requiredByPolicy };
}

/**
 * Turns the authenticator on with a current code of the loaded set-up and answers its ten
 * recovery codes, shown this once. The code is spent as at sign-in (users.totp_last_used_step,
 * so it cannot be replayed); a wrong code is refused (4099) and changes nothing. Without a code
 * (the spec's call) the set-up is turned on pending: the next sign-in asks for its first code and
 * answers the recovery codes then (none now).
 */
export async function turnOnTwoFactorAuth(
  db: Kysely<Database>,
  actor: SignedInRequest,
  input: { pinCode?: string },
): Promise<Done & { recoveryCodes: string[] }> {
  const user = await userOf(db, actor);
  if (user.totpEnabled) throw new DomainError(ResultCode.conflict, TEXT.authenticatorAlreadyEnabled);
  const secret = user.totpSecret;
  if (!secret) throw new DomainError(ResultCode.conflict, TEXT.loadAuthenticatorSetUp);
  const { pinCode } = input;
  if (pinCode === undefined) {
    await markTotpPending(db, user.id);
    await auditAuth(db, actor, { action: 'totp.enable', entity: 'user', entityId: user.id, resultCode: 0, after: { pendingFirstCode: true } });
    return { ...done(TEXT.enabledAtNextSignIn), recoveryCodes: [] };
  }
  // The code's step, the switch and the recovery codes in one transaction: all or nothing.
  const recoveryCodes = await db.transaction().execute(async (trx) => {
    if (!(await acceptTotpCode(trx, { id: user.id, totpSecret: secret, lastUsedStep: user.totpLastUsedStep }, pinCode))) return null;
    if (!(await switchTotpOn(trx, user.id))) throw new DomainError(ResultCode.conflict, TEXT.authenticatorAlreadyEnabled);
    return issueRecoveryCodes(trx, user.id);
  });
  if (!recoveryCodes) {
    await auditAuth(db, actor, { action: 'totp.enable', entity: 'user', entityId: user.id, resultCode: ResultCode.totpCodeInvalid });
    throw new DomainError(ResultCode.totpCodeInvalid, LoginText.invalidTotpCode, { field: 'pinCode' });
  }
  await auditAuth(db, actor, { action: 'totp.enable', entity: 'user', entityId: user.id, resultCode: 0 });
  return { ...done(TEXT.enabled), recoveryCodes };
}

/** Turns a user's authenticator off: its secret and recovery codes go. */
export async function clearAuthenticator(db: Kysely<Database>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await clearTotp(trx, userId);
    await dropRecoveryCodes(trx, userId);
  });
}

export async function turnOffTwoFactorAuth(db: Kysely<Database>, actor: SignedInRequest, input: { password: string; pinCode?: string }): Promise<Done> {
  const user = await userOf(db, actor);
  // The authenticator policy (#37) keeps it on; an administrator's reset (a lost phone) still works.
  if (user.totpEnabled && (await authenticatorRequired(db, user.agentId))) throw new DomainError(ResultCode.conflict, TEXT.requiredByPolicy);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await auditAuth(db, actor, { action: 'totp.disable', entity: 'user', entityId: user.id, resultCode: ResultCode.invalidCredentials });
    throw new DomainError(ResultCode.invalidCredentials, TEXT.wrongPassword);
  }
  const codeAccepted = async (secret: string) =>
    !!input.pinCode && acceptTotpCode(db, { id: user.id, totpSecret: secret, lastUsedStep: user.totpLastUsedStep }, input.pinCode);
  if (user.totpEnabled && user.totpSecret && !(await codeAccepted(user.totpSecret))) {
    await auditAuth(db, actor, { action: 'totp.disable', entity: 'user', entityId: user.id, resultCode: ResultCode.totpCodeInvalid });
    throw new DomainError(ResultCode.totpCodeInvalid, LoginText.invalidTotpCode);
  }
  await clearAuthenticator(db, user.id);
  await auditAuth(db, actor, { action: 'totp.disable', entity: 'user', entityId: user.id, resultCode: 0 });
  return done(TEXT.disabled);
}
