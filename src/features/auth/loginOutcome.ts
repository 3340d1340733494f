// What the sign-in page does with a refused password step (spec 1 section 8): the invalid text,
// the locked modal (then the unlock step), the authenticator step (997/998), the first-login
// password change (10201/10004), the Access Denied modal of a merchant served on another domain
// (10238 with redirectDomain) or the server's text. 10221/10222/10212 on the loaded user send it
// to the email-address-required page (needsEmailConfirmation).
import { ResultCode, type ApiResult } from '../../shared/api';
import type { LoginResult } from './types';

/** The authenticator set-up shown with 998: the QR code (base64 PNG), account and secret key, and
 * why it is asked for, in the server's words (the company requires it, or the user turned it on). */
export interface AuthenticatorSetup {
  qrCode: string;
  account: string;
  secretKey: string;
  reason?: string;
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
  /** Signed in on the wrong domain: the modal counts down to that domain's sign-in page. */
  | { kind: 'accessDenied'; redirectDomain: string; loginToken: string | null }
  /** The unlock step succeeded but the password is gone (the page was reloaded): sign in again. */
  | { kind: 'unlocked' }
  | { kind: 'serverText'; text: string };

const C = ResultCode;
export const INVALID_SIGN_IN_CODES: readonly number[] = [C.invalidCredentials, C.invalidCredentialsLegacy, C.invalidCredentialsTotp];
export const LOCKED_CODES: readonly number[] = [C.accountLocked, C.lockedDuringTotp];
export const AUTHENTICATOR_CODES: readonly number[] = [C.totpRequired, C.totpSetupRequired];
export const FIRST_LOGIN_CODES: readonly number[] = [C.mustChangePassword, C.mustChangePasswordTotp];
export const WRONG_DOMAIN_CODE = C.wrongDomain;
/** User result codes of an account that must add or confirm its email (spec 1 sections 2.1, 8). */
export const EMAIL_REQUIRED_CODES: readonly number[] = [C.emailMissing, C.emailUnconfirmed, C.emailRequired];
/** Answers of the authenticator step that mean a wrong code. */
export const INVALID_CODE_CODES: readonly number[] = [C.totpCodeInvalid, C.networkError];

function setupOf(answer: LoginResult): AuthenticatorSetup | null {
  if (answer.resultCode !== ResultCode.totpSetupRequired || !answer.qrCode) return null;
  return {
    qrCode: answer.qrCode,
    account: answer.account ?? '',
    secretKey: answer.secretKey ?? '',
    reason: answer.resultDescription,
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
  if (code === WRONG_DOMAIN_CODE && answer.redirectDomain) {
    return { kind: 'accessDenied', redirectDomain: answer.redirectDomain, loginToken: answer.loginToken ?? null };
  }
  return { kind: 'serverText', text: answer.resultDescription };
}

/**
 * True when the loaded user must add or confirm an email first. Support staff acting as the user
 * are not held up (the server does not gate impersonated sessions either).
 */
export function needsEmailConfirmation(user: { resultCode?: number; impersonatorLogin?: string | null } | null): boolean {
  return !!user && user.resultCode !== undefined && EMAIL_REQUIRED_CODES.includes(user.resultCode) && !user.impersonatorLogin;
}
