// The authenticator step of sign-in (results 997/998): the code goes to POST /api/auth/login with
// the loginToken; 998 also shows the QR code, account and secret key. A wrong code (4099, 999)
// shows 'Invalid Code' (the server's text when it has one); other refusals go back to the page.
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { ResultCode, type ApiResult } from '../../../shared/api';
import { authMessages } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { authenticatorSchema, type AuthenticatorValues } from '../forms/authenticatorSchema';
import {
  INVALID_CODE_CODES,
  loginOutcome,
  type AuthenticatorSetup,
  type LoginOutcome,
} from '../loginOutcome';
import { useLoginMutation } from '../signInApi';
import type { LoginResult } from '../types';
import { AuthenticatorSetupInfo } from './AuthenticatorSetupInfo';
import { StepFrame } from './StepFrame';

export interface AuthenticatorStepProps {
  loginToken: string;
  setup: AuthenticatorSetup | null;
  onSignedIn: (token: string) => void;
  /** Any refusal other than a wrong code (locked, expired token...). */
  onOutcome: (outcome: LoginOutcome) => void;
  onBack: () => void;
}

export function AuthenticatorStep({
  loginToken,
  setup,
  onSignedIn,
  onOutcome,
  onBack,
}: AuthenticatorStepProps) {
  const intl = useIntl();
  const [login] = useLoginMutation();
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = async ({ pinCode }: AuthenticatorValues) => {
    setInvalid(null);
    const answer = await login({ loginToken, pinCode });
    if ('data' in answer && answer.data) return onSignedIn(answer.data.token);
    const refusal = answer.error as ApiResult & LoginResult;
    const tokenStillValid = refusal.loginToken !== null;
    if (INVALID_CODE_CODES.includes(refusal.resultCode) && tokenStillValid) {
      const serverText = refusal.resultCode === ResultCode.totpCodeInvalid ? refusal.resultDescription : '';
      return setInvalid(serverText || intl.formatMessage(authMessages.invalidCode));
    }
    onOutcome(loginOutcome(refusal));
  };

  return (
    <StepFrame
      title={intl.formatMessage(authMessages.authenticatorTitle)}
      intro={intl.formatMessage(
        setup ? authMessages.authenticatorScan : authMessages.authenticatorEnterCode,
      )}
      notice={invalid ? { tone: 'danger', content: invalid } : null}
      onBack={onBack}
    >
      {setup && <AuthenticatorSetupInfo setup={setup} />}
      <Formik<AuthenticatorValues>
        initialValues={{ pinCode: '' }}
        validationSchema={authenticatorSchema(intl)}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField
              name="pinCode"
              label={intl.formatMessage(authMessages.verificationCode)}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              autoFocus
            />
            <Button type="submit" fullWidth busy={isSubmitting}>
              <FormattedMessage {...authMessages.verify} />
            </Button>
          </Form>
        )}
      </Formik>
    </StepFrame>
  );
}
