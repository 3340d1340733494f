// The code waiting to be typed (spec 1 section 3, local storage emailToConfirm and
// otpExpiredTime): where it went and when it expires, so that a reload of the email
// confirmation page or of the unlock step keeps the countdown. A missing, malformed or past
// expiry counts as no pending code.
import type { UnlockCodeSent } from '../loginOutcome';

export const PENDING_CODE_KEYS = { email: 'emailToConfirm', otpExpiredTime: 'otpExpiredTime' } as const;

/** Where the code went and when it expires (UTC 'yyyy-MM-dd HH:mm:ss', as the server sends it). */
export type PendingCode = UnlockCodeSent;

/** A time of the server (UTC 'yyyy-MM-dd HH:mm:ss') as epoch ms, or null when malformed. */
export function parseApiTime(value: string): number | null {
  const parsed = Date.parse(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(parsed) ? null : parsed;
}

/** The expiry of a code as epoch ms; a malformed time counts as already expired. */
export function otpExpiryOf(otpExpiredTime: string): number {
  return parseApiTime(otpExpiredTime) ?? Date.now();
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function local(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The stored code, even when it has expired (the unlock step then offers a resend). */
export function readPendingCode(storage = local()): PendingCode | null {
  try {
    const email = storage?.getItem(PENDING_CODE_KEYS.email);
    const otpExpiredTime = storage?.getItem(PENDING_CODE_KEYS.otpExpiredTime);
    return email && otpExpiredTime ? { email, otpExpiredTime } : null;
  } catch {
    return null;
  }
}

/** The stored code when it can still be typed: present, well formed and not past. */
export function readLivePendingCode(now = Date.now(), storage = local()): PendingCode | null {
  const code = readPendingCode(storage);
  if (!code) return null;
  const expiry = parseApiTime(code.otpExpiredTime);
  return expiry !== null && expiry > now ? code : null;
}

export function writePendingCode(code: PendingCode, storage = local()): void {
  try {
    storage?.setItem(PENDING_CODE_KEYS.email, code.email);
    storage?.setItem(PENDING_CODE_KEYS.otpExpiredTime, code.otpExpiredTime);
  } catch {
    // Storage blocked: the code still works until the page is left.
  }
}

export function clearPendingCode(storage = local()): void {
  try {
    storage?.removeItem(PENDING_CODE_KEYS.email);
    storage?.removeItem(PENDING_CODE_KEYS.otpExpiredTime);
  } catch {
    // Nothing stored.
  }
}
