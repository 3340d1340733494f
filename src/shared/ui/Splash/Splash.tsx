// Full-screen splash and loading cover (spec 1: while the user data loads). The shell decides
// when to hide it (3 seconds or when loading finishes).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner';

export interface SplashProps {
  /** Announced and shown under the spinner, e.g. 'Please wait...'. */
  label?: string;
  /** Logo (the shell passes the brand logo of the mode). */
  logo?: ReactNode;
  /** Fade out (then the shell unmounts it). */
  leaving?: boolean;
}

const Cover = styled.div<{ $leaving: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.splash};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.primary};
  opacity: ${({ $leaving }) => ($leaving ? 0 : 1)};
  transition: opacity ${({ theme }) => theme.motion.duration.page}
    ${({ theme }) => theme.motion.easing.standard};
`;

const Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Mark = styled.div`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  img {
    max-height: 56px;
    max-width: 240px;
  }
`;

export function Splash({ label = 'Please wait...', logo, leaving = false }: SplashProps) {
  return (
    <Cover $leaving={leaving} role="status" aria-live="polite" aria-busy="true" data-splash="">
      {logo ? <Mark>{logo}</Mark> : null}
      <Spinner size="lg" />
      <Label>{label}</Label>
    </Cover>
  );
}
