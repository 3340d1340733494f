// The page transition of spec 1 section 2.5: each page fades in over 200 ms (the `page` motion
// token) when the path changes; with reduced motion it simply appears. The shell's first page
// does not: it is no change of page, and the start-up splash above it fades out over the same
// 200 ms (a page still transparent under it would come later, not sooner). The shell puts the page's
// Suspense inside it, so the boundary is new on each path: a navigation (a React transition)
// then shows the page spinner and runs the route progress bar instead of silently keeping the
// old page while the next one's chunk loads.
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Page = styled.div<{ $fade: boolean }>`
  animation: ${({ $fade }) => ($fade ? fadeIn : 'none')} ${({ theme }) => theme.motion.duration.page}
    ${({ theme }) => theme.motion.easing.standard};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Keyed by path: a new page mounts fresh and fades in; the same page re-rendering does not, nor
 * the first page the shell shows. */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [firstPath, setFirstPath] = useState<string | null>(pathname);
  if (firstPath !== null && firstPath !== pathname) setFirstPath(null);
  return (
    <Page key={pathname} $fade={firstPath === null} data-page-transition="">
      {children}
    </Page>
  );
}
