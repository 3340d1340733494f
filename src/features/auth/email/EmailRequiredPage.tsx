// The email-address-required page (spec 1 section 2.4): a signed-in user without a confirmed
// email (user result code 10221, 10222 or 10212) ties an address to the account. Submit sends a
// confirmation code (POST /api/v1/verify-email) and moves to /email-confirmation; Logout signs
// out. The user is requested when not loaded yet; once it loads with result code 0 the page
// leaves for /dashboard.
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { commonMessages } from '../../../shared/i18n';
import { formMessages } from '../../../shared/forms/messages';
import { authMessages } from '../messages';
import { Banner } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { TextField } from '../../../shared/ui/TextField';
import { useGetProfileQuery } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { needsEmailConfirmation } from '../loginOutcome';
import { AUTH_PATHS } from '../paths';
import { selectAuthToken, selectUser } from '../slice';
import { emailSchema, type EmailValues } from './emailSchema';
import { useConfirmationCodeSender } from './useConfirmationCodeSender';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
`;

const Notice = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface EmailRequiredPageProps {
  portalName: string;
  frontEndVersion: string;
}

export function EmailRequiredPage({ portalName, frontEndVersion }: EmailRequiredPageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const token = useSelector(selectAuthToken);
  const user = useSelector(selectUser);
  useGetProfileQuery(undefined, { skip: !token || user !== null });
  const { sendCode } = useConfirmationCodeSender();
  const [sendError, setSendError] = useState<string | null>(null);

  if (!token) return <Navigate to={AUTH_PATHS.login} replace />;
  if (user && !needsEmailConfirmation(user)) return <Navigate to="/dashboard" replace />;

  const submit = async ({ email }: EmailValues) => {
    setSendError(null);
    const result = await sendCode(email.trim());
    if (result.ok) navigate(AUTH_PATHS.emailConfirmation);
    else setSendError(result.text);
  };

  return (
    <AuthLayout portalName={portalName} frontEndVersion={frontEndVersion}>
      <Card title={intl.formatMessage(authMessages.emailRequiredTitle)}>
        <Intro>
          <FormattedMessage {...authMessages.emailRequiredText} />
        </Intro>
        {sendError && (
          <Notice>
            <Banner
              tone="danger"
              title={intl.formatMessage(authMessages.emailConfirmationTitle)}
              onDismiss={() => setSendError(null)}
              dismissLabel={intl.formatMessage(commonMessages.close)}
            >
              {sendError}
            </Banner>
          </Notice>
        )}
        <Formik<EmailValues>
          initialValues={{ email: user?.emailAddress ?? '' }}
          enableReinitialize
          validationSchema={emailSchema(intl)}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <TextField
                name="email"
                type="email"
                label={intl.formatMessage(formMessages.emailAddress)}
                required
                autoComplete="email"
              />
              <Actions>
                <Button variant="secondary" onClick={() => navigate(AUTH_PATHS.logout)}>
                  <FormattedMessage {...authMessages.logout} />
                </Button>
                <Button type="submit" busy={isSubmitting}>
                  <FormattedMessage {...commonMessages.submit} />
                </Button>
              </Actions>
            </Form>
          )}
        </Formik>
      </Card>
    </AuthLayout>
  );
}
