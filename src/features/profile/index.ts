// The public face of the profile feature: for now the authenticator endpoints (the screen comes later).
export {
  profileApi,
  useLoadTwoFactorAuthQuery,
  useTurnOnTwoFactorAuthMutation,
  useTurnOffTwoFactorAuthMutation,
  type TwoFactorInfo,
} from './api';
