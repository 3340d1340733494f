// The sign-in page (spec 1 section 2.3): merchant id, username, password and Remember Me; the
// login call runs 1 s after submit with the spinner showing, then the answer decides what
// follows (section 8). A successful sign-in stores the token and goes to /, where the user loads.
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiResult } from '../../../shared/api';
import { authMessages } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { TextField } from '../../../shared/ui/TextField';
import { useLoginMutation } from '../api';
import { loginSchema, type LoginValues } from '../forms/loginSchema';
import { loginOutcome, type LoginOutcome } from '../loginOutcome';
import { AUTH_PATHS, LOGIN_SUBMIT_DELAY_MS } from '../paths';
import { readRemembered, writeRemembered } from '../rememberMe';
import { loggedIn } from '../slice';
import { AuthLayout } from './AuthLayout';
import { LockedModal } from './LockedModal';
import { LoginOutcomeBanner } from './LoginOutcomeBanner';
import { StoredMessageBanner } from './StoredMessageBanner';

const Notices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  &:empty {
    display: none;
  }
`;

const Links = styled.p`
  display: flex;
  justify-content: space-between;
  margin: ${({ theme }) => theme.space[4]} 0 0;
`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function initialValues(): LoginValues {
  const remembered = readRemembered();
  return {
    merchantId: remembered?.merchantId ?? '',
    username: remembered?.username ?? '',
    password: '',
    rememberMe: remembered !== null,
  };
}

export interface LoginPageProps {
  portalName: string;
  /** Shown in the footer (package.json's version, read by the app). */
  frontEndVersion: string;
}

export function LoginPage({ portalName, frontEndVersion }: LoginPageProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [login] = useLoginMutation();
  const [outcome, setOutcome] = useState<LoginOutcome | null>(null);

  const submit = async (values: LoginValues) => {
    setOutcome(null);
    await wait(LOGIN_SUBMIT_DELAY_MS);
    const answer = await login({
      merchantId: values.merchantId,
      username: values.username,
      password: values.password,
    });
    if ('data' in answer && answer.data) {
      writeRemembered(values.rememberMe ? { merchantId: values.merchantId, username: values.username } : null);
      dispatch(loggedIn(answer.data.token));
      navigate('/', { replace: true });
      return;
    }
    setOutcome(loginOutcome(answer.error as ApiResult));
  };

  return (
    <AuthLayout portalName={portalName} frontEndVersion={frontEndVersion}>
      <Card title={intl.formatMessage(authMessages.loginTitle)}>
        <Notices>
          <StoredMessageBanner />
          <LoginOutcomeBanner outcome={outcome} />
        </Notices>
        <Formik initialValues={initialValues()} validationSchema={loginSchema(intl)} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate>
              <TextField name="merchantId" label={intl.formatMessage(authMessages.merchantId)} required autoComplete="organization" />
              <TextField name="username" label={intl.formatMessage(authMessages.username)} required autoComplete="username" />
              <PasswordField name="password" label={intl.formatMessage(authMessages.password)} required />
              <Checkbox name="rememberMe" label={intl.formatMessage(authMessages.rememberMe)} />
              <Button type="submit" fullWidth busy={isSubmitting}>
                <FormattedMessage {...authMessages.signIn} />
              </Button>
            </Form>
          )}
        </Formik>
        <Links>
          <Link to={AUTH_PATHS.forgotPassword}>
            <FormattedMessage {...authMessages.forgotPasswordLink} />
          </Link>
          <Link to={AUTH_PATHS.contactSupport}>
            <FormattedMessage {...authMessages.contactSupportLink} />
          </Link>
        </Links>
      </Card>
      <LockedModal text={outcome?.kind === 'locked' ? outcome.text : null} onClose={() => setOutcome(null)} />
    </AuthLayout>
  );
}
