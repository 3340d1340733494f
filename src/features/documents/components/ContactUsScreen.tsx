// Contact Us (spec 3): on the left the message to support (email, filled in with the signed-in
// user's address, subject, a 10-row message, the optional transaction reference, attachments
// checked as the design system's contact rules say), sent as multipart; success thanks the
// merchant in a banner above the form (a toast in the corner covered the support desk and its
// text) and empties the form but the email, a refusal shows the server's words in an alert. On the right the Customer Support Desk, opened in a new tab, and the active
// contact-us text published for the agent (sanitised HTML).
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ApiResult } from '../../../shared/api';
import { useGetSettingsQuery } from '../../../shared/api/agent-reads';
import { ContactMessageFields } from '../../../shared/forms/ContactMessageFields';
import { CONTACT_MESSAGE_EMPTY, contactMessageSchema, type ContactMessageValues } from '../../../shared/forms/contactMessage';
import { commonMessages } from '../../../shared/i18n';
import { documentsMessages } from '../messages';
import { narrowScreen } from '../../../shared/theme/media';
import { useAlerts } from '../../../shared/ui/Alert';
import { Banner } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import { useContactUsMutation, useListPageDocumentsQuery } from '../api';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  ${narrowScreen} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Thanks = styled(Banner)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Notice = styled(SafeHtml)`
  margin-top: ${({ theme }) => theme.space[4]};
`;

/** The Customer Support Desk: a link that looks like a secondary button. */
const DeskLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
`;

export interface ContactUsScreenProps {
  /** The signed-in user's email address, filled in (empty when the profile has none). */
  email?: string | null;
}

export function ContactUsScreen({ email: ownEmail }: ContactUsScreenProps) {
  const intl = useIntl();
  const [thanked, setThanked] = useState(false);
  const initialValues: ContactMessageValues = { ...CONTACT_MESSAGE_EMPTY, email: ownEmail ?? '' };
  // The deployment's service desk; no button without one.
  const supportDeskUrl = useGetSettingsQuery().data?.supportDeskUrl ?? null;
  const text = intl.formatMessage;
  const alerts = useAlerts();
  const [send] = useContactUsMutation();
  const notices = useListPageDocumentsQuery({ page: 'contact-us', pageIndex: 1, pageSize: 1 });
  const notice = notices.data?.documents.find((document) => document.active === 'T' && document.contentType === 'HTML');
  const title = text(documentsMessages.contactTitle);

  const submit = async (values: ContactMessageValues, form: FormikHelpers<ContactMessageValues>) => {
    setThanked(false);
    const answer = await send({
      email: values.email.trim(),
      subject: values.subject.trim(),
      content: values.content,
      transId: values.transId.trim() || undefined,
      files: values.files.length > 0 ? values.files : undefined,
    });
    if ('error' in answer) {
      alerts.danger(text(documentsMessages.contactFailed), (answer.error as ApiResult).resultDescription);
      return;
    }
    setThanked(true);
    form.resetForm({ values: initialValues });
  };

  return (
    <Card title={title}>
      <Columns>
        <Formik<ContactMessageValues> initialValues={initialValues} validationSchema={contactMessageSchema(intl)} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label={title}>
              {thanked ? (
                <Thanks tone="success" title={title} onDismiss={() => setThanked(false)} dismissLabel={text(commonMessages.close)}>
                  {text(documentsMessages.contactSent)}
                </Thanks>
              ) : null}
              <ContactMessageFields messageRows={10} disabled={isSubmitting} />
              <Button type="submit" busy={isSubmitting}>
                {text(documentsMessages.contactSend)}
              </Button>
            </Form>
          )}
        </Formik>
        <aside aria-label={text(documentsMessages.customerSupportDesk)}>
          {supportDeskUrl ? (
            <DeskLink href={supportDeskUrl} target="_blank" rel="noopener noreferrer">
              {text(documentsMessages.customerSupportDesk)}
            </DeskLink>
          ) : null}
          {notice ? <Notice html={notice.content} /> : null}
        </aside>
      </Columns>
    </Card>
  );
}
