// Shown while support staff act as this user: the impersonated login and an exit (spec 1
// section 2.5) that clears local storage, signs out through /logout and, once signed out, closes
// the window. Support staff open impersonation in a window of its own, which the script may
// close; a browser that refuses (a window the user opened) keeps it, and /logout goes on to the
// sign-in page.
import { FormattedMessage } from 'react-intl';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { AUTH_PATHS, selectAuthToken, selectUser } from '../../features/auth';
import { shellMessages } from '../../shared/i18n';
import { Banner } from '../../shared/ui/Banner';
import { Button } from '../../shared/ui/Button';
import { useAppSelector } from '../hooks';
import type { RootState } from '../store';

export function ImpersonationBanner() {
  const user = useAppSelector(selectUser);
  const store = useStore<RootState>();
  const navigate = useNavigate();
  if (!user?.impersonatorLogin) return null;

  const exit = () => {
    localStorage.clear();
    // /logout drops the token once the logout call has answered: that is when to close.
    const unsubscribe = store.subscribe(() => {
      if (selectAuthToken(store.getState())) return;
      unsubscribe();
      window.close();
    });
    navigate(AUTH_PATHS.logout);
  };

  return (
    <Banner tone="warning">
      <FormattedMessage {...shellMessages.impersonating} /> <strong>{user.login}</strong>{' '}
      <Button size="sm" variant="secondary" onClick={exit}>
        <FormattedMessage {...shellMessages.impersonationExit} />
      </Button>
    </Banner>
  );
}
