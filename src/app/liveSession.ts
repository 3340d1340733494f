// The signed-in user's live channel (docs/live-channel.md): connected with the login and token
// after sign-in, it watches /topic/force-logout/{login} and carries the screens' standing
// requests (the dashboards, through LiveChannelContext). A forced-logout notice keeps its
// message for the sign-in page and signs out; 4001-4004 go through the existing session-invalid
// handling. Disconnected when the user signs out or the shell goes away. Its client (with
// @stomp/stompjs, 8 KiB brotli) is loaded once the shell's first page has been painted: on a
// phone's first visit the page's first content does not share the connection with it.
import { useEffect, useRef, useState } from 'react';
import { selectAuthToken, selectUser, sessionInvalidated } from '../features/auth';
import { useAfterPaint } from '../shared/lazy/afterPaint';
import type { LiveChannel } from '../shared/live/live-channel';
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

  const painted = useAfterPaint();
  useEffect(() => {
    if (!login || !token || !painted) return undefined;
    let live: LiveChannel | null = null;
    let ended = false;
    void import('../shared/live/live-channel').then(({ createLiveChannel, LIVE_RECONNECT_DELAY }) => {
      if (ended) return;
      live = createLiveChannel({
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
    }, () => undefined); // Its chunk did not come (offline): the screens keep saying it is opening.
    return () => {
      ended = true;
      setChannel(null);
      void live?.disconnect();
    };
  }, [dispatch, login, token, painted]);

  return { channel, opening: channel === null && Boolean(login && token) };
}
