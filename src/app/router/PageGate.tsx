// One signed-in page: the Permission denied card when the user may not open it, else the screen
// (a coming-soon placeholder until the screen exists); the browser tab names the page.
import { useIntl } from 'react-intl';
import { selectUser } from '../../features/auth';
import { useDocumentTitle } from '../branding';
import { useAppSelector } from '../hooks';
import { canAccess } from './access';
import { pageScreen } from './pageScreens';
import { ComingSoon } from './ComingSoon';
import { pageTitle, type PageDefinition } from './pages';
import { PermissionDenied } from './PermissionDenied';

export { preloadPageScreen } from './pageScreens';

export function PageGate({ page }: { page: PageDefinition }) {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const title = intl.formatMessage(pageTitle(page, user ?? null));
  useDocumentTitle(title);
  if (!canAccess(page, user)) return <PermissionDenied roleDescription={title} />;
  return pageScreen(page.path, user ?? null) ?? <ComingSoon title={title} />;
}
