// The unlock step after the locked modal's 'here' link (spec 1 sections 2.3, 8): four OTP boxes,
// a countdown to the code's expiry ('Your session has expired.' at 0, with resend), Verify OTP
// (PUT /api/user-locked/verify-unlock-code) and, on success, the sign-in runs again. The step is
// kept in storage (unlockSession.ts) so that a reload reopens it with the same countdown.
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useClientCall, type ApiResult } from '../../../shared/api';
import { authMessages, commonMessages } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/Button';
import { Countdown } from '../../../shared/ui/Countdown';
import { OtpInput } from '../../../shared/ui/OtpInput';
import { verifyUnlockCode } from '../calls';
import type { UnlockCodeSent } from '../loginOutcome';
import { otpExpiryOf } from '../email/pendingCode';
import { StepFrame, type StepNotice } from '../steps/StepFrame';
import { clearUnlockSession, saveUnlockSession } from './unlockSession';
import { useUnlockCodeSender } from './useUnlockCodeSender';

const OTP_LENGTH = 4;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Resend = styled.p`
  margin: 0;
`;

export interface UnlockStepProps {
  userName: string;
  loginToken: string;
  sent: UnlockCodeSent;
  /** The account is unlocked: sign in again. */
  onUnlocked: () => void;
  onBack: () => void;
}

export function UnlockStep({ userName, loginToken, sent: firstSent, onUnlocked, onBack }: UnlockStepProps) {
  const intl = useIntl();
  const [verify, { isLoading: verifying }] = useClientCall(verifyUnlockCode);
  const { sendCode, sending } = useUnlockCodeSender(userName);
  const [sent, setSent] = useState(firstSent);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<StepNotice | null>(null);
  const [expired, setExpired] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    saveUnlockSession({ userName, loginToken, sent });
  }, [userName, loginToken, sent]);

  const submit = async () => {
    if (expired || verifying) return;
    if (code.length < OTP_LENGTH) return setCodeError(intl.formatMessage(authMessages.otpInvalid));
    setCodeError(null);
    const answer = await verify({ otp: code, email: sent.email, userName, loginToken });
    if ('error' in answer && answer.error) {
      setFailed(true);
      return setNotice({ tone: 'danger', content: (answer.error as ApiResult).resultDescription });
    }
    clearUnlockSession();
    onUnlocked();
  };

  // A new code replaces the stored email and expiry (the effect above) and restarts the countdown.
  const resend = async () => {
    const result = await sendCode(loginToken);
    if (!result.ok) return setNotice({ tone: 'danger', content: result.text });
    setSent(result.sent);
    setCode('');
    setExpired(false);
    setFailed(false);
    setNotice({ tone: 'success', content: intl.formatMessage(authMessages.otpResendSuccess) });
  };

  const expiredNotice: StepNotice = { tone: 'danger', content: intl.formatMessage(commonMessages.sessionExpired) };

  return (
    <StepFrame
      title={intl.formatMessage(authMessages.otpTitle)}
      intro={intl.formatMessage(authMessages.otpSentTo, { email: sent.email })}
      notice={expired ? expiredNotice : notice}
      onBack={() => {
        clearUnlockSession();
        onBack();
      }}
    >
      <Stack>
        <Countdown
          key={sent.otpExpiredTime}
          until={otpExpiryOf(sent.otpExpiredTime)}
          total={300}
          onExpire={() => setExpired(true)}
          format={(seconds) => <FormattedMessage {...authMessages.otpExpiresIn} values={{ seconds }} />}
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
        {(expired || failed) && (
          <Resend>
            <FormattedMessage {...authMessages.otpDidNotReceive} />{' '}
            <Button variant="link" onClick={() => void resend()} busy={sending}>
              <FormattedMessage {...authMessages.otpResend} />
            </Button>
          </Resend>
        )}
      </Stack>
    </StepFrame>
  );
}
