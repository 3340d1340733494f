// The frame of every sign-in screen: the portal name, a centred card and the versions footer.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VersionFooter } from './VersionFooter';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
`;

const Panel = styled.div`
  width: min(440px, 100%);
`;

const PortalName = styled.h1`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.xxl};
`;

export interface AuthLayoutProps {
  portalName: string;
  frontEndVersion: string;
  children: ReactNode;
}

export function AuthLayout({ portalName, frontEndVersion, children }: AuthLayoutProps) {
  return (
    <Page>
      <PortalName>{portalName}</PortalName>
      <Panel>{children}</Panel>
      <VersionFooter frontEndVersion={frontEndVersion} />
    </Page>
  );
}
