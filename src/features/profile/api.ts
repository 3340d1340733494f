// RTK Query endpoints of the profile's authenticator card (spec 1 section 3, two-factor info):
// its status with the QR code and secret of a pending set-up, turning it on, and turning it off
// with the current password. The profile screen that uses them comes later.
import { answerOf, noAnswer, portalApi, type ApiSchema } from '../../shared/api';

/** Status 'Enabled' or 'Disabled'; qrCode (base64 PNG) and secretKey only while not enabled. */
export type TwoFactorInfo = ApiSchema<'TwoFactorInfo'>;

export const profileApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    loadTwoFactorAuth: build.query<TwoFactorInfo, void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/load-twofactor-auth')),
      transformResponse: answerOf('loadTwoFactorAuth', (answer) => answer),
      providesTags: ['TwoFactor'],
    }),
    turnOnTwoFactorAuth: build.mutation<void, void>({
      query: () => (client) => client.call(client.client.PUT('/api/v1/turnon-twofactor-auth')),
      transformResponse: noAnswer,
      invalidatesTags: ['TwoFactor'],
    }),
    turnOffTwoFactorAuth: build.mutation<void, { password: string; pinCode?: string }>({
      query: (body) => (client) => client.call(client.client.PUT('/api/v1/turnoff-twofactor-auth', { body })),
      transformResponse: noAnswer,
      invalidatesTags: ['TwoFactor'],
    }),
  }),
});

export const { useLoadTwoFactorAuthQuery, useTurnOnTwoFactorAuthMutation, useTurnOffTwoFactorAuthMutation } = profileApi;
