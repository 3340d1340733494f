// The entry of a 4-digit code mailed to the user, shared by the unlock step and the email
// confirmation page (spec 1 sections 2.3, 2.4 and 5): a countdown to the code's expiry ('Your
// session has expired.' at 0), four OTP boxes ('Invalid OTP!' until all four are typed), Verify
// OTP, and, once the time ran out or a code was refused, a resend link that mails a new code and
// restarts the countdown. The screen says how to check a code and how to send a new one.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../../shared/i18n';
import { authMessages } from '../messages';
import type { BannerTone } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { Countdown } from '../../../shared/ui/Countdown';
import { OtpInput } from '../../../shared/ui/OtpInput';
import { otpExpiryOf } from '../email/pendingCode';
import type { UnlockCodeSent } from '../loginOutcome';

const OTP_LENGTH = 4;
/** A code's lifetime (5 minutes, ../shared/design/decisions.md): the countdown bar's full length. */
const OTP_LIFETIME_SECONDS = 300;

const Resend = styled.p`
  margin: 0;
`;

export interface MailedCodeNotice {
  tone: BannerTone;
  text: string;
}

export type MailedCodeSendResult = { ok: true; sent: UnlockCodeSent } | { ok: false; text: string };

export interface MailedCodeOptions {
  /** Checks a complete code: resolves to the refusal text, or null when it was accepted. */
  verify: (code: string) => Promise<string | null>;
  /** Mails a new code. */
  resend: () => Promise<MailedCodeSendResult>;
  /** A new code went out: the screen keeps (and stores) its email and expiry. */
  onSent: (sent: UnlockCodeSent) => void;
}

export interface MailedCode {
  code: string;
  setCode: (code: string) => void;
  codeError: string | null;
  expired: boolean;
  /** A code is being checked. */
  checking: boolean;
  /** May a new code be asked for (the time ran out or a code was refused)? */
  canResend: boolean;
  /** The notice to show: the expiry once the time ran out, else the last answer. */
  notice: MailedCodeNotice | null;
  dismissNotice: () => void;
  expire: () => void;
  submit: () => Promise<void>;
  resendCode: () => Promise<void>;
}

/** The state of a mailed-code entry: the typed code, its check, the expiry and resending. */
export function useMailedCode({ verify, resend, onSent }: MailedCodeOptions): MailedCode {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<MailedCodeNotice | null>(null);
  const [expired, setExpired] = useState(false);
  const [failed, setFailed] = useState(false);
  const [checking, setChecking] = useState(false);

  const submit = async () => {
    if (expired || checking) return;
    if (code.length < OTP_LENGTH) return setCodeError(intl.formatMessage(authMessages.otpInvalid));
    setCodeError(null);
    setNotice(null);
    setChecking(true);
    const refusal = await verify(code).finally(() => setChecking(false));
    if (refusal === null) return;
    setFailed(true);
    setNotice({ tone: 'danger', text: refusal });
  };

  const resendCode = async () => {
    setNotice(null);
    const result = await resend();
    if (!result.ok) return setNotice({ tone: 'danger', text: result.text });
    onSent(result.sent);
    setCode('');
    setExpired(false);
    setFailed(false);
    setNotice({ tone: 'success', text: intl.formatMessage(authMessages.otpResendSuccess) });
  };

  return {
    code,
    setCode,
    codeError,
    expired,
    checking,
    canResend: expired || failed,
    notice: expired ? { tone: 'danger', text: intl.formatMessage(commonMessages.sessionExpired) } : notice,
    dismissNotice: () => setNotice(null),
    expire: () => setExpired(true),
    submit,
    resendCode,
  };
}

export interface MailedCodeFieldsProps {
  entry: MailedCode;
  sent: UnlockCodeSent;
  /** The countdown's text for the seconds left. */
  countdownLabel?: string;
  /** A new code is being mailed. */
  sending: boolean;
}

/** The countdown (one wording wherever a mailed code is entered), the four boxes, Verify code and the resend link of a mailed-code entry. */
export function MailedCodeFields({ entry, sent, countdownLabel, sending }: MailedCodeFieldsProps) {
  return (
    <>
      <Countdown
        key={sent.otpExpiredTime}
        until={otpExpiryOf(sent.otpExpiredTime)}
        total={OTP_LIFETIME_SECONDS}
        {...(countdownLabel ? { label: countdownLabel } : {})}
        onExpire={entry.expire}
        format={(seconds) => <FormattedMessage {...authMessages.otpExpiresIn} values={{ seconds }} />}
      />
      <OtpInput
        length={OTP_LENGTH}
        value={entry.code}
        onChange={entry.setCode}
        onSubmit={() => void entry.submit()}
        disabled={entry.expired}
        autoFocus
        error={entry.codeError}
      />
      <Button fullWidth onClick={() => void entry.submit()} disabled={entry.expired} busy={entry.checking}>
        <FormattedMessage {...authMessages.otpVerify} />
      </Button>
      {entry.canResend && (
        <Resend>
          <FormattedMessage {...authMessages.otpDidNotReceive} />{' '}
          <Button variant="link" onClick={() => void entry.resendCode()} busy={sending}>
            <FormattedMessage {...authMessages.otpResend} />
          </Button>
        </Resend>
      )}
    </>
  );
}
