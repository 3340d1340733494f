// The guard of the signed-in pages (loaded lazily, with RTK Query): the user and the signed-in
// portal's messages are loaded (full-screen spinner) before any signed-in page shows; a user
// without a confirmed email (10221/10222/10212) goes to the email-address-required page. A user
// that could not be loaded (an error flag, spec 1) goes to /error, which says so and offers to try
// again on the page asked for: a valid page never says it does not exist.
import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AUTH_PATHS, needsEmailConfirmation, selectAuthToken, selectUser } from '../../features/auth';
import { useGetProfileQuery } from '../../features/auth/api';
import { useSignedInMessages } from '../../shared/i18n';
import { useAppSelector } from '../hooks';
import { LoadingScreen } from './LoadingScreen';
import type { ErrorPageState } from './ErrorPage';

export function RequireUser() {
  const token = useAppSelector(selectAuthToken);
  // The signed-in portal (the shell and the page: hundreds of components) first renders as a
  // deferred render, in slices that leave a phone's main thread free, not as one long task.
  const user = useDeferredValue(useAppSelector(selectUser));
  const userError = useAppSelector((state) => state.auth.userError);
  useGetProfileQuery(undefined, { skip: !token || user !== null });
  const messagesReady = useSignedInMessages(Boolean(token));
  const { pathname, search } = useLocation();
  if (!token) return <Navigate to={AUTH_PATHS.login} replace />;
  if (userError) return <Navigate to="/error" replace state={{ from: `${pathname}${search}` } satisfies ErrorPageState} />;
  if (!user || !messagesReady) return <LoadingScreen />;
  if (needsEmailConfirmation(user)) return <Navigate to={AUTH_PATHS.emailAddressRequired} replace />;
  return <Outlet />;
}
