// The rules of the authenticator's codes (sign-in's authenticator step, turning the
// authenticator off): a code from the app (the contract's TotpCode, 6 to 8 digits) or a
// single-use recovery code (RecoveryCode); the server checks the same patterns.
import type { IntlShape } from 'react-intl';
import { string } from 'yup';
import { CONTRACT_PATTERNS } from '../api';
import { authMessages } from '../i18n';

export function totpCodeRule(intl: IntlShape) {
  return string()
    .required(intl.formatMessage(authMessages.verificationCodeRequired))
    .matches(CONTRACT_PATTERNS.TotpCode, intl.formatMessage(authMessages.verificationCodeNumeric));
}

export function recoveryCodeRule(intl: IntlShape) {
  return string()
    .required(intl.formatMessage(authMessages.recoveryCodeRequired))
    .matches(CONTRACT_PATTERNS.RecoveryCode, intl.formatMessage(authMessages.recoveryCodeFormat));
}
