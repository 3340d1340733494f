// Authenticator (TOTP, RFC 6238) with otplib 13's functional API: 30 s step, one step of drift
// either way, and each code accepted once (users.totp_last_used_step).
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordTotpStep } from './sign-in-users.repository';

const PERIOD_SECONDS = 30;
const ISSUER = 'Merchant Portal';

export function newTotpSecret(): string {
  return generateSecret();
}

/** The QR code of the otpauth URI as base64 PNG (no data-URL prefix, as the contract says). */
export async function totpQrCode(secret: string, account: string): Promise<string> {
  const dataUrl = await QRCode.toDataURL(generateURI({ issuer: ISSUER, label: account, secret, period: PERIOD_SECONDS }));
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}

/**
 * Accepts the code when it matches the current step or one step either side and that step is
 * later than the last accepted one; records the step atomically (one of two racing uses wins).
 */
export async function acceptTotpCode(
  db: Kysely<Database>,
  user: { id: number; totpSecret: string; lastUsedStep: number | null },
  code: string,
): Promise<boolean> {
  let result;
  try {
    result = await verify({
      secret: user.totpSecret,
      token: code,
      period: PERIOD_SECONDS,
      epochTolerance: PERIOD_SECONDS,
      ...(user.lastUsedStep === null ? {} : { afterTimeStep: user.lastUsedStep }),
    });
  } catch {
    return false;
  }
  // The TOTP result carries the matched step (the HOTP variant of the union does not).
  if (!result.valid || !('timeStep' in result)) return false;
  const { timeStep } = result;
  return recordTotpStep(db, user.id, timeStep);
}
