// The sub-header at the top of the main landmark: the active page's title (the page's h1) and
// breadcrumbs (Home, the menu group, the page). When the user arrives at a page by navigating
// (choosing a menu entry, a link, signing in), focus moves to the title, so that keyboard and
// screen-reader users start at the new page instead of at the top of the document; a page loaded
// fresh (location key 'default') keeps the browser's focus, so the skip link stays the first Tab stop.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { selectUser } from '../../features/auth';
import { shellMessages } from './messages';
import { narrowScreen } from '../../shared/theme';
import { Breadcrumbs, type BreadcrumbItem } from '../../shared/ui/Breadcrumbs';
import { useAppSelector } from '../hooks';
import { pageAt, pageTitle } from '../router/pages';

/** The id of the page's title: the skip link and navigation move focus to it. */
export const PAGE_HEADING_ID = 'page-heading';

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} 0;
  ${narrowScreen} {
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

/** Moves focus to the page's title (the skip link, a navigation). */
export function focusPageHeading(): boolean {
  const heading = document.getElementById(PAGE_HEADING_ID);
  if (!heading) return false;
  heading.focus({ preventScroll: false });
  return true;
}

/** Focus to the title on each navigation to a page (not on the document's first page): a new
 * path, or the same address chosen again (its menu entry: a new history entry, same path and
 * query). A change of query or state on the same page (a screen tidying its address) does not. */
function useFocusOnNavigation() {
  const { pathname, search, hash, key } = useLocation();
  const ref = useRef<HTMLHeadingElement>(null);
  /** The address the title last took focus for; null before the shell's first page. */
  const previous = useRef<{ pathname: string; search: string; hash: string; key: string } | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, search, hash, key };
    if (key === 'default') return;
    // The shell's first page, reached by a navigation (signing in), or a later one.
    const arrived = before === null || pathname !== before.pathname;
    const chosenAgain = before !== null && key !== before.key && search === before.search && hash === before.hash;
    if (arrived || chosenAgain) ref.current?.focus();
  }, [pathname, search, hash, key]);
  return ref;
}

export function SubHeader() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const heading = useFocusOnNavigation();
  const page = pageAt(pathname);
  if (!page) return null;
  const title = intl.formatMessage(pageTitle(page, user ?? null));
  const items: BreadcrumbItem[] = [{ label: intl.formatMessage(shellMessages.breadcrumbHome), to: '/dashboard' }];
  if (pathname.startsWith('/portal-management/')) items.push({ label: intl.formatMessage(shellMessages.menuPortalManagement) });
  items.push({ label: title });
  return (
    <Root>
      <Title id={PAGE_HEADING_ID} ref={heading} tabIndex={-1}>
        {title}
      </Title>
      <Breadcrumbs items={items} label={intl.formatMessage(shellMessages.breadcrumbHome)} />
    </Root>
  );
}
