// The authenticator step of sign-in (results 997/998): the code goes to POST /api/auth/login with
// the loginToken; 998 also shows the QR code, account and secret key. A wrong code (4099, 999)
// shows 'Invalid Code' (the server's text when it has one); other refusals go back to the page.
// Once the authenticator is on, a single-use recovery code can stand in for the app's code. A set-up
// the agent's policy asked for (998, #37) answers its recovery codes with the session: they show
// once, and the portal opens when the user has saved them.
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ResultCode, type ApiResult } from '../../../shared/api';
import { formMessages } from '../../../shared/forms/messages';
import { authMessages } from '../messages';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { TotpCodeField } from '../../../shared/forms/TotpCodeField';
import { RecoveryCodesDialog } from '../../../shared/forms/RecoveryCodesDialog';
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

const OtherCode = styled(Button)`
  margin-top: ${({ theme }) => theme.space[3]};
`;

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
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  /** A set-up the agent's policy asked for (998) is confirmed: its recovery codes, shown once before going in. */
  const [confirmed, setConfirmed] = useState<{ token: string; codes: string[] } | null>(null);

  const submit = async ({ pinCode, recoveryCode }: AuthenticatorValues) => {
    setInvalid(null);
    const answer = await login(withRecoveryCode ? { loginToken, recoveryCode } : { loginToken, pinCode });
    if ('data' in answer && answer.data) {
      const codes = answer.data.result.recoveryCodes ?? [];
      return codes.length > 0 ? setConfirmed({ token: answer.data.token, codes }) : onSignedIn(answer.data.token);
    }
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
      intro={
        // A set-up says why, in the server's words (the company requires it, or the user turned it on), with what to do.
        setup?.reason ||
        intl.formatMessage(setup ? formMessages.authenticatorScan : withRecoveryCode ? authMessages.recoveryCodeExplain : authMessages.authenticatorEnterCode)
      }
      notice={invalid ? { tone: 'danger', content: invalid } : null}
      onBack={onBack}
    >
      {setup && <AuthenticatorSetupInfo setup={setup} />}
      {confirmed && <RecoveryCodesDialog codes={confirmed.codes} account={setup?.account ?? ''} onClose={() => onSignedIn(confirmed.token)} />}
      <Formik<AuthenticatorValues>
        key={withRecoveryCode ? 'recovery' : 'app'}
        initialValues={{ pinCode: '', recoveryCode: '' }}
        validationSchema={authenticatorSchema(intl, withRecoveryCode)}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            {withRecoveryCode ? (
              <TextField
                name="recoveryCode"
                label={intl.formatMessage(authMessages.recoveryCode)}
                required
                autoComplete="off"
                maxLength={13}
                autoFocus
              />
            ) : (
              <TotpCodeField autoFocus />
            )}
            <Button type="submit" fullWidth busy={isSubmitting}>
              <FormattedMessage {...authMessages.verify} />
            </Button>
            {setup ? null : (
              <OtherCode variant="link" fullWidth onClick={() => (setInvalid(null), setWithRecoveryCode(!withRecoveryCode))}>
                <FormattedMessage {...(withRecoveryCode ? authMessages.useAuthenticatorCode : authMessages.useRecoveryCode)} />
              </OtherCode>
            )}
          </Form>
        )}
      </Formik>
    </StepFrame>
  );
}
