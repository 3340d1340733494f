// The texts of the sign-in flow (docs/auth.md), and its refusals: DomainErrors carrying the
// LoginResult fields the client needs for the next step (HTTP status from the catalogue: 400,
// 403 for a disabled account).
import { DomainError, type ResultCode } from '../../domain/domain-error';

export const LoginText = {
  invalidCredentials: 'Invalid Sign-in details.',
  locked: 'Your account has been locked after too many failed sign-in attempts.',
  totpRequired: 'Enter the code from your authenticator app.',
  invalidTotpCode: 'Invalid Code',
  mustChangePassword: 'You must change your password before you can sign in.',
  captchaRequired: 'Please complete the captcha.',
  disabled: 'Your account is disabled. Please contact support.',
  wrongDomain: "You don't have permission to access this site",
} as const;

export type LoginDetails = Record<string, unknown>;

/** A refused sign-in step; its answer always carries loginToken (null unless details set one). */
export function loginRefusal(code: ResultCode, text: string, details: LoginDetails = {}): DomainError {
  return new DomainError(code, text, { loginToken: null, ...details });
}
