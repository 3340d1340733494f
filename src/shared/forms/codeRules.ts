// The rules of the authenticator's codes (sign-in's authenticator step, turning the
// authenticator off): a code from the app (the contract's TotpCode, 6 to 8 digits) or a
// single-use recovery code (RecoveryCode); the server checks the same patterns.
import type { IntlShape } from 'react-intl';
import { string } from 'yup';
import { CONTRACT_PATTERNS } from '../api';
import { formMessages } from './messages';

export function totpCodeRule(intl: IntlShape) {
  return string()
    .required(intl.formatMessage(formMessages.verificationCodeRequired))
    .matches(CONTRACT_PATTERNS.TotpCode, intl.formatMessage(formMessages.verificationCodeNumeric));
}

export function recoveryCodeRule(intl: IntlShape) {
  return string()
    .required(intl.formatMessage(formMessages.recoveryCodeRequired))
    .matches(CONTRACT_PATTERNS.RecoveryCode, intl.formatMessage(formMessages.recoveryCodeFormat));
}
