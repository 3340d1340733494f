// The application shell around every signed-in page: impersonation banner, side menu, top bar,
// sub-header, the page itself and the footer.
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { commonMessages } from '../../shared/i18n';
import { Spinner } from '../../shared/ui/Spinner';
import { Aside } from './Aside';
import { ImpersonationBanner } from './ImpersonationBanner';
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
  const intl = useIntl();
  return (
    <Frame>
      <ImpersonationBanner />
      <Body>
        <Aside />
        <Column>
          <TopBar />
          <SubHeader />
          <Content id="main-content">
            <Suspense fallback={<Spinner label={intl.formatMessage(commonMessages.loading)} />}>
              <Outlet />
            </Suspense>
          </Content>
          <ShellFooter />
        </Column>
      </Body>
    </Frame>
  );
}
