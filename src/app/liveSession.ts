// The signed-in user's live channel (docs/live-channel.md): connected with the login and token
// after sign-in, it watches /topic/force-logout/{login} and carries the screens' standing
// requests (the dashboards, through LiveChannelContext). A forced-logout notice keeps its
// message for the sign-in page and signs out; 4001-4004 go through the existing session-invalid
// handling. Disconnected when the user signs out or the shell goes away.
import { useEffect, useRef, useState } from 'react';
import { selectAuthToken, selectUser, sessionInvalidated } from '../features/auth';
import { createLiveChannel, LIVE_RECONNECT_DELAY, type LiveChannel } from '../shared/live/live-channel';
import { liveChannelUrl } from '../shared/live/url';
import { useAppDispatch, useAppSelector } from './hooks';
import { useEndSession } from './sessionEnd';

export interface LiveSession {
  channel: LiveChannel | null;
  /** The channel is about to be made (signed in, before the effect that makes it has run). */
  opening: boolean;
}

export function useLiveSession(): LiveSession {
  const dispatch = useAppDispatch();
  const login = useAppSelector(selectUser)?.login;
  const token = useAppSelector(selectAuthToken);
  const endSession = useEndSession();
  const endSessionRef = useRef(endSession);
  const [channel, setChannel] = useState<LiveChannel | null>(null);
  useEffect(() => {
    endSessionRef.current = endSession;
  });

  useEffect(() => {
    if (!login || !token) return undefined;
    const live = createLiveChannel({
      url: liveChannelUrl(),
      login,
      token,
      reconnectDelay: LIVE_RECONNECT_DELAY.dashboards,
      onForcedLogout: (notice) => endSessionRef.current(notice.message),
      onSessionInvalid: (result) => dispatch(sessionInvalidated(result)),
      // The channel has stopped: the screens that watch it say so; the REST calls keep their
      // own session checks.
      onNetworkError: () => undefined,
    });
    setChannel(live);
    return () => {
      setChannel(null);
      void live.disconnect();
    };
  }, [dispatch, login, token]);

  return { channel, opening: channel === null && Boolean(login && token) };
}
