// The profile's authenticator card: status with the QR code and secret of a pending set-up,
// turning it on (the next sign-in shows the QR once more until a first code confirms it) and
// off (the password, and a current code while it is on: a stolen password alone cannot remove
// the second factor).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError, ResultCode } from '../../domain/domain-error';
import { verifyPassword } from '../auth/passwords';
import { auditAuth, done, sessionGone, type Done, type SignedInRequest } from '../auth/request-info';
import { acceptTotpCode, newTotpSecret, totpQrCode } from '../auth/totp';
import { LoginText } from '../auth/login-answers';
import { findUserById, saveTotpSecret, totpAccountOf } from '../auth/users.repository';
import { dropRecoveryCodes, issueRecoveryCodes } from '../auth/recovery-codes';
import { WRONG_PASSWORD_TEXT } from './profile-texts';

export interface TwoFactorInfo {
  status: 'Enabled' | 'Disabled';
  account: string;
  secretKey: string | null;
  qrCode: string | null;
}

async function userOf(db: Kysely<Database>, actor: SignedInRequest) {
  const user = await findUserById(db, actor.session.userId);
  if (!user) throw sessionGone();
  return user;
}

export async function loadTwoFactorAuth(db: Kysely<Database>, actor: SignedInRequest): Promise<TwoFactorInfo> {
  const user = await userOf(db, actor);
  const account = totpAccountOf(user);
  // An enabled authenticator's secret is never shown again.
  if (user.totpEnabled) return { status: 'Enabled', account, qrCode: null, secretKey: null };
  const secret = user.totpSecret ?? newTotpSecret();
  if (!user.totpSecret) await saveTotpSecret(db, user.id, secret);
  return { status: 'Disabled', account, secretKey: secret, qrCode: await totpQrCode(secret, account) };
}

/** Turns the authenticator on and answers its ten recovery codes, shown this once. */
export async function turnOnTwoFactorAuth(db: Kysely<Database>, actor: SignedInRequest): Promise<Done & { recoveryCodes: string[] }> {
  const user = await userOf(db, actor);
  if (user.totpEnabled) throw new DomainError(ResultCode.conflict, 'The authenticator is already enabled.');
  if (!user.totpSecret) throw new DomainError(ResultCode.conflict, 'Load the authenticator set-up first.');
  const recoveryCodes = await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ totp_enabled: true, totp_last_used_step: null }).where('id', '=', user.id).execute();
    return issueRecoveryCodes(trx, user.id);
  });
  await auditAuth(db, actor, { action: 'totp.enable', entity: 'user', entityId: user.id, resultCode: 0 });
  return { ...done('The authenticator has been enabled.'), recoveryCodes };
}

/** Turns a user's authenticator off: its secret and recovery codes go. */
export async function clearAuthenticator(db: Kysely<Database>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ totp_enabled: false, totp_secret: null, totp_last_used_step: null }).where('id', '=', userId).execute();
    await dropRecoveryCodes(trx, userId);
  });
}

export async function turnOffTwoFactorAuth(db: Kysely<Database>, actor: SignedInRequest, input: { password: string; pinCode?: string }): Promise<Done> {
  const user = await userOf(db, actor);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await auditAuth(db, actor, { action: 'totp.disable', entity: 'user', entityId: user.id, resultCode: ResultCode.invalidCredentials });
    throw new DomainError(ResultCode.invalidCredentials, WRONG_PASSWORD_TEXT);
  }
  const codeAccepted = async (secret: string) =>
    !!input.pinCode && acceptTotpCode(db, { id: user.id, totpSecret: secret, lastUsedStep: user.totpLastUsedStep }, input.pinCode);
  if (user.totpEnabled && user.totpSecret && !(await codeAccepted(user.totpSecret))) {
    await auditAuth(db, actor, { action: 'totp.disable', entity: 'user', entityId: user.id, resultCode: ResultCode.totpCodeInvalid });
    throw new DomainError(ResultCode.totpCodeInvalid, LoginText.invalidTotpCode);
  }
  await clearAuthenticator(db, user.id);
  await auditAuth(db, actor, { action: 'totp.disable', entity: 'user', entityId: user.id, resultCode: 0 });
  return done('The authenticator has been disabled.');
}
