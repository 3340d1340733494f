// The Google Authenticator card (My Profile and /google-authentication): the status; while off,
// the QR code and secret of the set-up and the code the app shows, which turns it on (Enable)
// and is answered with the recovery codes to keep; a wrong code is refused under the field.
// While on, Disable with the password and a current code.
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { object } from 'yup';
import type { ApiResult } from '../../../shared/api';
import { totpCodeRule } from '../../../shared/forms/codeRules';
import { showSaveOutcome } from '../../../shared/forms/showSaveOutcome';
import { TotpCodeField } from '../../../shared/forms/TotpCodeField';
import { authenticatorQrLabels } from '../../../shared/forms/authenticatorLabels';
import { profileMessages } from '../messages';
import { useAlerts } from '../../../shared/ui/Alert';
import { AuthenticatorQr } from '../../../shared/ui/AuthenticatorQr';
import { Badge } from '../../../shared/ui/Badge';
import { Banner } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { Spinner } from '../../../shared/ui/Spinner';
import { useLoadTwoFactorAuthQuery, useTurnOnTwoFactorAuthMutation } from '../api';
import { DisableAuthenticatorDialog } from './DisableAuthenticatorDialog';
import { RecoveryCodesDialog } from '../../../shared/forms/RecoveryCodesDialog';

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

type Dialog = { kind: 'disable' } | { kind: 'codes'; codes: string[] } | null;

export function AuthenticatorCard() {
  const intl = useIntl();
  const alerts = useAlerts();
  const info = useLoadTwoFactorAuthQuery();
  const [turnOn, { isLoading: turningOn }] = useTurnOnTwoFactorAuthMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const data = info.data;
  const enabled = data?.status === 'Enabled';
  // The set-up shows until a code confirms it: before it is turned on, and while it is on pending
  // its first code (turned on without one, as the spec's call does; the next sign-in asks for it).
  const setup = data?.qrCode && data.secretKey ? { qrCode: data.qrCode, secretKey: data.secretKey, account: data.account ?? '' } : null;
  const pending = enabled && setup !== null;
  const title = intl.formatMessage(profileMessages.alertTwoFactor);
  return (
    <Card title={intl.formatMessage(profileMessages.authenticatorCard)}>
      {info.isLoading ? <Spinner label={intl.formatMessage(profileMessages.authenticatorCard)} /> : null}
      {info.isError ? <Banner tone="danger">{(info.error as ApiResult).resultDescription}</Banner> : null}
      {data ? (
        <>
          <Text>{intl.formatMessage(profileMessages.authenticatorExplain)}</Text>
          <Status>
            <Badge tone={enabled ? 'success' : 'neutral'}>
              {intl.formatMessage(profileMessages.authenticatorStatus, {
                status: intl.formatMessage(enabled ? profileMessages.authenticatorEnabled : profileMessages.authenticatorDisabled),
              })}
            </Badge>
          </Status>
          {setup ? (
            <>
              <Text>{intl.formatMessage(pending ? profileMessages.authenticatorPendingHint : profileMessages.authenticatorSetupCodeHint)}</Text>
              <AuthenticatorQr {...setup} labels={authenticatorQrLabels(intl)} />
              <Formik
                initialValues={{ pinCode: '' }}
                validationSchema={object({ pinCode: totpCodeRule(intl) })}
                onSubmit={async (values, form) => {
                  const outcome = await turnOn({ pinCode: values.pinCode });
                  // A wrong code shows under the field (the refusal names it), anything else as an alert.
                  if ('error' in outcome) {
                    showSaveOutcome(outcome, values, form, alerts, title);
                    return;
                  }
                  alerts.success(title, outcome.data.message);
                  setDialog({ kind: 'codes', codes: outcome.data.recoveryCodes });
                }}
              >
                <Form noValidate>
                  <TotpCodeField />
                  <Footer>
                    <Button type="submit" busy={turningOn}>
                      {intl.formatMessage(pending ? profileMessages.authenticatorConfirm : profileMessages.authenticatorEnable)}
                    </Button>
                  </Footer>
                </Form>
              </Formik>
            </>
          ) : null}
          {enabled && data.requiredByPolicy ? <Text>{intl.formatMessage(profileMessages.authenticatorRequiredByPolicy)}</Text> : null}
          {enabled && !data.requiredByPolicy ? (
            <Footer>
              <Button variant="danger" onClick={() => setDialog({ kind: 'disable' })}>
                {intl.formatMessage(profileMessages.authenticatorDisable)}
              </Button>
            </Footer>
          ) : null}
        </>
      ) : null}
      {dialog?.kind === 'disable' ? <DisableAuthenticatorDialog enabled={enabled && !pending} onClose={close} /> : null}
      {dialog?.kind === 'codes' ? <RecoveryCodesDialog codes={dialog.codes} account={data?.account ?? ''} onClose={close} /> : null}
    </Card>
  );
}
