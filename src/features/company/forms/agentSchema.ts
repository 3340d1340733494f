// The agent form's rules (spec 1 section 5): agent code required, at most 8; name required; email
// format; phone and mobile an optional + or a digit followed by 3 to 20 digits, typed with any
// spaces and dashes, which are dropped before the check and the save.
import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { commonMessages } from '../../../shared/i18n';
import { companyMessages } from '../messages';
import { CONTRACT_PATTERNS } from '../../../shared/api';

export const AGENT_CODE_MAX = 8;

/** The agent code as typed: trimmed and upper-cased. */
export const normaliseAgentCode = (value: string) => value.trim().toUpperCase();

/** A phone number as the contract takes it: spaces and dashes ('+61 2-9000 1234') dropped. */
export const normalisePhone = (value: string) => value.replace(/[\s-]+/g, '');

/** The fields checked against the contract's phone pattern. */
export const PHONE_FIELDS: ReadonlySet<string> = new Set(['phoneNumber', 'mobileNumber']);

export function agentSchema(intl: IntlShape) {
  const phone = string()
    .transform((value: unknown) => (typeof value === 'string' ? normalisePhone(value) : value))
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
