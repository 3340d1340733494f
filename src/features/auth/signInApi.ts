// RTK Query endpoints of the sign-in page and its steps, on the portal's one api: login (the
// token read from the Authorization header; also the authenticator code and impersonation), the
// failed count of the client IP (captcha), the unlock code (send, verify), the first-login
// password change and the API version (shown in the sign-in and shell footers). The other
// sign-in screens' and the session's endpoints are in api.ts.
import { answerOf, noAnswer, portalApi } from '../../shared/api';
import { bearerTokenFrom, networkErrorResultOf } from './answerHelpers';
import type { UnlockCodeSent } from './loginOutcome';
import type { ChangeFirstLoginPasswordRequest, LoginRequest, LoginSuccess } from './types';

/** The failed sign-ins of the client IP, with the captcha challenge once one is needed. */
export interface LoginFailures {
  total: number;
  captchaChallenge?: unknown;
}

export const signInApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginSuccess, LoginRequest>({
      // A success carries the token in its Authorization header: the query adds it to the
      // answer; a success without one counts as a failed call.
      query: (body) => async (client) => {
        const { answer, response } = await client.callWithResponse(client.client.POST('/api/auth/login', { body }));
        if (answer.resultCode !== 0) return answer;
        const token = bearerTokenFrom(response);
        return token ? { ...answer, token } : networkErrorResultOf('The sign-in answer carried no token');
      },
      transformResponse: answerOf('login', (answer): LoginSuccess => {
        const { token, ...result } = answer as typeof answer & { token: string };
        return { result, token };
      }),
    }),
    changeFirstLoginPassword: build.mutation<void, ChangeFirstLoginPasswordRequest>({
      query: (body) => (client) => client.call(client.client.PUT('/api/auth/change-password', { body })),
      transformResponse: noAnswer,
    }),
    sendUnlockCode: build.mutation<UnlockCodeSent, { userName: string; loginToken: string }>({
      query: (body) => (client) => client.call(client.client.POST('/api/user-locked/send-unlock-code', { body })),
      transformResponse: answerOf('sendUnlockCode', (answer) => ({
        email: answer.email ?? '',
        otpExpiredTime: answer.otpExpiredTime ?? '',
      })),
    }),
    verifyUnlockCode: build.mutation<void, { otp: string; email: string; userName: string; loginToken: string }>({
      query: (body) => (client) => client.call(client.client.PUT('/api/user-locked/verify-unlock-code', { body })),
      transformResponse: noAnswer,
    }),
    getTotalLoginFailed: build.query<LoginFailures, void>({
      query: () => (client) => client.call(client.client.GET('/api/auth/total-login-failed')),
      transformResponse: answerOf('getTotalLoginFailed', (answer): LoginFailures => answer),
      // Asked again each time the sign-in form is shown.
      keepUnusedDataFor: 0,
    }),
    getApiVersion: build.query<string, void>({
      query: () => (client) => client.call(client.client.GET('/api/version')),
      transformResponse: answerOf('getVersion', (answer) => answer.versionNumber ?? ''),
      // Asked once per store: the footers of later screens show the same answer.
      keepUnusedDataFor: Infinity,
    }),
  }),
});

export const {
  useLoginMutation,
  useChangeFirstLoginPasswordMutation,
  useSendUnlockCodeMutation,
  useVerifyUnlockCodeMutation,
  useGetTotalLoginFailedQuery,
  useGetApiVersionQuery,
} = signInApi;
