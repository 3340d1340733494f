// The texts of the sign-in flow (docs/auth.md), and its refusals: DomainErrors carrying the
// LoginResult fields the client needs for the next step (HTTP status from the catalogue: 400,
// 403 for a disabled account).
import { DomainError, type ResultCode } from '../../domain/domain-error';
import { defineMessages } from '@formatjs/intl';
import type { Words } from '../../i18n/words';

export const LoginText = defineMessages({
  invalidCredentials: { id: 'SERVER.AUTH.INVALID_CREDENTIALS', defaultMessage: 'Invalid Sign-in details.' },
  locked: { id: 'SERVER.AUTH.LOCKED', defaultMessage: 'Your account has been locked after too many failed sign-in attempts.' },
  totpRequired: { id: 'SERVER.AUTH.TOTP_REQUIRED', defaultMessage: 'Enter the code from your authenticator app.' },
  totpSetupRequired: { id: 'SERVER.AUTH.TOTP_SETUP_REQUIRED', defaultMessage: 'Your company requires an authenticator app. Scan the QR code with the app and enter the code it shows.' },
  totpSetupPending: { id: 'SERVER.AUTH.TOTP_SETUP_PENDING', defaultMessage: 'You turned on an authenticator app: enter its first code to finish. Scan the QR code with the app if you have not yet.' },
  invalidTotpCode: { id: 'AUTH.AUTHENTICATOR.INVALID_CODE', defaultMessage: 'Invalid Code' },
  mustChangePassword: { id: 'SERVER.AUTH.MUST_CHANGE_PASSWORD', defaultMessage: 'You must change your password before you can sign in.' },
  captchaRequired: { id: 'SERVER.AUTH.CAPTCHA_REQUIRED', defaultMessage: 'Please complete the captcha.' },
  disabled: { id: 'SERVER.AUTH.DISABLED', defaultMessage: 'Your account is disabled. Please contact support.' },
  wrongDomain: { id: 'AUTH.ACCESS_DENIED.NO_SITE_PERMISSION', defaultMessage: "You don't have permission to access this site" },
});

export type LoginDetails = Record<string, unknown>;

/** A refused sign-in step; its answer always carries loginToken (null unless details set one). */
export function loginRefusal(code: ResultCode, text: Words, details: LoginDetails = {}): DomainError {
  return new DomainError(code, text, { loginToken: null, ...details });
}
