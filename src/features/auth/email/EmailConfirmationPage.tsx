// The email confirmation page (spec 1 sections 2.4 and 4): the address the code went to, a live
// countdown to the code's expiry, four code boxes with Clear, Verify code (disabled once the
// countdown ended; Enter submits) calling POST /api/v1/confirm-email, a resend link once the
// time ran out or a code was refused, and Cancel back to the email-address-required page. The
// email and expiry come from local storage (pendingCode.ts): without a live one the page goes
// back to email-address-required. On success the user is reloaded and goes to /dashboard.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiResult } from '../../../shared/api';
import { commonMessages } from '../../../shared/i18n';
import { authMessages } from '../messages';
import { Banner } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { authApi, useConfirmEmailMutation } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { MailedCodeFields, useMailedCode } from '../components/MailedCode';
import { AUTH_PATHS } from '../paths';
import { selectAuthToken } from '../slice';
import { clearPendingCode, readLivePendingCode, type PendingCode } from './pendingCode';
import { useConfirmationCodeSender } from './useConfirmationCodeSender';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
`;

export interface EmailConfirmationPageProps {
  portalName: string;
  frontEndVersion: string;
}

export function EmailConfirmationPage({ portalName, frontEndVersion }: EmailConfirmationPageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const token = useSelector(selectAuthToken);
  const [confirm] = useConfirmEmailMutation();
  const [reloadUser] = authApi.endpoints.getProfile.useLazyQuery();
  const { sendCode, sending } = useConfirmationCodeSender();
  const [pending, setPending] = useState<PendingCode | null>(() => readLivePendingCode());
  const entry = useMailedCode({
    verify: async (otp) => {
      const answer = await confirm({ otp, email: pending?.email ?? '' });
      if ('error' in answer && answer.error) return (answer.error as ApiResult).resultDescription;
      clearPendingCode();
      // The gate of the signed-in pages reads the reloaded user: wait for it before going there.
      await reloadUser();
      navigate('/dashboard', { replace: true });
      return null;
    },
    resend: () => sendCode(pending?.email ?? ''),
    onSent: setPending,
  });

  if (!token) return <Navigate to={AUTH_PATHS.login} replace />;
  if (!pending) return <Navigate to={AUTH_PATHS.emailAddressRequired} replace />;

  const cancel = () => {
    clearPendingCode();
    navigate(AUTH_PATHS.emailAddressRequired);
  };

  return (
    <AuthLayout portalName={portalName} frontEndVersion={frontEndVersion}>
      <Card title={intl.formatMessage(authMessages.emailConfirmationTitle)}>
        <Intro>
          <FormattedMessage {...authMessages.emailConfirmationText} values={{ email: pending.email }} />
        </Intro>
        <Stack>
          {entry.notice && (
            <Banner
              tone={entry.notice.tone}
              onDismiss={entry.expired ? undefined : entry.dismissNotice}
              dismissLabel={intl.formatMessage(commonMessages.close)}
            >
              {entry.notice.text}
            </Banner>
          )}
          <MailedCodeFields
            entry={entry}
            sent={pending}
            sending={sending}
            countdownLabel={intl.formatMessage(authMessages.emailConfirmationTitle)}
          />
          <Button variant="link" onClick={cancel}>
            <FormattedMessage {...commonMessages.cancel} />
          </Button>
        </Stack>
      </Card>
    </AuthLayout>
  );
}
