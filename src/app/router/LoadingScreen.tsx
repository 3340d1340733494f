// The full-screen spinner shown while a screen's chunk or the signed-in user loads.
import { useIntl } from 'react-intl';
import { commonMessages } from '../../shared/i18n';
import { Splash } from '../../shared/ui/Splash';

export function LoadingScreen() {
  const intl = useIntl();
  return <Splash label={intl.formatMessage(commonMessages.pleaseWait)} />;
}
