// The thin bar at the top of the page while a route loads: it creeps towards 90% while
// `active`, jumps to 100% and fades when `active` turns false.
import { useEffect, useState } from 'react';
import styled from 'styled-components';

export interface ProgressBarProps {
  active: boolean;
  /** Accessible name while visible. */
  label?: string;
}

type Phase = 'idle' | 'running' | 'done';

const Track = styled.div<{ $visible: boolean }>`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: ${({ theme }) => theme.z.progress};
  pointer-events: none;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.motion.duration.page} ease-out;
`;

const Fill = styled.div<{ $phase: Phase }>`
  height: 100%;
  background: ${({ theme }) => theme.color.primary};
  box-shadow: 0 0 6px ${({ theme }) => theme.color.primary};
  transform-origin: left;
  transform: scaleX(${({ $phase }) => ($phase === 'idle' ? 0 : $phase === 'running' ? 0.9 : 1)});
  transition: transform
    ${({ $phase }) => ($phase === 'running' ? '8s cubic-bezier(0.1, 0.6, 0.3, 1)' : $phase === 'done' ? '200ms ease-out' : '0s')};
`;

export function ProgressBar({ active, label = 'Loading page' }: ProgressBarProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  useEffect(() => {
    if (active) {
      // Start from 0 on the next frame so the transition runs.
      const frame = requestAnimationFrame(() => setPhase('running'));
      return () => cancelAnimationFrame(frame);
    }
    const finishing = setTimeout(() => setPhase((p) => (p === 'idle' ? 'idle' : 'done')), 0);
    const reset = setTimeout(() => setPhase('idle'), 450);
    return () => {
      clearTimeout(finishing);
      clearTimeout(reset);
    };
  }, [active]);
  const visible = active || phase === 'done';
  // A polite live region: the bar sits above the page's landmarks (fixed at the top), and a live
  // region is one of the places content may be (axe's region rule); nothing in it is read out.
  return (
    <Track $visible={visible} data-phase={phase} aria-hidden={!active} aria-live="polite">
      {active ? (
        <span
          role="progressbar"
          aria-label={label}
          aria-busy="true"
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}
        />
      ) : null}
      <Fill $phase={phase} />
    </Track>
  );
}
