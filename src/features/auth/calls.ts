// The calls of the sign-in page and its steps as thunks on the shared client (no RTK Query, so
// the sign-in page does not load it; the other screens' calls are in api.ts): login (token from
// the Authorization header, also the authenticator code and impersonation), the failed count of
// the client IP (captcha), the unlock code (send, verify), the first-login password change and
// the API version (loaded once into the auth state).
import type { Dispatch } from '@reduxjs/toolkit';
import { clientThunk, type PortalExtra } from '../../shared/api';
import { bearerTokenFrom, networkErrorResultOf } from './answerHelpers';
import type { UnlockCodeSent } from './loginOutcome';
import { apiVersionLoaded, apiVersionRequested, type AuthRootState } from './slice';
import type { ChangeFirstLoginPasswordRequest, LoginRequest, LoginResult, LoginSuccess } from './types';

export const login = clientThunk<LoginRequest, LoginSuccess, LoginResult & { token: string }>(
  async (client, body) => {
    const { answer, response } = await client.callWithResponse(client.client.POST('/api/auth/login', { body }));
    if (answer.resultCode !== 0) return answer;
    const token = bearerTokenFrom(response);
    return token ? { ...answer, token } : networkErrorResultOf('The sign-in answer carried no token');
  },
  ({ token, ...result }) => ({ result, token }),
);

export const changeFirstLoginPassword = clientThunk<ChangeFirstLoginPasswordRequest, void>(
  (client, body) => client.call(client.client.PUT('/api/auth/change-password', { body })),
  () => undefined,
);

export const sendUnlockCode = clientThunk<{ userName: string; loginToken: string }, UnlockCodeSent, Partial<UnlockCodeSent>>(
  (client, body) => client.call(client.client.POST('/api/user-locked/send-unlock-code', { body })),
  (answer) => ({ email: answer.email ?? '', otpExpiredTime: answer.otpExpiredTime ?? '' }),
);

export const verifyUnlockCode = clientThunk<{ otp: string; email: string; userName: string; loginToken: string }, void>(
  (client, body) => client.call(client.client.PUT('/api/user-locked/verify-unlock-code', { body })),
  () => undefined,
);

export const getTotalLoginFailed = clientThunk<void, { total: number; captchaChallenge?: unknown }, { total: number; captchaChallenge?: unknown }>(
  (client) => client.call(client.client.GET('/api/auth/total-login-failed')),
  (answer) => answer,
);

const getApiVersion = clientThunk<void, string, { versionNumber?: string }>(
  (client) => client.call(client.client.GET('/api/version')),
  (answer) => answer.versionNumber ?? '',
);

/** Loads the API version into the auth state, once per store (later calls change nothing). */
export const loadApiVersion =
  () =>
  async (dispatch: Dispatch, getState: () => AuthRootState, extra: PortalExtra): Promise<void> => {
    if (getState().auth.apiVersion.status !== 'idle') return;
    dispatch(apiVersionRequested());
    const answer = await getApiVersion()(dispatch, getState, extra);
    dispatch(apiVersionLoaded(answer.data ?? null));
  };
