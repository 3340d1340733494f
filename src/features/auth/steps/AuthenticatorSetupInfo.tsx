// The authenticator set-up of result 998: the QR code to scan, the account and the secret key.
import { useIntl } from 'react-intl';
import { authenticatorQrLabels } from '../../../shared/forms/authenticatorLabels';
import { AuthenticatorQr } from '../../../shared/ui/AuthenticatorQr';
import type { AuthenticatorSetup } from '../loginOutcome';

export function AuthenticatorSetupInfo({ setup }: { setup: AuthenticatorSetup }) {
  const intl = useIntl();
  return <AuthenticatorQr {...setup} labels={authenticatorQrLabels(intl)} />;
}
