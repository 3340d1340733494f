// The password rules of spec 1 section 5, shared by the first-login change and the reset-password
// form: the new password follows the password rule, the confirmation matches it; the first-login
// form also needs the old password.
import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { authMessages } from '../../../shared/i18n';
import { confirmationRule, newPasswordRule } from '../../../shared/forms/passwordRules';

export interface FirstLoginValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export function firstLoginSchema(intl: IntlShape) {
  return object({
    oldPassword: string().required(intl.formatMessage(authMessages.oldPasswordRequired)),
    newPassword: newPasswordRule(intl),
    confirmNewPassword: confirmationRule(intl, 'newPassword', authMessages.confirmNewPasswordMismatch),
  });
}
