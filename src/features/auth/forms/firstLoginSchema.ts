// The password rules of spec 1 section 5, shared by the first-login change and the reset-password
// form: the new password follows the password rule, the confirmation matches it; the first-login
// form also needs the old password.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { object, ref, string } from 'yup';
import { authMessages } from '../../../shared/i18n';

export interface FirstLoginValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * 8-50 characters, an upper case and a lower case letter, a digit, a special character (ASCII
 * punctuation, as the server's rule: docs/decisions.md), no spaces.
 */
export const PASSWORD_RULE = /^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[!-/:-@[-`{-~])\S{8,50}$/;

/** A new password: required and following the rule, both refused with the rule's text. */
export function newPasswordRule(intl: IntlShape) {
  const rule = intl.formatMessage(authMessages.passwordRule);
  return string().required(rule).matches(PASSWORD_RULE, rule);
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
