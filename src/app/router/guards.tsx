// Route guards: signed-out users go to sign-in; signed-in users skip /auth; the user is loaded
// (full-screen spinner) before any signed-in page shows; a user without a confirmed email
// (10221/10222/10212) goes to the email-address-required page; an ended session goes to /logout.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_PATHS, needsEmailConfirmation, selectAuthToken, selectUser, useGetProfileQuery } from '../../features/auth';
import { useAppSelector } from '../hooks';
import { LoadingScreen } from './LoadingScreen';

export const NOT_FOUND_PATH = '/error/error-v1';

export function RequireUser() {
  const token = useAppSelector(selectAuthToken);
  const user = useAppSelector(selectUser);
  const userError = useAppSelector((state) => state.auth.userError);
  useGetProfileQuery(undefined, { skip: !token || user !== null });
  if (!token) return <Navigate to={AUTH_PATHS.login} replace />;
  if (userError) return <Navigate to="/error" replace />;
  if (!user) return <LoadingScreen />;
  if (needsEmailConfirmation(user)) return <Navigate to={AUTH_PATHS.emailAddressRequired} replace />;
  return <Outlet />;
}

export function SignedOutOnly() {
  const token = useAppSelector(selectAuthToken);
  return token ? <Navigate to="/" replace /> : <Outlet />;
}

/** Watches for an answer that ended the session (4001-4004) and goes to /logout. */
export function SessionEndRedirect() {
  const requested = useAppSelector((state) => state.auth.logoutRequested);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (requested && pathname !== AUTH_PATHS.logout) navigate(AUTH_PATHS.logout, { replace: true });
  }, [requested, pathname, navigate]);
  return null;
}
