// The authenticator set-up of result 998: the QR code to scan, the account and the secret key.
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { authMessages } from '../../../shared/i18n';
import type { AuthenticatorSetup } from '../loginOutcome';

const Qr = styled.img`
  display: block;
  width: 180px;
  height: 180px;
  margin: 0 auto ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.qrBackdrop};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  dd {
    margin: 0;
    font-family: monospace;
    overflow-wrap: anywhere;
  }
`;

export function AuthenticatorSetupInfo({ setup }: { setup: AuthenticatorSetup }) {
  const intl = useIntl();
  return (
    <>
      <Qr
        src={`data:image/png;base64,${setup.qrCode}`}
        alt={intl.formatMessage(authMessages.authenticatorScan)}
      />
      <Details>
        <dt>
          <FormattedMessage {...authMessages.authenticatorAccount} />
        </dt>
        <dd>{setup.account}</dd>
        <dt>
          <FormattedMessage {...authMessages.authenticatorSecretKey} />
        </dt>
        <dd>{setup.secretKey}</dd>
      </Details>
    </>
  );
}
