// Support staff (SCP.SUPPORT.IMPERSONATE) sign in as a merchant's user from the portal itself: the
// agent dialog of the company page and User Management ask for a single-use token (POST
// /api/v1/impersonation-token, 60 s) and open /auth/impersonate-login with it in a window of its
// own, where the shell's banner names the user, the merchant and the support user. Shared by
// those two features; a refusal (an unknown user of the merchant) comes back in the server's words.
import { answerOf, portalApi } from './portal-api';
import type { ApiResult } from './contract-types';

export const IMPERSONATE_ACL = 'SCP.SUPPORT.IMPERSONATE';

export const impersonationApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    createImpersonationToken: build.mutation<string, { merchantId: string; username: string }>({
      query: (body) => (client) => client.call(client.client.POST('/api/v1/impersonation-token', { body })),
      transformResponse: answerOf('createImpersonationToken', (answer) => answer.token),
    }),
  }),
});

/** Opens the impersonation of `username` of merchant `merchantId` in a new window; answers the
 * refusal's words, or null once the window is asked for. */
export function useStartImpersonation(): (merchantId: string, username: string) => Promise<string | null> {
  const [create] = impersonationApi.useCreateImpersonationTokenMutation();
  return async (merchantId, username) => {
    const outcome = await create({ merchantId, username: username.trim() });
    if ('error' in outcome) return (outcome.error as ApiResult).resultDescription;
    window.open(`/auth/impersonate-login?token=${encodeURIComponent(outcome.data)}`, '_blank', 'noopener');
    return null;
  };
}
