// The route table of spec 1 sections 2.1 and 2.2, with lazy screens.
import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AUTH_PATHS } from '../../features/auth';
import { usePortalName } from '../branding';
import { FRONT_END_VERSION } from '../frontEndVersion';
import { NOT_FOUND_PATH, RequireToken, SessionEndRedirect, SignedOutOnly } from './guards';
import { LoadingFeedback } from './LoadingFeedback';
import { LoadingScreen } from './LoadingScreen';
import { ContactSupportPage, EmailConfirmationPage, ErrorPage, EmailRequiredPage, ForgotPasswordPage, ImpersonateLoginPage, LoginPage, LogoutPage, NotFoundPage, PageGate, RequireUser, ResetPasswordPage, Shell, UnsubscribePage } from './lazyScreens';
import { PAGES } from './pages';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

/** A sign-in screen (sign-in, forgot and reset password, contact support, email, impersonation) with the portal's name and version. */
function AuthScreen({ page: Page }: { page: ComponentType<{ portalName: string; frontEndVersion: string }> }) {
  return <Page portalName={usePortalName()} frontEndVersion={FRONT_END_VERSION} />;
}

export function AppRoutes() {
  // A screen outside the shell (or the shell itself) that fails shows a full error page instead
  // of a blank one; the shell has its own boundary around its page (ScreenErrorBoundary.tsx).
  const { pathname } = useLocation();
  return (
    <LoadingFeedback>
      <ScreenErrorBoundary fullPage resetKey={pathname}>
        <Suspense fallback={<LoadingScreen />}>
          <SessionEndRedirect />
          <Routes>
            {/* Signed in without a confirmed email (the pages check the token), and impersonation,
              which replaces any session: outside the signed-out-only /auth routes. */}
            <Route path={AUTH_PATHS.emailAddressRequired} element={<AuthScreen page={EmailRequiredPage} />} />
            <Route path={AUTH_PATHS.emailConfirmation} element={<AuthScreen page={EmailConfirmationPage} />} />
            <Route path={AUTH_PATHS.impersonateLogin} element={<AuthScreen page={ImpersonateLoginPage} />} />
            {/* A scheduled report's unsubscribe link works signed in or not. */}
            <Route path={AUTH_PATHS.reportScheduleUnsubscribe} element={<AuthScreen page={UnsubscribePage} />} />
            <Route path={AUTH_PATHS.root} element={<SignedOutOnly />}>
              <Route index element={<Navigate to={AUTH_PATHS.login} replace />} />
              <Route path="login" element={<AuthScreen page={LoginPage} />} />
              <Route path="forgot-password" element={<AuthScreen page={ForgotPasswordPage} />} />
              <Route path="contact-support" element={<AuthScreen page={ContactSupportPage} />} />
              <Route path="user-reset-password" element={<AuthScreen page={ResetPasswordPage} />} />
              <Route path="*" element={<Navigate to={AUTH_PATHS.login} replace />} />
            </Route>
            <Route path={AUTH_PATHS.logout} element={<LogoutPage />} />
            {/* The portal's root goes to the dashboard before the shell is drawn: drawn at '/', the
              shell had no page title yet, and the title's arrival moved the page down. */}
            <Route index element={<Navigate to="/dashboard" replace />} />
            <Route path="/error" element={<ErrorPage />} />
            <Route path="/error/:page" element={<NotFoundPage />} />
            <Route element={<RequireToken />}>
              <Route element={<RequireUser />}>
                <Route element={<Shell />}>
                  {PAGES.map((page) => (
                    <Route key={page.path} path={page.path} element={<PageGate page={page} />} />
                  ))}
                </Route>
              </Route>
            </Route>
            <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
          </Routes>
        </Suspense>
      </ScreenErrorBoundary>
    </LoadingFeedback>
  );
}
