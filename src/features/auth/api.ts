// RTK Query endpoints of the session and of the sign-in screens other than the sign-in page
// (whose calls are thunks, calls.ts, so that it does not load RTK Query): the reset-password
// request, link check and reset, the pre-sign-in contact-support message (multipart), the
// profile, logout, and the email confirmation of a signed-in user (verify-email,
// confirm-email), all on the shared client. The app adds this api to the store when a screen
// that uses it loads (src/app/router/ApiBoundary).
import { createApi } from '@reduxjs/toolkit/query/react';
import { clientBaseQuery, toFormData } from '../../shared/api';
import { userLoadFailed, userLoadStarted, userLoaded } from './slice';
import type { ContactSupportRequest, ResetPasswordRequest, User } from './types';

export const authApi = createApi({
  reducerPath: 'authApi',
  baseQuery: clientBaseQuery,
  endpoints: (build) => ({
    requestResetPassword: build.mutation<void, { username: string; email: string }>({
      query: (body) => (client) => client.call(client.client.POST('/api/auth/request-reset-password', { body })),
      transformResponse: () => undefined,
    }),
    validateResetPasswordToken: build.query<void, string>({
      query: (token) => (client) =>
        client.call(client.client.GET('/api/auth/validate-reset-password-token', { params: { query: { token } } })),
      transformResponse: () => undefined,
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<void, ResetPasswordRequest>({
      query: (body) => (client) => client.call(client.client.POST('/api/auth/reset-password', { body })),
      transformResponse: () => undefined,
    }),
    contactSupport: build.mutation<void, ContactSupportRequest>({
      query: (body) => (client) =>
        client.call(client.client.POST('/api/auth/contact-support', { body, bodySerializer: toFormData })),
      transformResponse: () => undefined,
    }),
    getProfile: build.query<User, void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/profile')),
      transformResponse: (answer: User) => answer,
      keepUnusedDataFor: 0,
      // The auth state follows the user load (RequireUser waits for it).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        dispatch(userLoadStarted());
        try {
          dispatch(userLoaded((await queryFulfilled).data));
        } catch (failure) {
          dispatch(userLoadFailed((failure as { error?: unknown }).error));
        }
      },
    }),
    logout: build.mutation<void, void>({
      // Errors are ignored: the session ends on this side whatever the server answers.
      query: () => async (client) => {
        await client.call(client.client.GET('/api/v1/logout'));
        return { resultCode: 0, resultDescription: 'Success' };
      },
      transformResponse: () => undefined,
    }),
    verifyEmail: build.mutation<{ otpExpiredTime: string }, { email: string }>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/verify-email', { body })),
      transformResponse: (answer: { otpExpiredTime?: string }) => ({ otpExpiredTime: answer.otpExpiredTime ?? '' }),
    }),
    confirmEmail: build.mutation<void, { otp: string; email: string }>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/confirm-email', { body })),
      transformResponse: () => undefined,
    }),
  }),
});

export const {
  useRequestResetPasswordMutation,
  useValidateResetPasswordTokenQuery,
  useResetPasswordMutation,
  useContactSupportMutation,
  useGetProfileQuery,
  useLogoutMutation,
  useVerifyEmailMutation,
  useConfirmEmailMutation,
} = authApi;
