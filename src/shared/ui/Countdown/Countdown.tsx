// A countdown in whole seconds with a shrinking bar (session expiry, OTP expiry, redirects).
// Give `seconds` (counts down from now) or `until` (an end time in epoch ms, e.g. the stored
// OTP expiry). `onExpire` runs once when it reaches 0.
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface CountdownProps {
  seconds?: number;
  until?: number;
  /** Total seconds the bar represents (default: the starting value). */
  total?: number;
  onExpire?: () => void;
  /** Text for the remaining seconds (default '{n}s'). */
  format?: (remaining: number) => ReactNode;
  /** Accessible name of the bar. */
  label?: string;
  showBar?: boolean;
  /** Clock source for tests. */
  now?: () => number;
  className?: string;
}

/** Whole seconds left until `end` (never negative). */
export function secondsLeft(end: number, now: number): number {
  return Math.max(0, Math.ceil((end - now) / 1000));
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Value = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Track = styled.div`
  height: 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.color.primary};
  transition: width 1s linear;
`;

const systemNow = () => Date.now();

export function Countdown({
  seconds,
  until,
  total,
  onExpire,
  format = (n) => `${n}s`,
  label = 'Time remaining',
  showBar = true,
  now = systemNow,
  className,
}: CountdownProps) {
  const [end] = useState(() => until ?? now() + (seconds ?? 0) * 1000);
  const [remaining, setRemaining] = useState(() => secondsLeft(end, now()));
  const [start] = useState(() => total ?? remaining);
  const expired = useRef(false);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    const tick = () => setRemaining(secondsLeft(end, now()));
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [end, now]);

  useEffect(() => {
    if (remaining === 0 && !expired.current) {
      expired.current = true;
      onExpireRef.current?.();
    }
  }, [remaining]);

  const percent = start > 0 ? Math.round((remaining / start) * 100) : 0;
  return (
    <Root className={className} data-countdown="">
      <Value role="timer" aria-live="off" data-remaining={remaining}>
        {format(remaining)}
      </Value>
      {showBar ? (
        <Track
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={start}
          aria-valuenow={remaining}
        >
          <Fill style={{ width: `${percent}%` }} />
        </Track>
      ) : null}
    </Root>
  );
}
