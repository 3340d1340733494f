// The spinner in the shell's content while a page's chunk loads; it counts as loading for the
// route progress bar and the start-up splash.
import { useIntl } from 'react-intl';
import { commonMessages } from '../../shared/i18n';
import { Spinner } from '../../shared/ui/Spinner';
import { useReportLoading } from '../router/loadingTracker';

export function PageLoading() {
  const intl = useIntl();
  useReportLoading();
  return <Spinner label={intl.formatMessage(commonMessages.loading)} />;
}
