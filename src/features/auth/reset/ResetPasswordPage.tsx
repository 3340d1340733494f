// The reset-password page (/auth/user-reset-password?token=..., the link of the forgot-password
// mail): the token is checked when the page opens (POST /api/auth/validate-reset-password-token, the token in the body);
// a refused link shows 'Invalid token or token has expired!' and the way back to forgot password;
// a valid one shows the new password form (POST /api/auth/reset-password), and after the reset a
// 10 s countdown returns to sign-in (spec 1 sections 2.4, 4 and 9).
import { useState, type ReactNode } from 'react';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { NETWORK_ERROR_CODE, type ApiResult } from '../../../shared/api';
import { formMessages } from '../../../shared/forms/messages';
import { authMessages } from '../messages';
import { Button } from '../../../shared/ui/Button';
import { Countdown } from '../../../shared/ui/Countdown';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { Spinner } from '../../../shared/ui/Spinner';
import { useResetPasswordMutation, useCheckResetPasswordTokenQuery } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { AUTH_PATHS } from '../paths';
import { StepFrame, type StepNotice } from '../steps/StepFrame';
import { resetSchema, type ResetValues } from './resetSchema';

/** Seconds before the page returns to sign-in after the reset (spec 1 section 9). */
export const RESET_REDIRECT_SECONDS = 10;

/** The query parameter of the mailed link (server: password-reset.service.ts). */
export const RESET_TOKEN_PARAMETER = 'token';

export interface ResetPasswordPageProps {
  portalName: string;
  frontEndVersion: string;
}

const Checking = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const EMPTY: ResetValues = { password: '', confirmPassword: '' };

export function ResetPasswordPage({ portalName, frontEndVersion }: ResetPasswordPageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get(RESET_TOKEN_PARAMETER) ?? '';
  // Without a token there is nothing to check: the link is invalid as it stands.
  const check = useCheckResetPasswordTokenQuery(token, { skip: !token });
  const [reset] = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const [notice, setNotice] = useState<StepNotice | null>(null);
  const toSignIn = () => navigate(AUTH_PATHS.login);

  const frame = (intro: ReactNode, frameNotice: StepNotice | null, body: ReactNode = null) => (
    <AuthLayout portalName={portalName} frontEndVersion={frontEndVersion}>
      <StepFrame title={intl.formatMessage(authMessages.resetTitle)} intro={intro} notice={frameNotice} onBack={toSignIn}>
        {body}
      </StepFrame>
    </AuthLayout>
  );

  if (!token || check.isError) {
    const refusal = check.error as ApiResult | undefined;
    // A network failure says so; any refusal of the link is the spec's invalid-token message.
    const reason =
      refusal?.resultCode === NETWORK_ERROR_CODE
        ? refusal.resultDescription
        : intl.formatMessage(authMessages.resetTokenFailed);
    return frame(
      <FormattedMessage {...authMessages.resetRequestNewLink} />,
      { tone: 'danger', content: reason },
      <Button fullWidth onClick={() => navigate(AUTH_PATHS.forgotPassword)}>
        <FormattedMessage {...authMessages.backToForgotPassword} />
      </Button>,
    );
  }

  if (!check.isSuccess) {
    return frame(
      <Checking>
        <Spinner size="sm" />
        <FormattedMessage {...authMessages.resetValidatingToken} />
      </Checking>,
      null,
    );
  }

  const submit = async (values: ResetValues) => {
    setNotice(null);
    const answer = await reset({ ...values, token });
    if ('error' in answer && answer.error) {
      setNotice({ tone: 'danger', content: (answer.error as ApiResult).resultDescription });
      return;
    }
    setDone(true);
    setNotice({
      tone: 'success',
      content: (
        <Countdown
          seconds={RESET_REDIRECT_SECONDS}
          showBar={false}
          onExpire={() => navigate(AUTH_PATHS.root)}
          format={(seconds) => <FormattedMessage {...authMessages.resetSuccess} values={{ seconds }} />}
        />
      ),
    });
  };

  return frame(
    <FormattedMessage {...authMessages.resetDescription} />,
    notice,
    !done && (
      <Formik<ResetValues> initialValues={EMPTY} validationSchema={resetSchema(intl)} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <PasswordField
              name="password"
              label={intl.formatMessage(formMessages.newPassword)}
              required
              autoComplete="new-password"
            />
            <PasswordField
              name="confirmPassword"
              label={intl.formatMessage(authMessages.confirmPassword)}
              required
              autoComplete="new-password"
            />
            <Button type="submit" fullWidth busy={isSubmitting}>
              <FormattedMessage {...authMessages.resetTitle} />
            </Button>
          </Form>
        )}
      </Formik>
    ),
  );
}
