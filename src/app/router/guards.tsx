// Route guards loaded with the portal: signed-out users go to sign-in; signed-in users skip
// /auth; an ended session goes to /logout. RequireUser (the user load) is in RequireUser.tsx,
// loaded lazily with RTK Query.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_PATHS, selectAuthToken } from '../../features/auth';
import { useAppSelector } from '../hooks';

export const NOT_FOUND_PATH = '/error/error-v1';

/** Signed-out visitors of a signed-in page go to sign-in before anything of the signed-in portal loads. */
export function RequireToken() {
  const token = useAppSelector(selectAuthToken);
  return token ? <Outlet /> : <Navigate to={AUTH_PATHS.login} replace />;
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
