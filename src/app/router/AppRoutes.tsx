// The route table of spec 1 sections 2.1 and 2.2, with lazy screens.
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AUTH_PATHS } from '../../features/auth';
import { authMessages } from '../../shared/i18n';
import { usePortalName } from '../branding';
import { FRONT_END_VERSION } from '../frontEndVersion';
import { NOT_FOUND_PATH, RequireUser, SessionEndRedirect, SignedOutOnly } from './guards';
import { LoadingScreen } from './LoadingScreen';
import { ForgotPasswordPage, LoginPage, LogoutPage, NotFoundPage, PageGate, PublicPlaceholder, Shell } from './lazyScreens';
import { PAGES } from './pages';

function LoginScreen() {
  return <LoginPage portalName={usePortalName()} frontEndVersion={FRONT_END_VERSION} />;
}

function ForgotPasswordScreen() {
  return <ForgotPasswordPage portalName={usePortalName()} frontEndVersion={FRONT_END_VERSION} />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SessionEndRedirect />
      <Routes>
        <Route path={AUTH_PATHS.root} element={<SignedOutOnly />}>
          <Route index element={<Navigate to={AUTH_PATHS.login} replace />} />
          <Route path="login" element={<LoginScreen />} />
          <Route path="forgot-password" element={<ForgotPasswordScreen />} />
          <Route path="contact-support" element={<PublicPlaceholder title={authMessages.contactSupportTitle} />} />
          <Route path="user-reset-password" element={<PublicPlaceholder title={authMessages.resetTitle} />} />
          <Route path="*" element={<Navigate to={AUTH_PATHS.login} replace />} />
        </Route>
        <Route path={AUTH_PATHS.logout} element={<LogoutPage />} />
        <Route path="/error" element={<NotFoundPage />} />
        <Route path="/error/:page" element={<NotFoundPage />} />
        <Route element={<RequireUser />}>
          <Route element={<Shell />}>
            <Route index element={<Navigate to="/dashboard" replace />} />
            {PAGES.map((page) => (
              <Route key={page.path} path={page.path} element={<PageGate page={page} />} />
            ))}
          </Route>
        </Route>
        <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
      </Routes>
    </Suspense>
  );
}
