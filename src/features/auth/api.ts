// RTK Query endpoints of sign-in and session: login (token from the Authorization header),
// the profile, logout and the API version, all on the shared client.
import { createApi } from '@reduxjs/toolkit/query/react';
import { bearerTokenFrom, networkErrorResultOf } from './answerHelpers';
import { clientBaseQuery } from '../../shared/api';
import type { LoginRequest, LoginResult, LoginSuccess, User } from './types';

export const authApi = createApi({
  reducerPath: 'authApi',
  baseQuery: clientBaseQuery,
  endpoints: (build) => ({
    login: build.mutation<LoginSuccess, LoginRequest>({
      query: (body) => async (client) => {
        const { answer, response } = await client.callWithResponse(client.client.POST('/api/auth/login', { body }));
        if (answer.resultCode !== 0) return answer;
        const token = bearerTokenFrom(response);
        return token ? { ...answer, token } : networkErrorResultOf('The sign-in answer carried no token');
      },
      transformResponse: (answer: LoginResult & { token: string }) => {
        const { token, ...result } = answer;
        return { result, token };
      },
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
    getApiVersion: build.query<string, void>({
      query: () => (client) => client.call(client.client.GET('/api/version')),
      transformResponse: (answer: { versionNumber?: string }) => answer.versionNumber ?? '',
    }),
  }),
});

export const { useLoginMutation, useGetProfileQuery, useLogoutMutation, useGetApiVersionQuery } = authApi;
