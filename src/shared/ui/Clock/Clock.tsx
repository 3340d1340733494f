// The UTC clock of the top bar: HH:mm:ss, updated on each second.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { utcTime } from '../../../../shared/periods';
import { msToNextSecond } from './clockTick';

export interface ClockProps {
  /** Text after the time (default 'UTC'); empty string hides it. */
  suffix?: string;
  /** Source of the current time (stories and tests pass a fixed one). */
  now?: () => Date;
  className?: string;
}

const Time = styled.time`
  font-variant-numeric: tabular-nums;
  font-family: ${({ theme }) => theme.font.family.mono};
  color: ${({ theme }) => theme.color.text};
`;

const defaultNow = () => new Date();

export function Clock({ suffix = 'UTC', now = defaultNow, className }: ClockProps) {
  const [date, setDate] = useState(now);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = now();
      setDate(current);
      timer = setTimeout(tick, msToNextSecond(current.getTime()));
    };
    timer = setTimeout(tick, msToNextSecond(now().getTime()));
    return () => clearTimeout(timer);
  }, [now]);
  return (
    <Time dateTime={date.toISOString()} className={className} data-clock="">
      {utcTime(date)}
      {suffix ? ` ${suffix}` : ''}
    </Time>
  );
}
