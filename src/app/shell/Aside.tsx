// The side menu: the portal's brand, the entries the user may see (menu.ts), the active one
// marked, the engine status, and a button that minimises it (remembered in a cookie).
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { selectUser } from '../../features/auth';
import { shellMessages } from '../../shared/i18n';
import { IconButton } from '../../shared/ui/IconButton';
import { useAppSelector } from '../hooks';
import { readAsideMinimised, writeAsideMinimised } from './asideCookie';
import { EngineStatus } from './EngineStatus';
import { visibleMenu, type MenuEntry } from './menu';
import { PortalBrand } from './PortalBrand';

const Root = styled.aside<{ $minimised: boolean }>`
  flex: none;
  width: ${({ $minimised }) => ($minimised ? '64px' : '248px')};
  background: ${({ theme }) => theme.color.surface};
  border-right: 1px solid ${({ theme }) => theme.color.border};
  padding: ${({ theme }) => theme.space[3]};
  overflow: hidden;
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  ul {
    padding-inline-start: ${({ theme }) => theme.space[4]};
  }
`;

const Item = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  &.active {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

const Group = styled.span`
  display: block;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
`;

function MenuIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

function Entries({ entries }: { entries: MenuEntry[] }) {
  return (
    <List>
      {entries.map((entry) => (
        <li key={entry.path}>
          {entry.children ? (
            <>
              <Group>
                <FormattedMessage {...entry.label} />
              </Group>
              <Entries entries={entry.children} />
            </>
          ) : (
            <Item to={entry.path}>
              <FormattedMessage {...entry.label} />
            </Item>
          )}
        </li>
      ))}
    </List>
  );
}

export function Aside() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const [minimised, setMinimised] = useState(() => readAsideMinimised());
  const toggle = () => {
    writeAsideMinimised(!minimised);
    setMinimised(!minimised);
  };
  return (
    <Root $minimised={minimised} data-minimised={minimised}>
      <Toolbar>
        <IconButton
          label={intl.formatMessage(minimised ? shellMessages.menuExpand : shellMessages.menuMinimize)}
          icon={<MenuIcon />}
          aria-expanded={!minimised}
          onClick={toggle}
        />
      </Toolbar>
      {minimised ? null : (
        <>
          <PortalBrand />
          <nav aria-label={intl.formatMessage(shellMessages.mainNavigation)}>
            <Entries entries={visibleMenu(user)} />
          </nav>
          <EngineStatus />
        </>
      )}
    </Root>
  );
}
