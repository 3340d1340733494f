// The sign-in feature's screens, kept out of index.ts so that the app loads them as lazy chunks.
export { LoginPage, type LoginPageProps } from './components/LoginPage';
export { LogoutPage } from './components/LogoutPage';
export { ForgotPasswordPage, type ForgotPasswordPageProps } from './forgot/ForgotPasswordPage';
