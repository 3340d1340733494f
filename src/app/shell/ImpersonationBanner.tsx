// Shown while support staff act as this user: the impersonated login and an exit to /logout.
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { AUTH_PATHS, selectUser } from '../../features/auth';
import { shellMessages } from '../../shared/i18n';
import { Banner } from '../../shared/ui/Banner';
import { Button } from '../../shared/ui/Button';
import { useAppSelector } from '../hooks';

export function ImpersonationBanner() {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  if (!user?.impersonatorLogin) return null;
  return (
    <Banner tone="warning">
      <FormattedMessage {...shellMessages.impersonating} />
      <strong>{user.login}</strong>{' '}
      <Button size="sm" variant="secondary" onClick={() => navigate(AUTH_PATHS.logout)}>
        <FormattedMessage {...shellMessages.impersonationExit} />
      </Button>
    </Banner>
  );
}
