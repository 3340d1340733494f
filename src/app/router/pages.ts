// The signed-in pages of spec 1 section 2.1: path, title (also the role description of the
// Permission denied card, the sub-header and the browser tab) and what access needs.
import type { MessageDescriptor } from 'react-intl';
import type { User } from '../../features/auth';
import { authMessages } from '../../features/auth/messages';
import { shellMessages } from '../shell/messages';
import { ACL } from '../acls';
import { mayRedeem, type AccessRequirement } from './access';

export interface PageDefinition extends AccessRequirement {
  path: string;
  title: MessageDescriptor;
}

export const PAGES: readonly PageDefinition[] = [
  { path: '/dashboard', title: shellMessages.menuDashboard },
  { path: '/company-details', title: shellMessages.menuCompanyDetails },
  { path: '/weekly-transaction-summary', title: shellMessages.menuWeeklySummary },
  { path: '/payout-transaction', title: shellMessages.menuPayoutTransaction, role: ACL.PAYOUT_R, agentRule: 'payout' },
  { path: '/reports', title: shellMessages.menuReports },
  { path: '/pin-order', title: shellMessages.menuPinOrder, role: ACL.PIN_BATCH_LIST_R },
  { path: '/credit-limits', title: shellMessages.menuCreditLimit, role: ACL.LIMIT_TEMPLATE_R },
  { path: '/user-management', title: shellMessages.menuUserManagement, role: ACL.USER_R },
  { path: '/audit-trail', title: shellMessages.menuAuditTrail, role: ACL.AUDIT_R },
  { path: '/resources', title: shellMessages.menuResources },
  { path: '/product-redeem', title: shellMessages.menuProductRedeem, role: ACL.REDEMPTION_R },
  { path: '/contact-us', title: shellMessages.menuContactUs },
  { path: '/profile', title: shellMessages.myProfile },
  { path: '/google-authentication', title: authMessages.authenticatorTitle },
  { path: '/engine', title: shellMessages.engineStatus },
  {
    path: '/portal-management/performance-report',
    title: shellMessages.menuPerformanceReport,
    role: ACL.ACCOUNT_MANAGER_R,
  },
  {
    path: '/portal-management/resource-management',
    title: shellMessages.menuResourceManagement,
    role: ACL.ACCOUNT_MANAGER_R,
  },
];

export function pageAt(pathname: string): PageDefinition | undefined {
  return PAGES.find((page) => page.path === pathname);
}

/** The page's title for this user: the product page reads Product Validate for a user who only
 * validates (as its menu entry), every other page its own title. */
export function pageTitle(page: PageDefinition, user: Pick<User, 'acls' | 'agentDetail' | 'agentType'> | null): MessageDescriptor {
  if (page.path === '/product-redeem' && !mayRedeem(user)) return shellMessages.menuProductValidate;
  return page.title;
}
