// The spinner in the shell's content while a page's chunk loads; it counts as loading for the
// route progress bar and the start-up splash, and holds the window's height (PageSpinner).
import { useIntl } from 'react-intl';
import { commonMessages } from '../../shared/i18n';
import { PageSpinner } from '../../shared/ui/Spinner';
import { useReportLoading } from '../router/loadingTracker';

export function PageLoading() {
  const intl = useIntl();
  useReportLoading();
  return <PageSpinner label={intl.formatMessage(commonMessages.loading)} />;
}
