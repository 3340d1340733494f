// The profile feature's screens, kept out of any index so that the app loads them as a lazy
// chunk (see src/app/router/lazyScreens.ts): My Profile, and the authenticator card as the page
// /google-authentication.
export { MyProfileScreen, type MyProfileScreenProps } from './components/MyProfileScreen';
export { AuthenticatorCard as GoogleAuthenticationScreen } from './components/AuthenticatorCard';
