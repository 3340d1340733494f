// A message to support, before sign-in (Contact Support, spec 1 section 5) and signed in (Contact
// Us, spec 3): a well-formed email, a subject and a message are required; the transaction
// reference is optional. The lengths and the number
// of attachments are the contract's (ContactMessage in openapi/portal.yaml); the attachment types
// and total size are the design system's contact rules (FileDrop CONTACT_FILE_RULES).
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { array, mixed, object, string } from 'yup';
import { commonMessages } from '../i18n';
import { formMessages } from './messages';

export interface ContactMessageValues {
  email: string;
  subject: string;
  content: string;
  transId: string;
  files: File[];
}

export const CONTACT_MESSAGE_EMPTY: ContactMessageValues = { email: '', subject: '', content: '', transId: '', files: [] };

/** Field lengths and attachment count of the contract. */
export const CONTACT_MESSAGE_LIMITS = { email: 128, subject: 200, content: 5000, transId: 50, files: 10 } as const;

export function contactMessageSchema(intl: IntlShape) {
  const required = (label: MessageDescriptor) =>
    intl.formatMessage(commonMessages.namedRequired, { name: intl.formatMessage(label) });
  return object({
    email: string()
      .trim()
      .required(intl.formatMessage(formMessages.emailRequired))
      .email(intl.formatMessage(formMessages.wrongEmailFormat)),
    subject: string().trim().required(required(formMessages.subject)),
    content: string().trim().required(required(formMessages.content)),
    transId: string().trim(),
    files: array(mixed<File>().required()).max(CONTACT_MESSAGE_LIMITS.files),
  });
}
