// The profile's authenticator card: status with the QR code and secret of a pending set-up,
// turning it on (the next sign-in shows the QR once more until a first code confirms it) and
// off (password required).
import type { HandlerContext, SessionInfo } from '../../http/handler';
import { businessRefusal, conflict, sessionExpired } from '../../http/errors';
import { verifyPassword } from '../auth/passwords';
import { auditAuth } from '../auth/request-info';
import { newTotpSecret, totpQrCode } from '../auth/totp';
import { findUserById, saveTotpSecret, totpAccountOf } from '../auth/users.repository';
import { WRONG_PASSWORD_TEXT } from './profile-texts';

type Ctx = Pick<HandlerContext, 'db' | 'request' | 'session'>;

async function userOf(ctx: Ctx, session: SessionInfo) {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw sessionExpired();
  return user;
}

export async function loadTwoFactorAuth(ctx: Ctx, session: SessionInfo) {
  const user = await userOf(ctx, session);
  const account = totpAccountOf(user);
  // An enabled authenticator's secret is never shown again.
  if (user.totpEnabled) return { status: 'Enabled', account, qrCode: null, secretKey: null };
  const secret = user.totpSecret ?? newTotpSecret();
  if (!user.totpSecret) await saveTotpSecret(ctx.db, user.id, secret);
  return { status: 'Disabled', account, secretKey: secret, qrCode: await totpQrCode(secret, account) };
}

export async function turnOnTwoFactorAuth(ctx: Ctx, session: SessionInfo) {
  const user = await userOf(ctx, session);
  if (user.totpEnabled) throw conflict('The authenticator is already enabled.');
  if (!user.totpSecret) throw conflict('Load the authenticator set-up first.');
  await ctx.db.updateTable('users').set({ totp_enabled: true, totp_last_used_step: null }).where('id', '=', user.id).execute();
  await auditAuth(ctx, { action: 'totp.enable', entity: 'user', entityId: user.id, resultCode: 0 });
  return { resultCode: 0, resultDescription: 'The authenticator has been enabled.' };
}

export async function turnOffTwoFactorAuth(ctx: Ctx, session: SessionInfo, password: string) {
  const user = await userOf(ctx, session);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await auditAuth(ctx, { action: 'totp.disable', entity: 'user', entityId: user.id, resultCode: 4030 });
    throw businessRefusal(4030, WRONG_PASSWORD_TEXT);
  }
  await ctx.db
    .updateTable('users')
    .set({ totp_enabled: false, totp_secret: null, totp_last_used_step: null })
    .where('id', '=', user.id)
    .execute();
  await auditAuth(ctx, { action: 'totp.disable', entity: 'user', entityId: user.id, resultCode: 0 });
  return { resultCode: 0, resultDescription: 'The authenticator has been disabled.' };
}
