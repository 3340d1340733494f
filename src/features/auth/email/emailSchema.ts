// The email-address-required form's rule (spec 1 section 5): required ('Required field') and well
// formed ('Wrong email format').
import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { formMessages } from '../../../shared/forms/messages';
import { authMessages } from '../messages';

export interface EmailValues {
  email: string;
}

export function emailSchema(intl: IntlShape) {
  return object({
    email: string()
      .trim()
      .required(intl.formatMessage(authMessages.requiredField))
      .email(intl.formatMessage(formMessages.wrongEmailFormat))
      .max(128, intl.formatMessage(formMessages.wrongEmailFormat)),
  });
}
