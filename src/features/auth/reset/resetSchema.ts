// The reset-password form's rules (spec 1 section 5): the new password follows the password rule
// and the confirmation matches it ('Confirm password doesn't match', the server's words for this
// form), both from the first-login form's rules.
import type { IntlShape } from 'react-intl';
import { object } from 'yup';
import { authMessages } from '../messages';
import { confirmationRule, newPasswordRule } from '../../../shared/forms/passwordRules';

export interface ResetValues {
  password: string;
  confirmPassword: string;
}

export function resetSchema(intl: IntlShape) {
  return object({
    password: newPasswordRule(intl),
    confirmPassword: confirmationRule(intl, 'password', authMessages.confirmPasswordMismatch),
  });
}
