// An authenticator set-up to scan: the QR code of the otpauth URI, the account and the secret
// key to type in by hand (sign-in's result 998, My Profile's authenticator card).
import styled from 'styled-components';

export interface AuthenticatorQrProps {
  /** Base64 PNG of the otpauth URI. */
  qrCode: string;
  account: string;
  secretKey: string;
  labels: { scan: string; account: string; secretKey: string };
}

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

export function AuthenticatorQr({ qrCode, account, secretKey, labels }: AuthenticatorQrProps) {
  return (
    <>
      <Qr src={`data:image/png;base64,${qrCode}`} alt={labels.scan} />
      <Details>
        <dt>{labels.account}</dt>
        <dd>{account}</dd>
        <dt>{labels.secretKey}</dt>
        <dd>{secretKey}</dd>
      </Details>
    </>
  );
}
