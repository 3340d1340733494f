// The agent form's rules (spec 1 section 5): agent code required, at most 8; name required; email
// format; phone and mobile an optional + or a digit followed by 3 to 20 digits.
import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { commonMessages, companyMessages } from '../../../shared/i18n';
import { CONTRACT_PATTERNS } from '../../../shared/api';

export const AGENT_CODE_MAX = 8;

/** The agent code as typed: trimmed and upper-cased. */
export const normaliseAgentCode = (value: string) => value.trim().toUpperCase();

export function agentSchema(intl: IntlShape) {
  const phone = string()
    .trim()
    .matches(CONTRACT_PATTERNS.Phone, {
      message: intl.formatMessage(commonMessages.invalidPhone),
      excludeEmptyString: true,
    });
  return object({
    agentCode: string()
      .required(intl.formatMessage(companyMessages.agentCodeRequired))
      .max(
        AGENT_CODE_MAX,
        intl.formatMessage(companyMessages.agentCodeMaxLength, { max: AGENT_CODE_MAX }),
      ),
    name: string().trim().required(intl.formatMessage(companyMessages.nameRequired)),
    email: string().trim().email(intl.formatMessage(companyMessages.wrongEmailFormat)),
    phoneNumber: phone,
    mobileNumber: phone,
  });
}
