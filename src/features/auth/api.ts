// RTK Query endpoints of the session and of the sign-in screens other than the sign-in page
// (whose endpoints, with the API version, are in signInApi.ts): the reset-password request,
// link check and reset, the pre-sign-in contact-support message (multipart), the profile,
// logout, and the email confirmation of a signed-in user (verify-email, confirm-email), all on
// the shared client, injected into the portal's one api (src/shared/api/portal-api.ts).
import { answerOf, noAnswer, portalApi, toFormData } from '../../shared/api';
import { userLoadFailed, userLoadStarted, userLoaded } from './slice';
import type { ContactSupportRequest, ResetPasswordRequest, User } from './types';

export const authApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    requestResetPassword: build.mutation<void, { username: string; email: string }>({
      query: (body) => (client) => client.call(client.client.POST('/api/auth/request-reset-password', { body })),
      transformResponse: noAnswer,
    }),
    // POST, so the token never stands in a URL that proxies log (the spec's GET also works).
    checkResetPasswordToken: build.query<void, string>({
      query: (token) => (client) => client.call(client.client.POST('/api/auth/validate-reset-password-token', { body: { token } })),
      transformResponse: noAnswer,
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<void, ResetPasswordRequest>({
      query: (body) => (client) => client.call(client.client.POST('/api/auth/reset-password', { body })),
      transformResponse: noAnswer,
    }),
    contactSupport: build.mutation<void, ContactSupportRequest>({
      query: (body) => (client) =>
        client.call(client.client.POST('/api/auth/contact-support', { body, bodySerializer: toFormData })),
      transformResponse: noAnswer,
    }),
    getProfile: build.query<User, void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/profile')),
      transformResponse: answerOf('getProfile', (answer): User => answer),
      keepUnusedDataFor: 0,
      providesTags: ['Profile'],
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
      transformResponse: noAnswer,
    }),
    verifyEmail: build.mutation<{ otpExpiredTime: string }, { email: string }>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/verify-email', { body })),
      transformResponse: answerOf('verifyEmail', (answer) => ({ otpExpiredTime: answer.otpExpiredTime ?? '' })),
    }),
    confirmEmail: build.mutation<void, { otp: string; email: string }>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/confirm-email', { body })),
      transformResponse: noAnswer,
    }),
  }),
});

export const {
  useRequestResetPasswordMutation,
  useCheckResetPasswordTokenQuery,
  useResetPasswordMutation,
  useContactSupportMutation,
  useGetProfileQuery,
  useLogoutMutation,
  useVerifyEmailMutation,
  useConfirmEmailMutation,
} = authApi;
