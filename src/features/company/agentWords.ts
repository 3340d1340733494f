// The agent codes a reader sees as words in their language: level (MD, SD, R), agent type
// (PREPAID, POSTPAID, DISTRIBUTOR) and status (ACTIVE, INACTIVE). An unknown code reads as it is.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { companyMessages } from './messages';

const WORDS = {
  level: {
    MD: companyMessages.levelMasterDistribution,
    SD: companyMessages.levelSubDivision,
    R: companyMessages.levelRetailer,
  },
  agentType: {
    PREPAID: companyMessages.typePrepaid,
    POSTPAID: companyMessages.typePostpaid,
    DISTRIBUTOR: companyMessages.typeDistributor,
  },
  status: {
    ACTIVE: companyMessages.statusActive,
    INACTIVE: companyMessages.statusInactive,
  },
} satisfies Record<string, Record<string, MessageDescriptor>>;

export type WordField = keyof typeof WORDS;

export function isWordField(name: string): name is WordField {
  return name in WORDS;
}

/** The code as the reader's language words it. */
export function agentWord(intl: IntlShape, field: WordField, code: string): string {
  const descriptor = (WORDS[field] as Record<string, MessageDescriptor>)[code];
  return descriptor ? intl.formatMessage(descriptor) : code;
}
