// The email confirmation page (spec 1 sections 2.4 and 4): the address the code went to, a live
// countdown to the code's expiry, four code boxes with Clear, Verify OTP (disabled once the
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
import { authMessages, commonMessages } from '../../../shared/i18n';
import { Banner, type BannerTone } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { Countdown } from '../../../shared/ui/Countdown';
import { OtpInput } from '../../../shared/ui/OtpInput';
import { authApi, useConfirmEmailMutation } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { AUTH_PATHS } from '../paths';
import { selectAuthToken } from '../slice';
import { clearPendingCode, otpExpiryOf, readLivePendingCode, type PendingCode } from './pendingCode';
import { useConfirmationCodeSender } from './useConfirmationCodeSender';

const OTP_LENGTH = 4;
/** The code's lifetime (5 minutes, ../shared/design/decisions.md): the bar's full length. */
const OTP_LIFETIME_SECONDS = 300;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

interface Notice {
  tone: BannerTone;
  text: string;
}

export interface EmailConfirmationPageProps {
  portalName: string;
  frontEndVersion: string;
}

export function EmailConfirmationPage({ portalName, frontEndVersion }: EmailConfirmationPageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const token = useSelector(selectAuthToken);
  const [confirm, { isLoading: verifying }] = useConfirmEmailMutation();
  const [reloadUser] = authApi.endpoints.getProfile.useLazyQuery();
  const { sendCode, sending } = useConfirmationCodeSender();
  const [pending, setPending] = useState<PendingCode | null>(() => readLivePendingCode());
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [expired, setExpired] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!token) return <Navigate to={AUTH_PATHS.login} replace />;
  if (!pending) return <Navigate to={AUTH_PATHS.emailAddressRequired} replace />;

  const submit = async () => {
    if (expired || verifying) return;
    if (code.length < OTP_LENGTH) return setCodeError(intl.formatMessage(authMessages.otpInvalid));
    setCodeError(null);
    setNotice(null);
    const answer = await confirm({ otp: code, email: pending.email });
    if ('error' in answer && answer.error) {
      setFailed(true);
      return setNotice({ tone: 'danger', text: (answer.error as ApiResult).resultDescription });
    }
    clearPendingCode();
    // The gate of the signed-in pages reads the reloaded user: wait for it before going there.
    await reloadUser();
    navigate('/dashboard', { replace: true });
  };

  const resend = async () => {
    setNotice(null);
    const result = await sendCode(pending.email);
    if (!result.ok) return setNotice({ tone: 'danger', text: result.text });
    setPending(result.sent);
    setCode('');
    setExpired(false);
    setFailed(false);
    setNotice({ tone: 'success', text: intl.formatMessage(authMessages.otpResendSuccess) });
  };

  const cancel = () => {
    clearPendingCode();
    navigate(AUTH_PATHS.emailAddressRequired);
  };

  const shown: Notice | null = expired ? { tone: 'danger', text: intl.formatMessage(commonMessages.sessionExpired) } : notice;

  return (
    <AuthLayout portalName={portalName} frontEndVersion={frontEndVersion}>
      <Card title={intl.formatMessage(authMessages.emailConfirmationTitle)}>
        <Intro>
          <FormattedMessage {...authMessages.emailConfirmationText} values={{ email: pending.email }} />
        </Intro>
        <Stack>
          {shown && (
            <Banner
              tone={shown.tone}
              onDismiss={expired ? undefined : () => setNotice(null)}
              dismissLabel={intl.formatMessage(commonMessages.close)}
            >
              {shown.text}
            </Banner>
          )}
          <Countdown
            key={pending.otpExpiredTime}
            until={otpExpiryOf(pending.otpExpiredTime)}
            total={OTP_LIFETIME_SECONDS}
            label={intl.formatMessage(authMessages.emailConfirmationTitle)}
            onExpire={() => setExpired(true)}
            format={(seconds) => <FormattedMessage {...authMessages.emailConfirmationSessionEnds} values={{ seconds }} />}
          />
          <OtpInput
            length={OTP_LENGTH}
            value={code}
            onChange={setCode}
            onSubmit={() => void submit()}
            disabled={expired}
            autoFocus
            error={codeError}
          />
          <Button fullWidth onClick={() => void submit()} disabled={expired} busy={verifying}>
            <FormattedMessage {...authMessages.otpVerify} />
          </Button>
          <Links>
            {(expired || failed) && (
              <span>
                <FormattedMessage {...authMessages.otpDidNotReceive} />{' '}
                <Button variant="link" onClick={() => void resend()} busy={sending}>
                  <FormattedMessage {...authMessages.otpResend} />
                </Button>
              </span>
            )}
            <Button variant="link" onClick={cancel}>
              <FormattedMessage {...commonMessages.cancel} />
            </Button>
          </Links>
        </Stack>
      </Card>
    </AuthLayout>
  );
}
