// Keeps the server's session alive while the user works without calling the server (reading a
// report, filling a long form): on activity at most once every 5 minutes, and at once on
// Continue in the Session Timeout modal. The server ends a session idle for idleTimeoutSeconds
// plus idleCountdownSeconds since its last call (docs/decisions.md), far longer than 5 minutes.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useKeepSessionAliveMutation } from '../../features/shell-data';

export const KEEP_ALIVE_INTERVAL_MS = 300_000;

export interface SessionKeepAlive {
  /** Call on each activity: renews the session when the last renewal is intervalMs old. */
  onActivity: () => void;
  /** Renews the session now. */
  renewNow: () => void;
}

export function useSessionKeepAlive(intervalMs = KEEP_ALIVE_INTERVAL_MS): SessionKeepAlive {
  const [keepAlive] = useKeepSessionAliveMutation();
  // The shell has just loaded the user: that call counts as the first renewal.
  const lastCall = useRef(0);
  useEffect(() => {
    lastCall.current = Date.now();
  }, []);
  const renewNow = useCallback(() => {
    lastCall.current = Date.now();
    void keepAlive();
  }, [keepAlive]);
  const onActivity = useCallback(() => {
    if (Date.now() - lastCall.current >= intervalMs) renewNow();
  }, [renewNow, intervalMs]);
  return useMemo(() => ({ onActivity, renewNow }), [onActivity, renewNow]);
}
