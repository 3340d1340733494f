// The field of a code from the authenticator app (sign-in's authenticator step, turning the
// authenticator off): digits, the one-time-code autofill, at most 8 characters (rule: codeRules).
import { useIntl } from 'react-intl';
import { formMessages } from './messages';
import { TextField } from '../ui/TextField';

export function TotpCodeField({ name = 'pinCode', autoFocus }: { name?: string; autoFocus?: boolean }) {
  const intl = useIntl();
  return (
    <TextField
      name={name}
      label={intl.formatMessage(formMessages.verificationCode)}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      autoFocus={autoFocus}
    />
  );
}
