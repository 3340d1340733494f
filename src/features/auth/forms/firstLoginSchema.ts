// The password rules of spec 1 section 5, shared by the first-login change and the reset-password
// form: the new password follows the password rule, the confirmation matches it; the first-login
// form also needs the old password.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { object, ref, string } from 'yup';
import { authMessages } from '../../../shared/i18n';
import { CONTRACT_PATTERNS } from '../../../shared/api';

export interface FirstLoginValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}


/** A new password: required and following the rule, both refused with the rule's text. */
export function newPasswordRule(intl: IntlShape) {
  const rule = intl.formatMessage(authMessages.passwordRule);
  // The contract's NewPassword: 8-50 characters, an upper case and a lower case letter, a digit, a
  // special character (ASCII punctuation), no spaces; the server checks the same pattern.
  return string().required(rule).matches(CONTRACT_PATTERNS.NewPassword, rule);
}

/** The confirmation of the new password in `passwordField`, refused with `mismatch`. */
export function confirmationRule(intl: IntlShape, passwordField: string, mismatch: MessageDescriptor) {
  const text = intl.formatMessage(mismatch);
  return string().required(text).oneOf([ref(passwordField)], text);
}

export function firstLoginSchema(intl: IntlShape) {
  return object({
    oldPassword: string().required(intl.formatMessage(authMessages.oldPasswordRequired)),
    newPassword: newPasswordRule(intl),
    confirmNewPassword: confirmationRule(intl, 'newPassword', authMessages.confirmNewPasswordMismatch),
  });
}
