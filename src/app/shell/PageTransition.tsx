// The page transition of spec 1 section 2.5: each page fades in over 200 ms (the `page` motion
// token) when the path changes; with reduced motion it simply appears. The shell puts the page's
// Suspense inside it, so the boundary is new on each path: a navigation (a React transition)
// then shows the page spinner and runs the route progress bar instead of silently keeping the
// old page while the next one's chunk loads.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Page = styled.div`
  animation: ${fadeIn} ${({ theme }) => theme.motion.duration.page}
    ${({ theme }) => theme.motion.easing.standard};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Keyed by path: a new page mounts fresh and fades in; the same page re-rendering does not. */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Page key={pathname} data-page-transition="">
      {children}
    </Page>
  );
}
