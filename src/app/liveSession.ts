// The signed-in user's live channel (docs/live-channel.md): connected with the login and token
// after sign-in, it watches /topic/force-logout/{login}. A forced-logout notice keeps its
// message for the sign-in page and signs out; 4001-4004 go through the existing
// session-invalid handling. Disconnected when the user signs out or the shell goes away.
import { useEffect, useRef } from 'react';
import { selectAuthToken, selectUser, sessionInvalidated } from '../features/auth';
import { createLiveChannel, LIVE_RECONNECT_DELAY } from '../shared/live/live-channel';
import { liveChannelUrl } from '../shared/live/url';
import { useAppDispatch, useAppSelector } from './hooks';
import { useEndSession } from './sessionEnd';

export function useForcedLogoutChannel(): void {
  const dispatch = useAppDispatch();
  const login = useAppSelector(selectUser)?.login;
  const token = useAppSelector(selectAuthToken);
  const endSession = useEndSession();
  const endSessionRef = useRef(endSession);
  useEffect(() => {
    endSessionRef.current = endSession;
  });

  useEffect(() => {
    if (!login || !token) return;
    const live = createLiveChannel({
      url: liveChannelUrl(),
      login,
      token,
      reconnectDelay: LIVE_RECONNECT_DELAY.dashboards,
      onForcedLogout: (notice) => endSessionRef.current(notice.message),
      onSessionInvalid: (result) => dispatch(sessionInvalidated(result)),
      // The channel has stopped; the REST calls keep their own session checks.
      onNetworkError: () => undefined,
    });
    return () => void live.disconnect();
  }, [dispatch, login, token]);
}
