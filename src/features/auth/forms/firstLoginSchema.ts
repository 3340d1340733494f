// The first-login password change rules (spec 1 section 5): old password required, the new one
// follows the password rule, the confirmation matches it.
import type { IntlShape } from 'react-intl';
import { object, ref, string } from 'yup';
import { authMessages } from '../../../shared/i18n';

export interface FirstLoginValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** 8-50 characters, an upper case and a lower case letter, a digit, a special character, no spaces. */
export const PASSWORD_RULE = /^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9\s])\S{8,50}$/;

export function firstLoginSchema(intl: IntlShape) {
  const rule = intl.formatMessage(authMessages.passwordRule);
  return object({
    oldPassword: string().required(intl.formatMessage(authMessages.oldPasswordRequired)),
    newPassword: string().required(rule).matches(PASSWORD_RULE, rule),
    confirmNewPassword: string()
      .required(intl.formatMessage(authMessages.confirmNewPasswordMismatch))
      .oneOf([ref('newPassword')], intl.formatMessage(authMessages.confirmNewPasswordMismatch)),
  });
}
