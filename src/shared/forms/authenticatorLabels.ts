// The words of the authenticator set-up (shared/ui AuthenticatorQr), the same at sign-in and on
// My Profile.
import type { IntlShape } from 'react-intl';
import { formMessages } from './messages';

export function authenticatorQrLabels(intl: IntlShape) {
  return {
    scan: intl.formatMessage(formMessages.authenticatorScan),
    account: intl.formatMessage(formMessages.authenticatorAccount),
    secretKey: intl.formatMessage(formMessages.authenticatorSecretKey),
  };
}
