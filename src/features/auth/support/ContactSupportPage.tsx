// The contact-support page before sign-in (/auth/contact-support): email, subject, message, an
// optional transaction reference and attachments go to POST /api/auth/contact-support as
// multipart; the answer shows as a success or danger alert, and a sent message clears the form.
import { Form, Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ApiResult } from '../../../shared/api';
import { commonMessages } from '../../../shared/i18n';
import { authMessages } from '../messages';
import { useAlerts } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { ContactMessageFields } from '../../../shared/forms/ContactMessageFields';
import { CONTACT_MESSAGE_EMPTY, contactMessageSchema, type ContactMessageValues } from '../../../shared/forms/contactMessage';
import { useContactSupportMutation } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { AUTH_PATHS } from '../paths';
import { StepFrame } from '../steps/StepFrame';

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

  const submit = async (values: ContactMessageValues, form: FormikHelpers<ContactMessageValues>) => {
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
        <Formik<ContactMessageValues>
          initialValues={CONTACT_MESSAGE_EMPTY}
          validationSchema={contactMessageSchema(intl)}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <ContactMessageFields messageRows={6} disabled={isSubmitting} />
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
