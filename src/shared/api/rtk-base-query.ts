// The RTK Query base query every feature's api.ts uses: each endpoint hands it a function of the one shared
// ApiClient (passed to the store as the thunk extra argument); result code 0 is data, any other
// answer (including 999 for network failures) is the error.
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiClient } from './client';
import type { ApiResult } from './contract-types';

/** What the store hands every thunk and query as `extra`. */
export interface PortalExtra {
  apiClient: ApiClient;
}

/** An endpoint's call on the client; it resolves to the answer (never throws). */
export type ClientCall = (client: ApiClient) => Promise<ApiResult>;

export const clientBaseQuery: BaseQueryFn<ClientCall, unknown, ApiResult> = async (call, api) => {
  const { apiClient } = api.extra as PortalExtra;
  const answer = await call(apiClient);
  return answer.resultCode === 0 ? { data: answer } : { error: answer };
};
