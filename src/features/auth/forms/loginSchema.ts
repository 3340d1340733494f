// The sign-in form's rules (spec 1 section 5): merchant id and username required without
// leading or trailing spaces, password required, the captcha solved when one is asked for.
import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { authMessages } from '../messages';
import { CONTRACT_PATTERNS } from '../../../shared/api';

export interface LoginValues {
  merchantId: string;
  username: string;
  password: string;
  rememberMe: boolean;
  /** The ALTCHA payload ('' until solved). */
  captcha: string;
}

export function loginSchema(intl: IntlShape, captchaNeeded = false) {
  const noSpaces = intl.formatMessage(authMessages.noLeadingTrailingSpaces);
  return object({
    merchantId: string()
      .required(intl.formatMessage(authMessages.merchantIdRequired))
      .matches(CONTRACT_PATTERNS.MerchantId, noSpaces),
    username: string()
      .required(intl.formatMessage(authMessages.usernameRequired))
      .matches(CONTRACT_PATTERNS.Username, noSpaces),
    password: string().required(intl.formatMessage(authMessages.passwordRequired)),
    captcha: captchaNeeded ? string().required(intl.formatMessage(authMessages.captchaRequired)) : string(),
  });
}
