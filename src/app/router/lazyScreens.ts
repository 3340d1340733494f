// Screens loaded on demand, each its own chunk: the sign-in page never loads the shell, and each
// sign-in screen is imported from its own module (not the features/auth/screens barrel), so the
// sign-in page loads the login screen's code only.
import { lazy } from 'react';
import type { PrefetchDispatch } from '../../shared/api';

export const LoginPage = lazy(() =>
  import('../../features/auth/components/LoginPage').then((m) => ({ default: m.LoginPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('../../features/auth/forgot/ForgotPasswordPage').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
export const ResetPasswordPage = lazy(() =>
  import('../../features/auth/reset/ResetPasswordPage').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
export const ContactSupportPage = lazy(() =>
  import('../../features/auth/support/ContactSupportPage').then((m) => ({
    default: m.ContactSupportPage,
  })),
);
export const EmailRequiredPage = lazy(() =>
  import('../../features/auth/email/EmailRequiredPage').then((m) => ({
    default: m.EmailRequiredPage,
  })),
);
export const EmailConfirmationPage = lazy(() =>
  import('../../features/auth/email/EmailConfirmationPage').then((m) => ({
    default: m.EmailConfirmationPage,
  })),
);
export const ImpersonateLoginPage = lazy(() =>
  import('../../features/auth/impersonate/ImpersonateLoginPage').then((m) => ({
    default: m.ImpersonateLoginPage,
  })),
);
export const LogoutPage = lazy(() =>
  import('../../features/auth/components/LogoutPage').then((m) => ({ default: m.LogoutPage })),
);
// The signed-in part: each chunk's loader named once, so that a first visit can start them all
// at once (preloadSignedInPage) and the lazy components then find them loaded.
const loadRequireUser = () => import('./RequireUser');
const loadShell = () => import('../shell/Shell');
const loadPageGate = () => import('./PageGate');
const loadCompany = () => import('../../features/company/screens');
const loadUsers = () => import('../../features/users/screens');
const loadProfile = () => import('../../features/profile/screens');
const loadDashboard = () => import('../../features/dashboard/screens');
const loadReports = () => import('../../features/reports/screens');
const loadSettlement = () => import('../../features/settlement/screens');
const loadPerformance = () => import('../../features/performance/screens');
const loadVouchers = () => import('../../features/vouchers/screens');
const loadDocuments = () => import('../../features/documents/screens');

export const RequireUser = lazy(() => loadRequireUser().then((m) => ({ default: m.RequireUser })));
export const Shell = lazy(() => loadShell().then((m) => ({ default: m.Shell })));
export const PageGate = lazy(() => loadPageGate().then((m) => ({ default: m.PageGate })));
export const NotFoundPage = lazy(() =>
  import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
export const CompanyDetailsScreen = lazy(() => loadCompany().then((m) => ({ default: m.CompanyDetailsScreen })));
export const UserListScreen = lazy(() => loadUsers().then((m) => ({ default: m.UserListScreen })));
export const MyProfileScreen = lazy(() => loadProfile().then((m) => ({ default: m.MyProfileScreen })));
export const GoogleAuthenticationScreen = lazy(() =>
  loadProfile().then((m) => ({ default: m.GoogleAuthenticationScreen })),
);
export const DashboardScreen = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardScreen })));
export const PayoutDashboardScreen = lazy(() =>
  loadDashboard().then((m) => ({ default: m.PayoutDashboardScreen })),
);
export const ReportScreen = lazy(() => loadReports().then((m) => ({ default: m.ReportScreen })));
export const WeeklySummaryScreen = lazy(() => loadSettlement().then((m) => ({ default: m.WeeklySummaryScreen })));
export const ResourcesScreen = lazy(() => loadDocuments().then((m) => ({ default: m.ResourcesScreen })));
export const ProductRedeemScreen = lazy(() => loadVouchers().then((m) => ({ default: m.ProductRedeemScreen })));
export const PerformanceReportScreen = lazy(() => loadPerformance().then((m) => ({ default: m.PerformanceReportScreen })));

/** What each built signed-in page needs first: its screen's chunk and, where the screen says so,
 * its first calls (started as soon as the chunk is in, beside the user's profile). */
const PAGE_PRELOADS: Readonly<Record<string, (dispatch: PrefetchDispatch) => Promise<unknown>>> = {
  '/dashboard': (dispatch) => loadDashboard().then((m) => m.prefetchDashboard(dispatch)),
  '/payout-transaction': loadDashboard,
  '/company-details': (dispatch) => loadCompany().then((m) => m.prefetchCompanyDetails(dispatch)),
  '/weekly-transaction-summary': loadSettlement,
  '/portal-management/performance-report': loadPerformance,
  '/product-redeem': loadVouchers,
  '/resources': loadDocuments,
  '/reports': (dispatch) => loadReports().then((m) => m.prefetchReports(dispatch)),
  '/user-management': loadUsers,
  '/profile': loadProfile,
  '/google-authentication': loadProfile,
};

/**
 * A first visit with a stored token: the guard, the shell, the page gate and this page's screen
 * start loading side by side now, rather than each once the one before it has mounted (a chain of
 * round trips a phone on a slow network waits through). A failed load is left to the lazy
 * component, which loads again and shows its error.
 */
export function preloadSignedInPage(pathname: string, dispatch: PrefetchDispatch): void {
  const page = PAGE_PRELOADS[pathname === '/' ? '/dashboard' : pathname.replace(/(.)\/$/, '$1')];
  for (const preload of [loadRequireUser, loadShell, loadPageGate, ...(page ? [() => page(dispatch)] : [])]) {
    preload().catch(() => undefined);
  }
}
