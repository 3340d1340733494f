// The authenticator step's rule: a code from the app, or in its place a recovery code.
import type { IntlShape } from 'react-intl';
import { object } from 'yup';
import { recoveryCodeRule, totpCodeRule } from '../../../shared/forms/codeRules';

export interface AuthenticatorValues {
  pinCode: string;
  recoveryCode: string;
}

export function authenticatorSchema(intl: IntlShape, withRecoveryCode: boolean) {
  return withRecoveryCode ? object({ recoveryCode: recoveryCodeRule(intl) }) : object({ pinCode: totpCodeRule(intl) });
}
