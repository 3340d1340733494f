// The result codes and texts of the sign-in flow (docs/auth.md), as ApiErrors carrying the
// LoginResult fields the client needs for the next step.
import { ApiError } from '../../http/errors';

export const LoginCode = {
  invalidCredentials: 4030,
  locked: 989,
  totpRequired: 997,
  totpSetupRequired: 998,
  invalidTotpCode: 4099,
  lockedDuringTotp: 10003,
  mustChangePassword: 10201,
  captchaRequired: 1012,
  disabled: 4004,
  wrongDomain: 10238,
} as const;

export const LoginText = {
  invalidCredentials: 'Invalid Sign-in details.',
  locked: 'Your account has been locked after too many failed sign-in attempts.',
  totpRequired: 'Enter the code from your authenticator app.',
  totpSetupRequired: 'Set up your authenticator app: scan the QR code or enter the secret key, then enter its code.',
  invalidTotpCode: 'Invalid Code',
  mustChangePassword: 'You must change your password before you can sign in.',
  captchaRequired: 'Please complete the captcha.',
  disabled: 'Your account is disabled. Please contact support.',
  wrongDomain: "You don't have permission to access this site",
} as const;

export type LoginDetails = Record<string, unknown>;

/** A refused sign-in step (HTTP 400, or 403 for a disabled account). */
export function loginRefusal(code: number, text: string, details: LoginDetails = {}): ApiError {
  return new ApiError(code === LoginCode.disabled ? 403 : 400, code, text, { loginToken: null, ...details });
}
