// The words of the authenticator set-up (shared/ui AuthenticatorQr), the same at sign-in and on
// My Profile.
import type { IntlShape } from 'react-intl';
import { authMessages } from './messages/auth';

export function authenticatorQrLabels(intl: IntlShape) {
  return {
    scan: intl.formatMessage(authMessages.authenticatorScan),
    account: intl.formatMessage(authMessages.authenticatorAccount),
    secretKey: intl.formatMessage(authMessages.authenticatorSecretKey),
  };
}
