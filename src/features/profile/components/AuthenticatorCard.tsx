// The Google Authenticator card (My Profile and /google-authentication): the status; while off,
// the QR code and secret of the set-up and Enable (after a confirmation), answered with the
// recovery codes to keep; while on, Disable with the password and a current code.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ApiResult } from '../../../shared/api';
import { ConfirmAction } from '../../../shared/forms/ConfirmAction';
import { authenticatorQrLabels, profileMessages } from '../../../shared/i18n';
import { AuthenticatorQr } from '../../../shared/ui/AuthenticatorQr';
import { Badge } from '../../../shared/ui/Badge';
import { Banner } from '../../../shared/ui/Banner';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { Spinner } from '../../../shared/ui/Spinner';
import { useLoadTwoFactorAuthQuery, useTurnOnTwoFactorAuthMutation, type TurnOnAnswer } from '../api';
import { DisableAuthenticatorDialog } from './DisableAuthenticatorDialog';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';

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

type Dialog = { kind: 'enable' } | { kind: 'disable' } | { kind: 'codes'; codes: string[] } | null;

export function AuthenticatorCard() {
  const intl = useIntl();
  const info = useLoadTwoFactorAuthQuery();
  const [turnOn] = useTurnOnTwoFactorAuthMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const data = info.data;
  const enabled = data?.status === 'Enabled';
  const setup = !enabled && data?.qrCode && data.secretKey ? { qrCode: data.qrCode, secretKey: data.secretKey, account: data.account ?? '' } : null;
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
              <Text>{intl.formatMessage(profileMessages.authenticatorSetupHint)}</Text>
              <AuthenticatorQr {...setup} labels={authenticatorQrLabels(intl)} />
            </>
          ) : null}
          <Footer>
            {enabled ? (
              <Button variant="danger" onClick={() => setDialog({ kind: 'disable' })}>
                {intl.formatMessage(profileMessages.authenticatorDisable)}
              </Button>
            ) : (
              <Button onClick={() => setDialog({ kind: 'enable' })}>{intl.formatMessage(profileMessages.authenticatorEnable)}</Button>
            )}
          </Footer>
        </>
      ) : null}
      {dialog?.kind === 'enable' ? (
        <ConfirmAction<TurnOnAnswer>
          title={title}
          question={intl.formatMessage(profileMessages.authenticatorEnableConfirm)}
          action={intl.formatMessage(profileMessages.authenticatorEnable)}
          run={() => turnOn()}
          onDone={(answer) => setDialog({ kind: 'codes', codes: answer.recoveryCodes })}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'disable' ? <DisableAuthenticatorDialog enabled={enabled} onClose={close} /> : null}
      {dialog?.kind === 'codes' ? <RecoveryCodesDialog codes={dialog.codes} account={data?.account ?? ''} onClose={close} /> : null}
    </Card>
  );
}
