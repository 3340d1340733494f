// Screens loaded on demand, each its own chunk: the sign-in page never loads the shell, and each
// sign-in screen is imported from its own module (not the features/auth/screens barrel), so the
// sign-in page loads the login screen's code only.
import { lazyComponent, loader } from '../../shared/lazy/lazyComponent';
import type { PrefetchDispatch } from '../../shared/api';
import { loadCompany, loadDashboard } from './landingScreens';

export const LoginPage = lazyComponent(() => import('../../features/auth/components/LoginPage'), (m) => m.LoginPage);
export const ForgotPasswordPage = lazyComponent(() => import('../../features/auth/forgot/ForgotPasswordPage'), (m) => m.ForgotPasswordPage);
export const ResetPasswordPage = lazyComponent(() => import('../../features/auth/reset/ResetPasswordPage'), (m) => m.ResetPasswordPage);
export const ContactSupportPage = lazyComponent(() => import('../../features/auth/support/ContactSupportPage'), (m) => m.ContactSupportPage);
export const EmailRequiredPage = lazyComponent(() => import('../../features/auth/email/EmailRequiredPage'), (m) => m.EmailRequiredPage);
export const EmailConfirmationPage = lazyComponent(() => import('../../features/auth/email/EmailConfirmationPage'), (m) => m.EmailConfirmationPage);
export const ImpersonateLoginPage = lazyComponent(() => import('../../features/auth/impersonate/ImpersonateLoginPage'), (m) => m.ImpersonateLoginPage);
export const UnsubscribePage = lazyComponent(() => import('../../features/auth/unsubscribe/UnsubscribePage'), (m) => m.UnsubscribePage);
export const LogoutPage = lazyComponent(() => import('../../features/auth/components/LogoutPage'), (m) => m.LogoutPage);
// The signed-in part: each chunk's loader named once, so that a first visit can start them all
// at once (preloadSignedInPage) and the lazy components then find them loaded.
const loadRequireUser = loader(() => import('./RequireUser'));
const loadSignedInCalls = loader(() => import('./signedInCalls'));
const loadShell = loader(() => import('../shell/Shell'));
const loadPageGate = loader(() => import('./PageGate'));

export const RequireUser = lazyComponent(loadRequireUser, (m) => m.RequireUser);
export const Shell = lazyComponent(loadShell, (m) => m.Shell);
export const PageGate = lazyComponent(loadPageGate, (m) => m.PageGate);
export const NotFoundPage = lazyComponent(() => import('./NotFoundPage'), (m) => m.NotFoundPage);
export const ErrorPage = lazyComponent(() => import('./ErrorPage'), (m) => m.ErrorPage);

/** What the pages merchants land on most need first: the screen's chunk and, where the screen says
 * so, its first calls (started as soon as the chunk is in, beside the user's profile). Every
 * import() here adds to the sign-in page's first load, so the other pages' screens are named in
 * the page gate's chunk (pageScreens.tsx), which preloads them as soon as it is in; the landing
 * pages' screens (landingScreens.ts) are named from here and shown by the page gate. */
const PAGE_PRELOADS: Readonly<Record<string, (dispatch: PrefetchDispatch) => Promise<unknown>>> = {
  '/dashboard': (dispatch) => loadDashboard().then((m) => m.prefetchDashboard(dispatch)),
  '/payout-transaction': loadDashboard,
  '/company-details': (dispatch) => loadCompany().then((m) => m.prefetchCompanyDetails(dispatch)),
};

/**
 * A first visit with a stored token: the guard, the shell, the page gate, this page's screen and
 * the signed-in calls (signedInCalls.ts) start loading side by side now, rather than each once the one before it has mounted (a chain of
 * round trips a phone on a slow network waits through). A failed load is left to the lazy
 * component, which loads again and shows its error.
 */
export function preloadSignedInPage(pathname: string, dispatch: PrefetchDispatch): void {
  const path = pathname === '/' ? '/dashboard' : pathname.replace(/(.)\/$/, '$1');
  const page = PAGE_PRELOADS[path];
  const gate = () => loadPageGate().then((m) => (page ? undefined : m.preloadPageScreen(path, dispatch)));
  const calls = () => loadSignedInCalls().then((m) => m.prefetchSignedInCalls(dispatch));
  for (const preload of [loadRequireUser, loadShell, gate, calls, ...(page ? [() => page(dispatch)] : [])]) {
    preload().catch(() => undefined);
  }
}
