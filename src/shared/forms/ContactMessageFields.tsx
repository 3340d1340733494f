// The fields of a message to support (src/shared/forms/contactMessage.ts): email, subject, the
// message, the optional transaction reference and the attachments (the design system's contact
// rules: blocked types named, 25 MB in all, duplicates skipped), inside the caller's Formik form.
import { useIntl } from 'react-intl';
import { formMessages } from './messages';
import { CONTACT_FILE_RULES, FileDropField } from '../ui/FileDrop';
import { TextField } from '../ui/TextField';
import { Textarea } from '../ui/Textarea';
import { CONTACT_MESSAGE_LIMITS } from './contactMessage';

export interface ContactMessageFieldsProps {
  /** Rows of the message box (spec 3: 10 on Contact Us). */
  messageRows: number;
  disabled?: boolean;
}

export function ContactMessageFields({ messageRows, disabled }: ContactMessageFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <TextField name="email" type="email" label={intl.formatMessage(formMessages.emailAddress)} required autoComplete="email" maxLength={CONTACT_MESSAGE_LIMITS.email} />
      <TextField name="subject" label={intl.formatMessage(formMessages.subject)} required maxLength={CONTACT_MESSAGE_LIMITS.subject} />
      <Textarea name="content" label={intl.formatMessage(formMessages.content)} required rows={messageRows} maxLength={CONTACT_MESSAGE_LIMITS.content} />
      <TextField name="transId" label={intl.formatMessage(formMessages.transactionId)} maxLength={CONTACT_MESSAGE_LIMITS.transId} />
      <FileDropField name="files" {...CONTACT_FILE_RULES} maxFiles={CONTACT_MESSAGE_LIMITS.files} disabled={disabled} />
    </>
  );
}
