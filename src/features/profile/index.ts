// The public face of the profile feature: its endpoints (the screens are in screens.ts, loaded lazily).
export {
  profileApi,
  useLoadTwoFactorAuthQuery,
  useTurnOnTwoFactorAuthMutation,
  useTurnOffTwoFactorAuthMutation,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  type TwoFactorInfo,
  type TurnOnAnswer,
} from './api';
