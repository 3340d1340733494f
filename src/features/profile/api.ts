// RTK Query endpoints of the profile's authenticator card (spec 1 section 3, two-factor info):
// its status with the QR code and secret of a pending set-up, turning it on, and turning it off
// with the current password. The profile screen that uses them comes later; the store registers
// this api's reducer and middleware under reducerPath 'profileApi'.
import { createApi } from '@reduxjs/toolkit/query/react';
import { clientBaseQuery, type ApiSchema } from '../../shared/api';

/** Status 'Enabled' or 'Disabled'; qrCode (base64 PNG) and secretKey only while not enabled. */
export type TwoFactorInfo = ApiSchema<'TwoFactorInfo'>;

export const profileApi = createApi({
  reducerPath: 'profileApi',
  baseQuery: clientBaseQuery,
  tagTypes: ['TwoFactor'],
  endpoints: (build) => ({
    loadTwoFactorAuth: build.query<TwoFactorInfo, void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/load-twofactor-auth')),
      transformResponse: (answer: TwoFactorInfo) => answer,
      providesTags: ['TwoFactor'],
    }),
    turnOnTwoFactorAuth: build.mutation<void, void>({
      query: () => (client) => client.call(client.client.PUT('/api/v1/turnon-twofactor-auth')),
      transformResponse: () => undefined,
      invalidatesTags: ['TwoFactor'],
    }),
    turnOffTwoFactorAuth: build.mutation<void, { password: string }>({
      query: (body) => (client) => client.call(client.client.PUT('/api/v1/turnoff-twofactor-auth', { body })),
      transformResponse: () => undefined,
      invalidatesTags: ['TwoFactor'],
    }),
  }),
});

export const { useLoadTwoFactorAuthQuery, useTurnOnTwoFactorAuthMutation, useTurnOffTwoFactorAuthMutation } = profileApi;
