// The guard of the signed-in pages (loaded lazily, with RTK Query): the user and the signed-in
// portal's messages are loaded (full-screen spinner) before any signed-in page shows; a user
// without a confirmed email (10221/10222/10212) goes to the email-address-required page.
import { useDeferredValue } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { AUTH_PATHS, needsEmailConfirmation, selectAuthToken, selectUser } from '../../features/auth';
import { useGetProfileQuery } from '../../features/auth/api';
import { useSignedInMessages } from '../../shared/i18n';
import { useAppSelector } from '../hooks';
import { LoadingScreen } from './LoadingScreen';

export function RequireUser() {
  const token = useAppSelector(selectAuthToken);
  // The signed-in portal (the shell and the page: hundreds of components) first renders as a
  // deferred render, in slices that leave a phone's main thread free, not as one long task.
  const user = useDeferredValue(useAppSelector(selectUser));
  const userError = useAppSelector((state) => state.auth.userError);
  useGetProfileQuery(undefined, { skip: !token || user !== null });
  const messagesReady = useSignedInMessages(Boolean(token));
  if (!token) return <Navigate to={AUTH_PATHS.login} replace />;
  if (userError) return <Navigate to="/error" replace />;
  if (!user || !messagesReady) return <LoadingScreen />;
  if (needsEmailConfirmation(user)) return <Navigate to={AUTH_PATHS.emailAddressRequired} replace />;
  return <Outlet />;
}
