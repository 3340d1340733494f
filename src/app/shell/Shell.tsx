// The application shell around every signed-in page: the skip link (first Tab stop), impersonation
// banner, side menu (aside with its nav), top bar (header), the main landmark with the sub-header
// (the page's h1 and breadcrumbs) and the page itself (fading in on each path; a page that fails shows its error card in
// the page's place, src/app/router/ScreenErrorBoundary.tsx) and the footer; the credit-limit warning,
// the idle session modal and the live channel (forced logout, and the screens' live data); the shell data cache is dropped
// when it closes. On a narrow screen the menu is a drawer the top bar opens; the page behind it
// is inert while it is open, and it closes when the page changes.
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { portalApi } from '../../shared/api';
import { narrowScreen, useNarrowScreen } from '../../shared/theme';
import { useAppDispatch } from '../hooks';
import { LiveChannelContext, LiveChannelOpeningContext } from '../../shared/live/LiveChannelContext';
import { useLiveSession } from '../liveSession';
import { ScreenErrorBoundary } from '../router/ScreenErrorBoundary';
import { Aside, MenuDrawer } from './Aside';
import { CreditLimitWarning } from './CreditLimitWarning';
import { IdleSessionWatch } from './IdleSessionModal';
import { ImpersonationBanner } from './ImpersonationBanner';
import { PageLoading } from './PageLoading';
import { MAIN_CONTENT_ID } from './mainContent';
import { PageTransition } from './PageTransition';
import { ShellFooter } from './ShellFooter';
import { SkipLink } from './SkipLink';
import { SubHeader } from './SubHeader';
import { TopBar } from './TopBar';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  min-height: 0;
`;

const Column = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Content = styled.main`
  flex: 1;
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};
  ${narrowScreen} {
    padding: 0 ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  }
`;

/** The drawer menu of a narrow screen: open on the page it was opened on, closed on any other. */
function useMenuDrawer(narrow: boolean) {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const onOpen = useCallback(() => setOpenOn(pathname), [pathname]);
  const onClose = useCallback(() => setOpenOn(null), []);
  return { open: narrow && openOn === pathname, onOpen, onClose };
}

/** The signed-in session's live channel for the screens. Its own component: the channel, made
 * after the first render, then renders this and the screens that watch it, not the whole shell. */
function LiveSession({ children }: { children: ReactNode }) {
  const { channel, opening } = useLiveSession();
  return (
    <LiveChannelOpeningContext value={opening}>
      <LiveChannelContext value={channel}>{children}</LiveChannelContext>
    </LiveChannelOpeningContext>
  );
}

export function Shell() {
  const dispatch = useAppDispatch();
  useEffect(() => () => void dispatch(portalApi.util.resetApiState()), [dispatch]);
  const narrow = useNarrowScreen();
  const menu = useMenuDrawer(narrow);
  return (
    <Frame>
      <SkipLink />
      <ImpersonationBanner />
      <Body>
        {narrow ? <MenuDrawer open={menu.open} onClose={menu.onClose} /> : <Aside />}
        <Column inert={menu.open}>
          <TopBar menu={narrow ? menu : undefined} />
          <Content id={MAIN_CONTENT_ID}>
            <SubHeader />
            <PageTransition>
              <ScreenErrorBoundary>
                <LiveSession>
                  <Suspense fallback={<PageLoading />}>
                    <Outlet />
                  </Suspense>
                </LiveSession>
              </ScreenErrorBoundary>
            </PageTransition>
          </Content>
          <ShellFooter />
        </Column>
      </Body>
      <CreditLimitWarning />
      <IdleSessionWatch />
    </Frame>
  );
}
