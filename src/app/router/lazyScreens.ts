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
const loadDashboard = () => import('../../features/dashboard/screens');

export const RequireUser = lazy(() => loadRequireUser().then((m) => ({ default: m.RequireUser })));
export const Shell = lazy(() => loadShell().then((m) => ({ default: m.Shell })));
export const PageGate = lazy(() => loadPageGate().then((m) => ({ default: m.PageGate })));
export const NotFoundPage = lazy(() =>
  import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
export const CompanyDetailsScreen = lazy(() => loadCompany().then((m) => ({ default: m.CompanyDetailsScreen })));
export const DashboardScreen = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardScreen })));
export const PayoutDashboardScreen = lazy(() =>
  loadDashboard().then((m) => ({ default: m.PayoutDashboardScreen })),
);

/** What the pages merchants land on most need first: the screen's chunk and, where the screen says
 * so, its first calls (started as soon as the chunk is in, beside the user's profile). Every
 * import() here adds to the sign-in page's first load, so the other pages' screens are named in
 * the page gate's chunk (pageScreens.tsx), which preloads them as soon as it is in. */
const PAGE_PRELOADS: Readonly<Record<string, (dispatch: PrefetchDispatch) => Promise<unknown>>> = {
  '/dashboard': (dispatch) => loadDashboard().then((m) => m.prefetchDashboard(dispatch)),
  '/payout-transaction': loadDashboard,
  '/company-details': (dispatch) => loadCompany().then((m) => m.prefetchCompanyDetails(dispatch)),
};

/**
 * A first visit with a stored token: the guard, the shell, the page gate and this page's screen
 * start loading side by side now, rather than each once the one before it has mounted (a chain of
 * round trips a phone on a slow network waits through). A failed load is left to the lazy
 * component, which loads again and shows its error.
 */
export function preloadSignedInPage(pathname: string, dispatch: PrefetchDispatch): void {
  const path = pathname === '/' ? '/dashboard' : pathname.replace(/(.)\/$/, '$1');
  const page = PAGE_PRELOADS[path];
  const gate = () => loadPageGate().then((m) => (page ? undefined : m.preloadPageScreen(path, dispatch)));
  for (const preload of [loadRequireUser, loadShell, gate, ...(page ? [() => page(dispatch)] : [])]) {
    preload().catch(() => undefined);
  }
}
