// The frame of every sign-in screen: the language choice, the portal name, a centred card and
// the versions footer.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LanguageSelect } from './LanguageSelect';
import { VersionFooter } from './VersionFooter';

const Page = styled.main`
  position: relative;
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

const Corner = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  inset-inline-end: ${({ theme }) => theme.space[4]};
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
      <Corner>
        <LanguageSelect />
      </Corner>
      <PortalName>{portalName}</PortalName>
      <Panel>{children}</Panel>
      <VersionFooter frontEndVersion={frontEndVersion} />
    </Page>
  );
}
