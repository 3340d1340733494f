// The authenticator step's rule: the code is required and numeric (6 to 8 digits, as the contract says).
import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { authMessages } from '../../../shared/i18n';
import { CONTRACT_PATTERNS } from '../../../shared/api';

export interface AuthenticatorValues {
  pinCode: string;
}

export function authenticatorSchema(intl: IntlShape) {
  return object({
    pinCode: string()
      .required(intl.formatMessage(authMessages.verificationCodeRequired))
      .matches(CONTRACT_PATTERNS.TotpCode, intl.formatMessage(authMessages.verificationCodeNumeric)),
  });
}
