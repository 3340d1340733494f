// The sign-in feature's screens, kept out of index.ts so that the app loads them as lazy chunks.
export { LoginPage, type LoginPageProps } from './components/LoginPage';
export { LogoutPage } from './components/LogoutPage';
export { ForgotPasswordPage, type ForgotPasswordPageProps } from './forgot/ForgotPasswordPage';
export { ResetPasswordPage, type ResetPasswordPageProps } from './reset/ResetPasswordPage';
export { ContactSupportPage, type ContactSupportPageProps } from './support/ContactSupportPage';
export { EmailRequiredPage, type EmailRequiredPageProps } from './email/EmailRequiredPage';
export { EmailConfirmationPage, type EmailConfirmationPageProps } from './email/EmailConfirmationPage';
export { ImpersonateLoginPage, type ImpersonateLoginPageProps } from './impersonate/ImpersonateLoginPage';
