// RTK Query endpoints of My Profile (spec 3): the profile update, the password change, and the
// authenticator card (spec 1 section 3, two-factor info): its status with the QR code and secret
// of a pending set-up, turning it on with a current code from the app (answered with ten recovery
// codes, shown once), and turning it off with the current password and a current code.
import { answerOf, portalApi, type ApiSchema, type RequestBody } from '../../shared/api';

/** Status 'Enabled' or 'Disabled'; qrCode (base64 PNG) and secretKey only while not enabled. */
export type TwoFactorInfo = ApiSchema<'TwoFactorInfo'>;
export type ProfileUpdate = ApiSchema<'ProfileUpdate'>;
export type PasswordChange = RequestBody<'changePassword'>;
/** The authenticator is on: the server's text and the ten recovery codes, shown once. */
export type TurnOnAnswer = { message: string; recoveryCodes: string[] };

export const profileApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    loadTwoFactorAuth: build.query<TwoFactorInfo, void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/load-twofactor-auth')),
      transformResponse: answerOf('loadTwoFactorAuth', (answer) => answer),
      providesTags: ['TwoFactor'],
    }),
    /** With a code the authenticator is confirmed at once (and the recovery codes come back); without
     * one, as the spec calls it (no body), it is pending until the next sign-in's first code. */
    turnOnTwoFactorAuth: build.mutation<TurnOnAnswer, { pinCode?: string }>({
      query: ({ pinCode }) => (client) =>
        client.call(client.client.PUT('/api/v1/turnon-twofactor-auth', pinCode === undefined ? {} : { body: { pinCode } })),
      transformResponse: answerOf('turnOnTwoFactorAuth', (answer) => ({
        message: answer.resultDescription,
        recoveryCodes: answer.recoveryCodes,
      })),
      invalidatesTags: ['TwoFactor'],
    }),
    turnOffTwoFactorAuth: build.mutation<string, { password: string; pinCode?: string }>({
      query: (body) => (client) => client.call(client.client.PUT('/api/v1/turnoff-twofactor-auth', { body })),
      transformResponse: answerOf('turnOffTwoFactorAuth', (answer) => answer.resultDescription),
      invalidatesTags: ['TwoFactor'],
    }),
    updateProfile: build.mutation<string, ProfileUpdate>({
      query: (body) => (client) => client.call(client.client.PUT('/api/v1/update-profile', { body })),
      transformResponse: answerOf('updateProfile', (answer) => answer.resultDescription),
    }),
    changePassword: build.mutation<string, PasswordChange>({
      query: (body) => (client) => client.call(client.client.PUT('/api/v1/change-password', { body })),
      transformResponse: answerOf('changePassword', (answer) => answer.resultDescription),
    }),
  }),
});

export const {
  useLoadTwoFactorAuthQuery,
  useTurnOnTwoFactorAuthMutation,
  useTurnOffTwoFactorAuthMutation,
  useUpdateProfileMutation,
  useChangePasswordMutation,
} = profileApi;
