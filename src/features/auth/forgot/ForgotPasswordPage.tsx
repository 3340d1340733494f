// The forgot-password page (/auth/forgot-password): username and email go to
// POST /api/auth/request-reset-password; the answer is the same whether an account matched or not.
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ApiResult } from '../../../shared/api';
import { commonMessages } from '../../../shared/i18n';
import { formMessages } from '../../../shared/forms/messages';
import { authMessages } from '../messages';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { useRequestResetPasswordMutation } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { AUTH_PATHS } from '../paths';
import { StepFrame, type StepNotice } from '../steps/StepFrame';
import { forgotSchema, type ForgotValues } from './forgotSchema';

export interface ForgotPasswordPageProps {
  portalName: string;
  frontEndVersion: string;
}

export function ForgotPasswordPage({ portalName, frontEndVersion }: ForgotPasswordPageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [request] = useRequestResetPasswordMutation();
  const [notice, setNotice] = useState<StepNotice | null>(null);

  const submit = async (values: ForgotValues) => {
    setNotice(null);
    const answer = await request({ username: values.username.trim(), email: values.email.trim() });
    setNotice(
      'error' in answer && answer.error
        ? { tone: 'danger', content: (answer.error as ApiResult).resultDescription }
        : { tone: 'success', content: intl.formatMessage(authMessages.forgotSent) },
    );
  };

  return (
    <AuthLayout portalName={portalName} frontEndVersion={frontEndVersion}>
      <StepFrame
        title={intl.formatMessage(authMessages.forgotTitle)}
        intro={intl.formatMessage(authMessages.forgotDescription)}
        notice={notice}
        onBack={() => navigate(AUTH_PATHS.login)}
      >
        <Formik<ForgotValues> initialValues={{ username: '', email: '' }} validationSchema={forgotSchema(intl)} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate>
              <TextField name="username" label={intl.formatMessage(authMessages.username)} required autoComplete="username" />
              <TextField name="email" type="email" label={intl.formatMessage(formMessages.emailAddress)} required autoComplete="email" />
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
