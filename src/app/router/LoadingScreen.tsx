// The full-screen spinner shown while a screen's chunk or the signed-in user loads; it counts as
// loading for the route progress bar and the start-up splash.
import { useIntl } from 'react-intl';
import { commonMessages } from '../../shared/i18n';
import { Splash } from '../../shared/ui/Splash';
import { useReportLoading } from './loadingTracker';

export function LoadingScreen() {
  const intl = useIntl();
  useReportLoading();
  return <Splash label={intl.formatMessage(commonMessages.pleaseWait)} />;
}
