// Shown while support staff act as this user: the impersonated login, its merchant and the
// support user, and an exit (spec 1 section 2.5) that signs out through /logout, which clears the
// window's own stored session (the support user's windows keep theirs: src/shared/api/tokenStorage.ts),
// and, once signed out, closes the window; a window that stays says on the sign-in page
// whose session was left. Support staff open impersonation in a window of its own, which the script may
// close; a browser that refuses (a window the user opened) keeps it, and /logout goes on to the
// sign-in page.
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch, useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { AUTH_PATHS, messageStored, selectAuthToken, selectUser } from '../../features/auth';
import { shellMessages } from './messages';
import { Banner } from '../../shared/ui/Banner';
import { Button } from '../../shared/ui/Button';
import { useAppSelector } from '../hooks';
import type { RootState } from '../store';

export function ImpersonationBanner() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const store = useStore<RootState>();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  if (!user?.impersonatorLogin) return null;
  const merchant = user.agentDetail ? `${user.agentDetail.name} (${user.agentDetail.agentCode})` : '';

  const exit = () => {
    // The sign-in page says whose session was left, should the window stay open.
    dispatch(messageStored({ kind: 'text', text: intl.formatMessage(shellMessages.impersonationLeft, { user: user.login, merchant }) }));
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
      <FormattedMessage {...shellMessages.impersonating} />{' '}
      <strong>
        <FormattedMessage {...shellMessages.impersonatingWho} values={{ user: user.login, merchant, support: user.impersonatorLogin }} />
      </strong>{' '}
      <Button size="sm" variant="secondary" onClick={exit}>
        <FormattedMessage {...shellMessages.impersonationExit} />
      </Button>
    </Banner>
  );
}
