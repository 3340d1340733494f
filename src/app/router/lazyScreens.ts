// Screens loaded on demand, each its own chunk: the sign-in page never loads the shell, and each
// sign-in screen is imported from its own module (not the features/auth/screens barrel), so the
// sign-in page loads the login screen's code only.
import { lazy } from 'react';

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
export const RequireUser = lazy(() => import('./RequireUser').then((m) => ({ default: m.RequireUser })));
export const Shell = lazy(() => import('../shell/Shell').then((m) => ({ default: m.Shell })));
export const PageGate = lazy(() => import('./PageGate').then((m) => ({ default: m.PageGate })));
export const NotFoundPage = lazy(() =>
  import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
export const CompanyDetailsScreen = lazy(() =>
  import('../../features/company/screens').then((m) => ({ default: m.CompanyDetailsScreen })),
);
export const UserListScreen = lazy(() =>
  import('../../features/users/screens').then((m) => ({ default: m.UserListScreen })),
);
export const MyProfileScreen = lazy(() =>
  import('../../features/profile/screens').then((m) => ({ default: m.MyProfileScreen })),
);
export const GoogleAuthenticationScreen = lazy(() =>
  import('../../features/profile/screens').then((m) => ({ default: m.GoogleAuthenticationScreen })),
);
export const DashboardScreen = lazy(() =>
  import('../../features/dashboard/screens').then((m) => ({ default: m.DashboardScreen })),
);
export const PayoutDashboardScreen = lazy(() =>
  import('../../features/dashboard/screens').then((m) => ({ default: m.PayoutDashboardScreen })),
);
