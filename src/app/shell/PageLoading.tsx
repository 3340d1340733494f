// The spinner in the shell's content while a page's chunk loads; it counts as loading for the
// route progress bar and the start-up splash. It holds the window's height, so that the footer
// stays below the fold until the page is in (it showed at the bottom of the window and then
// jumped down as the page came: a layout shift on every first visit on a phone).
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../shared/i18n';
import { Spinner } from '../../shared/ui/Spinner';
import { useReportLoading } from '../router/loadingTracker';

const Holder = styled.div`
  min-height: 100vh;
`;

export function PageLoading() {
  const intl = useIntl();
  useReportLoading();
  return (
    <Holder>
      <Spinner label={intl.formatMessage(commonMessages.loading)} />
    </Holder>
  );
}
