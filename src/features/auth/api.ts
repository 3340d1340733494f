// RTK Query endpoints of sign-in and session: login (token from the Authorization header),
// the authenticator code (login again), the first-login password change, the unlock code, the
// reset-password request, link check and reset, the pre-sign-in contact-support message
// (multipart), the failed count of the client IP (captcha), the profile, logout, the
// API version, and the email confirmation of a signed-in user (verify-email, confirm-email), all
// on the shared client.
import { createApi } from '@reduxjs/toolkit/query/react';
import { bearerTokenFrom, networkErrorResultOf } from './answerHelpers';
import { clientBaseQuery, toFormData } from '../../shared/api';
import type { UnlockCodeSent } from './loginOutcome';
import type {
  ChangeFirstLoginPasswordRequest,
  ContactSupportRequest,
  LoginRequest,
  LoginResult,
  LoginSuccess,
  ResetPasswordRequest,
  User,
} from './types';

export const authApi = createApi({
  reducerPath: 'authApi',
  baseQuery: clientBaseQuery,
  endpoints: (build) => ({
    login: build.mutation<LoginSuccess, LoginRequest>({
      query: (body) => async (client) => {
        const { answer, response } = await client.callWithResponse(
          client.client.POST('/api/auth/login', { body }),
        );
        if (answer.resultCode !== 0) return answer;
        const token = bearerTokenFrom(response);
        return token
          ? { ...answer, token }
          : networkErrorResultOf('The sign-in answer carried no token');
      },
      transformResponse: (answer: LoginResult & { token: string }) => {
        const { token, ...result } = answer;
        return { result, token };
      },
    }),
    changeFirstLoginPassword: build.mutation<void, ChangeFirstLoginPasswordRequest>({
      query: (body) => (client) =>
        client.call(client.client.PUT('/api/auth/change-password', { body })),
      transformResponse: () => undefined,
    }),
    sendUnlockCode: build.mutation<UnlockCodeSent, { userName: string; loginToken: string }>({
      query: (body) => (client) => client.call(client.client.POST('/api/user-locked/send-unlock-code', { body })),
      transformResponse: (answer: Partial<UnlockCodeSent>) => ({
        email: answer.email ?? '',
        otpExpiredTime: answer.otpExpiredTime ?? '',
      }),
    }),
    verifyUnlockCode: build.mutation<void, { otp: string; email: string; userName: string; loginToken: string }>({
      query: (body) => (client) => client.call(client.client.PUT('/api/user-locked/verify-unlock-code', { body })),
      transformResponse: () => undefined,
    }),
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
    getTotalLoginFailed: build.query<{ total: number; captchaChallenge?: unknown }, void>({
      query: () => (client) => client.call(client.client.GET('/api/auth/total-login-failed')),
      transformResponse: (answer: { total: number; captchaChallenge?: unknown }) => answer,
      keepUnusedDataFor: 0,
    }),
    getProfile: build.query<User, void>({
      query: () => (client) => client.call(client.client.GET('/api/v1/profile')),
      transformResponse: (answer: User) => answer,
      keepUnusedDataFor: 0,
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
    getApiVersion: build.query<string, void>({
      query: () => (client) => client.call(client.client.GET('/api/version')),
      transformResponse: (answer: { versionNumber?: string }) => answer.versionNumber ?? '',
    }),
  }),
});

export const {
  useLoginMutation,
  useChangeFirstLoginPasswordMutation,
  useGetTotalLoginFailedQuery,
  useSendUnlockCodeMutation,
  useVerifyUnlockCodeMutation,
  useRequestResetPasswordMutation,
  useValidateResetPasswordTokenQuery,
  useResetPasswordMutation,
  useContactSupportMutation,
  useGetProfileQuery,
  useLogoutMutation,
  useVerifyEmailMutation,
  useConfirmEmailMutation,
  useGetApiVersionQuery,
} = authApi;
