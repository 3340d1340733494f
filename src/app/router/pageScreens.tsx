// The built screens of the signed-in pages by path, each given what it needs from the user
// (features never read another feature's state); a path without one shows the coming-soon card.
// The screens that lazyScreens.ts does not preload from the entry (landingScreens.ts) are named
// here, in the page gate's chunk, and preloaded from here (preloadPageScreen).
import type { ReactNode } from 'react';
import { lazyComponent, loader } from '../../shared/lazy/lazyComponent';
import type { PrefetchDispatch } from '../../shared/api';
import type { User } from '../../features/auth';
import {
  CompanyDetailsScreen,
  DashboardScreen,
  PayoutDashboardScreen,
} from './landingScreens';
import { mayRedeem } from './access';
import { loadProfile, ProfileRoute } from './ProfileRoute';

const loadReports = loader(() => import('../../features/reports/screens'));
const loadSettlement = loader(() => import('../../features/settlement/screens'));
const loadPerformance = loader(() => import('../../features/performance/screens'));
const loadVouchers = loader(() => import('../../features/vouchers/screens'));
const loadDocuments = loader(() => import('../../features/documents/screens'));
const loadUsers = loader(() => import('../../features/users/screens'));
const loadCreditLimits = loader(() => import('../../features/credit-limits/screens'));
const loadPinOrders = loader(() => import('../../features/pin-orders/screens'));
const loadAudit = loader(() => import('../../features/audit/screens'));

const ReportScreen = lazyComponent(loadReports, (m) => m.ReportScreen);
const WeeklySummaryScreen = lazyComponent(loadSettlement, (m) => m.WeeklySummaryScreen);
const PerformanceReportScreen = lazyComponent(loadPerformance, (m) => m.PerformanceReportScreen);
const ProductRedeemScreen = lazyComponent(loadVouchers, (m) => m.ProductRedeemScreen);
const UserListScreen = lazyComponent(loadUsers, (m) => m.UserListScreen);
const PinOrdersScreen = lazyComponent(loadPinOrders, (m) => m.PinOrdersScreen);
const AuditTrailScreen = lazyComponent(loadAudit, (m) => m.AuditTrailScreen);
const CreditLimitsScreen = lazyComponent(loadCreditLimits, (m) => m.CreditLimitsScreen);
const GoogleAuthenticationScreen = lazyComponent(loadProfile, (m) => m.GoogleAuthenticationScreen);
const ResourcesScreen = lazyComponent(loadDocuments, (m) => m.ResourcesScreen);
const ResourceManagementScreen = lazyComponent(loadDocuments, (m) => m.ResourceManagementScreen);
const ContactUsScreen = lazyComponent(loadDocuments, (m) => m.ContactUsScreen);

const PRELOADS: Readonly<Record<string, (dispatch: PrefetchDispatch) => Promise<unknown>>> = {
  '/reports': (dispatch) => loadReports().then((m) => m.prefetchReports(dispatch)),
  '/weekly-transaction-summary': loadSettlement,
  '/portal-management/performance-report': loadPerformance,
  '/product-redeem': loadVouchers,
  '/resources': loadDocuments,
  '/contact-us': loadDocuments,
  '/portal-management/resource-management': loadDocuments,
  '/user-management': loadUsers,
  '/credit-limits': loadCreditLimits,
  '/pin-order': loadPinOrders,
  '/audit-trail': loadAudit,
  '/profile': loadProfile,
  '/google-authentication': loadProfile,
};

/** Starts loading the screen of a page named here (and its first calls), on a first visit. */
export function preloadPageScreen(path: string, dispatch: PrefetchDispatch): Promise<unknown> {
  return PRELOADS[path]?.(dispatch) ?? Promise.resolve();
}

const SCREENS: Readonly<Record<string, (user: User | null) => ReactNode>> = {
  '/dashboard': () => <DashboardScreen />,
  '/payout-transaction': (user) => (
    <PayoutDashboardScreen payoutVoucherCreditLimit={user?.agentDetail?.payoutVoucherCreditLimit ?? 0} />
  ),
  '/company-details': (user) => <CompanyDetailsScreen acls={user?.acls ?? []} />,
  '/weekly-transaction-summary': () => <WeeklySummaryScreen />,
  '/portal-management/performance-report': (user) => (
    <PerformanceReportScreen
      agentCode={user?.agentDetail?.agentCode ?? ''}
      hasSubAgents={user?.agentDetail?.level !== undefined && user.agentDetail.level !== 'R'}
    />
  ),
  '/product-redeem': (user) => <ProductRedeemScreen mayRedeem={mayRedeem(user)} />,
  '/resources': () => <ResourcesScreen />,
  '/contact-us': (user) => <ContactUsScreen email={user?.emailAddress} />,
  '/portal-management/resource-management': (user) => <ResourceManagementScreen acls={user?.acls ?? []} />,
  '/reports': (user) => <ReportScreen acls={user?.acls ?? []} hideRedeemedAt={user?.hideRedeemedAt ?? false} />,
  '/user-management': (user) => <UserListScreen acls={user?.acls ?? []} login={user?.login ?? ''} agentCode={user?.agentDetail?.agentCode} />,
  '/pin-order': (user) => (
    <PinOrdersScreen acls={user?.acls ?? []} agent={user?.agentDetail ? `${user.agentDetail.agentCode} - ${user.agentDetail.name}` : ''} />
  ),
  '/credit-limits': (user) => <CreditLimitsScreen acls={user?.acls ?? []} />,
  '/audit-trail': () => <AuditTrailScreen />,
  '/profile': (user) => (user ? <ProfileRoute user={user} /> : null),
  '/google-authentication': () => <GoogleAuthenticationScreen />,
};

export function pageScreen(path: string, user: User | null): ReactNode | null {
  return SCREENS[path]?.(user) ?? null;
}
