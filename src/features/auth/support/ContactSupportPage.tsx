// The contact-support page before sign-in (/auth/contact-support): email, subject, message, an
// optional transaction reference and attachments go to POST /api/auth/contact-support as
// multipart; the answer shows as a success or danger alert, and a sent message clears the form.
import { Form, Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ApiResult } from '../../../shared/api';
import { authMessages, commonMessages } from '../../../shared/i18n';
import { useAlerts } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { CONTACT_FILE_RULES, FileDropField } from '../../../shared/ui/FileDrop';
import { TextField } from '../../../shared/ui/TextField';
import { Textarea } from '../../../shared/ui/Textarea';
import { useContactSupportMutation } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { AUTH_PATHS } from '../paths';
import { StepFrame } from '../steps/StepFrame';
import {
  CONTACT_SUPPORT_EMPTY, CONTACT_SUPPORT_LIMITS, contactSupportSchema, type ContactSupportValues,
} from './contactSupportSchema';

export interface ContactSupportPageProps {
  portalName: string;
  frontEndVersion: string;
}

export function ContactSupportPage({ portalName, frontEndVersion }: ContactSupportPageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const [send] = useContactSupportMutation();
  const title = intl.formatMessage(authMessages.contactSupportTitle);

  const submit = async (values: ContactSupportValues, form: FormikHelpers<ContactSupportValues>) => {
    const answer = await send({
      email: values.email.trim(),
      subject: values.subject.trim(),
      content: values.content,
      transId: values.transId.trim() || undefined,
      files: values.files.length > 0 ? values.files : undefined,
    });
    if ('error' in answer && answer.error) {
      alerts.danger(title, (answer.error as ApiResult).resultDescription);
      return;
    }
    alerts.success(title, intl.formatMessage(authMessages.contactSupportSent));
    form.resetForm();
  };

  return (
    <AuthLayout portalName={portalName} frontEndVersion={frontEndVersion}>
      <StepFrame
        title={title}
        intro={intl.formatMessage(authMessages.contactSupportDescription)}
        notice={null}
        onBack={() => navigate(AUTH_PATHS.login)}
      >
        <Formik<ContactSupportValues>
          initialValues={CONTACT_SUPPORT_EMPTY}
          validationSchema={contactSupportSchema(intl)}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <TextField
                name="email"
                type="email"
                label={intl.formatMessage(authMessages.emailAddress)}
                required
                autoComplete="email"
                maxLength={CONTACT_SUPPORT_LIMITS.email}
              />
              <TextField
                name="subject"
                label={intl.formatMessage(authMessages.subject)}
                required
                maxLength={CONTACT_SUPPORT_LIMITS.subject}
              />
              <Textarea
                name="content"
                label={intl.formatMessage(authMessages.content)}
                required
                rows={6}
                maxLength={CONTACT_SUPPORT_LIMITS.content}
              />
              <TextField
                name="transId"
                label={intl.formatMessage(authMessages.transactionId)}
                maxLength={CONTACT_SUPPORT_LIMITS.transId}
              />
              <FileDropField
                name="files"
                {...CONTACT_FILE_RULES}
                maxFiles={CONTACT_SUPPORT_LIMITS.files}
                disabled={isSubmitting}
              />
              <Button type="submit" fullWidth busy={isSubmitting}>
                <FormattedMessage {...commonMessages.submit} />
              </Button>
            </Form>
          )}
        </Formik>
      </StepFrame>
    </AuthLayout>
  );
}
