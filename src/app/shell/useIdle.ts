// Idle detection: true once no pointer, key, scroll or touch activity happened for the given
// seconds; `reset` starts a new idle period. Activity no longer counts once idle. `onActivity`
// hears each counted activity (the session keep-alive).
import { useCallback, useEffect, useRef, useState } from 'react';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

export function useIdle(idleSeconds: number, onActivity?: () => void): { idle: boolean; reset: () => void } {
  const [idle, setIdle] = useState(false);
  const [period, setPeriod] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (idle) return;
    const start = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setIdle(true), idleSeconds * 1000);
    };
    const restart = () => {
      start();
      onActivity?.();
    };
    start();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, restart, { passive: true, capture: true });
    return () => {
      clearTimeout(timer.current);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restart, { capture: true });
    };
  }, [idle, idleSeconds, period, onActivity]);

  const reset = useCallback(() => {
    setIdle(false);
    setPeriod((n) => n + 1);
  }, []);
  return { idle, reset };
}
