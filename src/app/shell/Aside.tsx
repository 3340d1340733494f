// The side menu: the portal's brand, the entries the user may see (menu.ts), the active one
// marked, and the engine status. On a wide screen it stays beside the page and a button
// minimises it to icons with tooltips (remembered in a cookie). On a narrow screen
// (src/shared/theme/media.ts) it is a drawer over the page: the top bar's menu button opens it,
// its close button, Escape, a click on the scrim or choosing an entry close it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { selectUser } from '../../features/auth';
import { shellMessages } from './messages';
import { narrowScreen } from '../../shared/theme';
import { IconButton } from '../../shared/ui/IconButton';
import { useAppSelector } from '../hooks';
import { readAsideMinimised, writeAsideMinimised } from './asideCookie';
import { EngineStatus } from './EngineStatus';
import { visibleMenu, type MenuEntry } from './menu';
import { MenuEntryIcon } from './menuIcons';
import { PortalBrand } from './PortalBrand';

/** The id the top bar's menu button controls. */
export const MENU_DRAWER_ID = 'main-menu';

const Root = styled.aside<{ $minimised: boolean }>`
  flex: none;
  width: ${({ $minimised }) => ($minimised ? '64px' : '248px')};
  background: ${({ theme }) => theme.color.surface};
  border-right: 1px solid ${({ theme }) => theme.color.border};
  padding: ${({ theme }) => theme.space[3]};
  overflow: ${({ $minimised }) => ($minimised ? 'visible' : 'hidden')};
`;

const Drawer = styled.aside<{ $open: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.z.drawer};
  width: min(300px, 86vw);
  padding: ${({ theme }) => theme.space[3]};
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  border-right: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.elevation[3]};
  transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  /* Visible at once when opening (so focus can move in), hidden only after sliding out. */
  transition:
    transform ${({ theme }) => theme.motion.duration.page} ${({ theme }) => theme.motion.easing.standard},
    visibility 0s linear ${({ theme, $open }) => ($open ? '0s' : theme.motion.duration.page)};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.drawer};
  background: ${({ theme }) => theme.color.overlay};
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

const itemLook = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
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
  svg {
    flex: none;
  }
  ${narrowScreen} {
    min-height: 44px;
  }
`;

const Item = styled(NavLink)`
  ${itemLook}
`;

/** A minimised entry: the icon alone, its name in a tooltip on hover and on keyboard focus. */
const IconItem = styled(NavLink)`
  ${itemLook}
  position: relative;
  justify-content: center;
  padding: ${({ theme }) => theme.space[2]};
  &::after {
    content: attr(data-tooltip);
    position: absolute;
    inset-inline-start: calc(100% + ${({ theme }) => theme.space[2]});
    top: 50%;
    transform: translateY(-50%);
    z-index: ${({ theme }) => theme.z.dropdown};
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.text};
    color: ${({ theme }) => theme.color.background};
    font-size: ${({ theme }) => theme.font.size.sm};
    pointer-events: none;
    opacity: 0;
  }
  &:hover::after,
  &:focus-visible::after {
    opacity: 1;
  }
`;

const Group = styled.span`
  display: block;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  > :first-child {
    margin-bottom: 0;
    min-width: 0;
  }
`;

function MenuIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

function Entries({ entries, onChoose }: { entries: MenuEntry[]; onChoose?: () => void }) {
  return (
    <List>
      {entries.map((entry) => (
        <li key={entry.path}>
          {entry.children ? (
            <>
              <Group>
                <FormattedMessage {...entry.label} />
              </Group>
              <Entries entries={entry.children} onChoose={onChoose} />
            </>
          ) : (
            <Item to={entry.path} onClick={onChoose}>
              <MenuEntryIcon path={entry.path} />
              <FormattedMessage {...entry.label} />
            </Item>
          )}
        </li>
      ))}
    </List>
  );
}

/** The minimised menu: every entry (groups flattened) as an icon with its name as tooltip. */
function IconEntries({ entries }: { entries: MenuEntry[] }) {
  const intl = useIntl();
  const flat = entries.flatMap((entry) => entry.children ?? [entry]);
  return (
    <List>
      {flat.map((entry) => {
        const name = intl.formatMessage(entry.label);
        return (
          <li key={entry.path}>
            <IconItem to={entry.path} aria-label={name} data-tooltip={name}>
              <MenuEntryIcon path={entry.path} />
            </IconItem>
          </li>
        );
      })}
    </List>
  );
}

function Navigation({ onChoose }: { onChoose?: () => void }) {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  return (
    <nav aria-label={intl.formatMessage(shellMessages.mainNavigation)}>
      <Entries entries={visibleMenu(user)} onChoose={onChoose} />
    </nav>
  );
}

/** The menu beside the page on a wide screen. */
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
      {minimised ? (
        <nav aria-label={intl.formatMessage(shellMessages.mainNavigation)}>
          <IconEntries entries={visibleMenu(user)} />
        </nav>
      ) : (
        <>
          <PortalBrand />
          <Navigation />
          <EngineStatus />
        </>
      )}
    </Root>
  );
}

export interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The menu as a drawer over the page on a narrow screen. */
export function MenuDrawer({ open, onClose }: MenuDrawerProps) {
  const intl = useIntl();
  const close = useRef<HTMLButtonElement>(null);
  // The menu's entries are built when the drawer first opens (a phone's first page does not wait
  // for a menu nobody has opened), then kept, so that closing slides them away.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // Closed without choosing a page: focus goes back to the menu button (once the page behind is
  // no longer inert).
  const dismiss = useCallback(() => {
    onClose();
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[aria-controls="${MENU_DRAWER_ID}"]`)?.focus());
  }, [onClose]);
  useEffect(() => {
    if (!open) return;
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, dismiss]);
  return (
    <>
      {open ? <Scrim data-testid="menu-scrim" onClick={dismiss} /> : null}
      <Drawer id={MENU_DRAWER_ID} $open={open} aria-hidden={!open} inert={!open}>
        <Head>
          <PortalBrand />
          <IconButton ref={close} label={intl.formatMessage(shellMessages.menuClose)} icon={<CloseIcon />} onClick={dismiss} />
        </Head>
        {opened ? (
          <>
            <Navigation onChoose={onClose} />
            <EngineStatus />
          </>
        ) : null}
      </Drawer>
    </>
  );
}

export { MenuIcon };
