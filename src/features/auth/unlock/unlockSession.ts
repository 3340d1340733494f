// The unlock step kept across a reload (spec 1 section 3): the code's email and expiry in local
// storage (emailToConfirm, otpExpiredTime), the locked sign-in's loginToken in session storage
// (loginToken) with the username the code belongs to. The sign-in page reopens the step from it.
import { clearPendingCode, readPendingCode, writePendingCode } from '../email/pendingCode';
import type { UnlockCodeSent } from '../loginOutcome';

export const UNLOCK_SESSION_KEYS = { loginToken: 'loginToken', userName: 'unlockUserName' } as const;

export interface UnlockSession {
  userName: string;
  loginToken: string;
  sent: UnlockCodeSent;
}

function session(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveUnlockSession({ userName, loginToken, sent }: UnlockSession): void {
  try {
    session()?.setItem(UNLOCK_SESSION_KEYS.loginToken, loginToken);
    session()?.setItem(UNLOCK_SESSION_KEYS.userName, userName);
  } catch {
    // Storage blocked: the step lasts as long as the page.
  }
  writePendingCode(sent);
}

/** The unlock step to reopen, even with an expired code (the step then offers a resend). */
export function readUnlockSession(): UnlockSession | null {
  try {
    const loginToken = session()?.getItem(UNLOCK_SESSION_KEYS.loginToken);
    const userName = session()?.getItem(UNLOCK_SESSION_KEYS.userName);
    const sent = readPendingCode();
    return loginToken && userName && sent ? { userName, loginToken, sent } : null;
  } catch {
    return null;
  }
}

export function clearUnlockSession(): void {
  try {
    session()?.removeItem(UNLOCK_SESSION_KEYS.loginToken);
    session()?.removeItem(UNLOCK_SESSION_KEYS.userName);
  } catch {
    // Nothing stored.
  }
  clearPendingCode();
}
