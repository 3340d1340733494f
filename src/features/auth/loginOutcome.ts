// What the sign-in page does with a refused password step (spec 1 section 8): the invalid text,
// the locked modal (then the unlock step), the authenticator step (997/998), the first-login
// password change (10201/10004) or the server's text.
import type { ApiResult } from '../../shared/api';
import type { LoginResult } from './types';

/** The authenticator set-up shown with 998: the QR code (base64 PNG), account and secret key. */
export interface AuthenticatorSetup {
  qrCode: string;
  account: string;
  secretKey: string;
}

/** Where the unlock code went (masked) and when it expires (UTC 'yyyy-MM-dd HH:mm:ss'). */
export interface UnlockCodeSent {
  email: string;
  otpExpiredTime: string;
}

export type LoginOutcome =
  | { kind: 'invalidSignIn' }
  | { kind: 'locked'; text: string; loginToken: string | null; email: string | null }
  | { kind: 'unlock'; loginToken: string; sent: UnlockCodeSent }
  | { kind: 'authenticator'; loginToken: string; setup: AuthenticatorSetup | null }
  | { kind: 'firstLogin'; loginToken: string }
  | { kind: 'serverText'; text: string };

export const INVALID_SIGN_IN_CODES: readonly number[] = [4030, 4033, 10002];
export const LOCKED_CODES: readonly number[] = [989, 10003];
export const AUTHENTICATOR_CODES: readonly number[] = [997, 998];
export const FIRST_LOGIN_CODES: readonly number[] = [10201, 10004];
/** Answers of the authenticator step that mean a wrong code. */
export const INVALID_CODE_CODES: readonly number[] = [4099, 999];

function setupOf(answer: LoginResult): AuthenticatorSetup | null {
  if (answer.resultCode !== 998 || !answer.qrCode) return null;
  return {
    qrCode: answer.qrCode,
    account: answer.account ?? '',
    secretKey: answer.secretKey ?? '',
  };
}

export function loginOutcome(result: ApiResult): LoginOutcome {
  const answer = result as LoginResult;
  const code = answer.resultCode;
  if (INVALID_SIGN_IN_CODES.includes(code)) return { kind: 'invalidSignIn' };
  if (LOCKED_CODES.includes(code)) {
    return { kind: 'locked', text: answer.resultDescription, loginToken: answer.loginToken ?? null, email: answer.email ?? null };
  }
  if (AUTHENTICATOR_CODES.includes(code) && answer.loginToken) {
    return { kind: 'authenticator', loginToken: answer.loginToken, setup: setupOf(answer) };
  }
  if (FIRST_LOGIN_CODES.includes(code) && answer.loginToken)
    return { kind: 'firstLogin', loginToken: answer.loginToken };
  return { kind: 'serverText', text: answer.resultDescription };
}
