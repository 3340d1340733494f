// The unlock step after the locked modal's 'here' link (spec 1 sections 2.3, 8): four OTP boxes,
// a countdown to the code's expiry ('Your session has expired.' at 0, with resend), Verify code
// (PUT /api/user-locked/verify-unlock-code) and, on success, the sign-in runs again. The step is
// kept in storage (unlockSession.ts) so that a reload reopens it with the same countdown.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ApiResult } from '../../../shared/api';
import { authMessages } from '../messages';
import { MailedCodeFields, useMailedCode } from '../components/MailedCode';
import type { UnlockCodeSent } from '../loginOutcome';
import { useVerifyUnlockCodeMutation } from '../signInApi';
import { StepFrame } from '../steps/StepFrame';
import { clearUnlockSession, saveUnlockSession } from './unlockSession';
import { useUnlockCodeSender } from './useUnlockCodeSender';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
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
  const [verify] = useVerifyUnlockCodeMutation();
  const { sendCode, sending } = useUnlockCodeSender(userName);
  const [sent, setSent] = useState(firstSent);

  useEffect(() => {
    saveUnlockSession({ userName, loginToken, sent });
  }, [userName, loginToken, sent]);

  // A new code replaces the stored email and expiry (the effect above) and restarts the countdown.
  const entry = useMailedCode({
    verify: async (otp) => {
      const answer = await verify({ otp, email: sent.email, userName, loginToken });
      if ('error' in answer && answer.error) return (answer.error as ApiResult).resultDescription;
      clearUnlockSession();
      onUnlocked();
      return null;
    },
    resend: () => sendCode(loginToken),
    onSent: setSent,
  });

  return (
    <StepFrame
      title={intl.formatMessage(authMessages.otpTitle)}
      intro={intl.formatMessage(authMessages.otpSentTo, { email: sent.email })}
      notice={entry.notice && { tone: entry.notice.tone, content: entry.notice.text }}
      onBack={() => {
        clearUnlockSession();
        onBack();
      }}
    >
      <Stack>
        <MailedCodeFields
          entry={entry}
          sent={sent}
          sending={sending}
        />
      </Stack>
    </StepFrame>
  );
}
