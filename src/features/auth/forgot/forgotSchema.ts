// The forgot-password form's rules: username required, email required and well formed.
import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { formMessages } from '../../../shared/forms/messages';
import { authMessages } from '../messages';

export interface ForgotValues {
  username: string;
  email: string;
}

export function forgotSchema(intl: IntlShape) {
  return object({
    username: string().trim().required(intl.formatMessage(authMessages.usernameRequired)),
    email: string()
      .trim()
      .required(intl.formatMessage(formMessages.emailRequired))
      .email(intl.formatMessage(formMessages.wrongEmailFormat)),
  });
}
