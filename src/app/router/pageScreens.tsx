// The built screens of the signed-in pages by path, each given what it needs from the user
// (features never read another feature's state); a path without one shows the coming-soon card.
import type { ReactNode } from 'react';
import type { User } from '../../features/auth';
import {
  CompanyDetailsScreen,
  DashboardScreen,
  GoogleAuthenticationScreen,
  PayoutDashboardScreen,
  PerformanceReportScreen,
  ProductRedeemScreen,
  ReportScreen,
  ResourcesScreen,
  UserListScreen,
  WeeklySummaryScreen,
} from './lazyScreens';
import { mayRedeem } from './access';
import { ProfileRoute } from './ProfileRoute';

const SCREENS: Readonly<Record<string, (user: User | null) => ReactNode>> = {
  '/dashboard': () => <DashboardScreen />,
  '/payout-transaction': (user) => (
    <PayoutDashboardScreen payoutVoucherCreditLimit={user?.agentDetail?.payoutVoucherCreditLimit ?? 0} />
  ),
  '/company-details': (user) => <CompanyDetailsScreen acls={user?.acls ?? []} />,
  '/weekly-transaction-summary': () => <WeeklySummaryScreen />,
  '/portal-management/performance-report': (user) => <PerformanceReportScreen agentCode={user?.agentDetail?.agentCode ?? ''} />,
  '/product-redeem': (user) => <ProductRedeemScreen mayRedeem={mayRedeem(user)} merchantName={user?.agentDetail?.name ?? ''} />,
  '/resources': () => <ResourcesScreen />,
  '/reports': (user) => <ReportScreen acls={user?.acls ?? []} hideRedeemedAt={user?.hideRedeemedAt ?? false} />,
  '/user-management': (user) => <UserListScreen acls={user?.acls ?? []} login={user?.login ?? ''} />,
  '/profile': (user) => (user ? <ProfileRoute user={user} /> : null),
  '/google-authentication': () => <GoogleAuthenticationScreen />,
};

export function pageScreen(path: string, user: User | null): ReactNode | null {
  return SCREENS[path]?.(user) ?? null;
}
