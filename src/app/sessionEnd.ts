// Ending the session from the app (idle time-out, forced logout): keeps the message for the
// sign-in page through the auth feature's public actions, then goes to /logout, which calls
// the logout endpoint and resets the state.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_PATHS, messageStored } from '../features/auth';
import { useAppDispatch } from './hooks';

/** Returns a function that stores the text for the sign-in page and signs out. */
export function useEndSession(): (message: string) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (message: string) => {
      dispatch(messageStored({ kind: 'text', text: message }));
      navigate(AUTH_PATHS.logout, { replace: true });
    },
    [dispatch, navigate],
  );
}
