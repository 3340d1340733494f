// The sub-header: the active page's title and breadcrumbs (Home, the menu group, the page).
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { selectUser } from '../../features/auth';
import { shellMessages } from '../../shared/i18n';
import { narrowScreen } from '../../shared/theme';
import { Breadcrumbs, type BreadcrumbItem } from '../../shared/ui/Breadcrumbs';
import { useAppSelector } from '../hooks';
import { pageAt, pageTitle } from '../router/pages';

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  ${narrowScreen} {
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

export function SubHeader() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const page = pageAt(pathname);
  if (!page) return null;
  const title = intl.formatMessage(pageTitle(page, user ?? null));
  const items: BreadcrumbItem[] = [{ label: intl.formatMessage(shellMessages.breadcrumbHome), to: '/dashboard' }];
  if (pathname.startsWith('/portal-management/')) items.push({ label: intl.formatMessage(shellMessages.menuPortalManagement) });
  items.push({ label: title });
  return (
    <Root>
      <Title>{title}</Title>
      <Breadcrumbs items={items} label={intl.formatMessage(shellMessages.breadcrumbHome)} />
    </Root>
  );
}
