// The password rules every form shares (sign-in's first-login change and reset, a new user, My
// Profile's change), and the change form's schema: the contract's NewPassword pattern, which the server checks too, and a
// confirmation that must match.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { object, ref, string } from 'yup';
import { CONTRACT_PATTERNS } from '../api';
import { formMessages } from './messages';

/** A new password: required and following the rule, both refused with the rule's text. */
export function newPasswordRule(intl: IntlShape) {
  const rule = intl.formatMessage(formMessages.passwordRule);
  // The contract's NewPassword: 8-50 characters, an upper case and a lower case letter, a digit, a
  // special character (ASCII punctuation), no spaces; the server checks the same pattern.
  return string().required(rule).matches(CONTRACT_PATTERNS.NewPassword, rule);
}

/** The confirmation of the new password in `passwordField`, refused with `mismatch`. */
export function confirmationRule(intl: IntlShape, passwordField: string, mismatch: MessageDescriptor) {
  const text = intl.formatMessage(mismatch);
  return string().required(text).oneOf([ref(passwordField)], text);
}

export interface PasswordChangeValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** A change of one's own password (first sign-in, My Profile): the old one, a new one, its confirmation. */
export function passwordChangeSchema(intl: IntlShape) {
  return object({
    oldPassword: string().required(intl.formatMessage(formMessages.oldPasswordRequired)),
    newPassword: newPasswordRule(intl),
    confirmNewPassword: confirmationRule(intl, 'newPassword', formMessages.confirmNewPasswordMismatch),
  });
}
