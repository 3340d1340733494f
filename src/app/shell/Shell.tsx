// The application shell around every signed-in page: impersonation banner, side menu, top bar,
// sub-header, the page itself (fading in on each path; a page that fails shows its error card in
// the page's place, src/app/router/ScreenErrorBoundary.tsx) and the footer; the credit-limit warning,
// the idle session modal and the forced-logout live channel; the shell data cache is dropped
// when it closes.
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { portalApi } from '../../shared/api';
import { useAppDispatch } from '../hooks';
import { useForcedLogoutChannel } from '../liveSession';
import { ScreenErrorBoundary } from '../router/ScreenErrorBoundary';
import { Aside } from './Aside';
import { CreditLimitWarning } from './CreditLimitWarning';
import { IdleSessionWatch } from './IdleSessionModal';
import { ImpersonationBanner } from './ImpersonationBanner';
import { PageLoading } from './PageLoading';
import { PageTransition } from './PageTransition';
import { ShellFooter } from './ShellFooter';
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
  padding: 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};
`;

export function Shell() {
  const dispatch = useAppDispatch();
  useForcedLogoutChannel();
  useEffect(() => () => void dispatch(portalApi.util.resetApiState()), [dispatch]);
  return (
    <Frame>
      <ImpersonationBanner />
      <Body>
        <Aside />
        <Column>
          <TopBar />
          <SubHeader />
          <Content id="main-content">
            <PageTransition>
              <ScreenErrorBoundary>
                <Suspense fallback={<PageLoading />}>
                  <Outlet />
                </Suspense>
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
