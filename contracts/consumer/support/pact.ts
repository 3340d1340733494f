// The Pact between the web client (consumer) and the API server (provider): one file in
// contracts/pacts, written by the consumer tests and replayed against the real server by
// contracts/provider. Tests call the REAL client (createApiClient) against Pact's mock server.
import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { configureStore } from '@reduxjs/toolkit';
import {
  createApiClient,
  portalApi,
  type ApiClient,
  type PortalExtra,
} from '../../../src/shared/api';

/** contracts/pacts; PACT_DIR moves it (two people verifying their own pacts side by side). */
export const pactDir = process.env.PACT_DIR ?? fileURLToPath(new URL('../../pacts', import.meta.url));
export const consumerName = 'merchant-portal-web';
export const providerName = 'merchant-portal-api';
/** The server as the producer of the live channel's messages (docs/live-channel.md): its own pact
 * file, verified by contracts/provider/verify-messages.test.ts. */
export const liveProviderName = 'merchant-portal-live';

/** Tokens the provider's state handlers turn into real sessions (contracts/provider). */
export const tokens = {
  mdAdministrator: 'pact-token-md-administrator',
  demoAdmin: 'pact-token-demo-md0001-admin',
  demoViewer: 'pact-token-demo-md0001-viewer',
  demoCashier: 'pact-token-demo-r00001-cashier',
  demoPayout: 'pact-token-demo-m00001-payout',
  providerStaff: 'pact-token-provider-staff',
  demoSupport: 'pact-token-demo-provider-support',
  userWithoutEmail: 'pact-token-user-without-email',
  authenticatorUser: 'pact-token-authenticator-user',
  freshUser: 'pact-token-fresh-user',
  unknown: 'pact-token-unknown',
} as const;

/** The demo company of the provider state 'the demo company exists' (server/demo). */
export const demoPassword = 'Portal#2026';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function createPact(): PactV4 {
  return new PactV4({
    consumer: consumerName,
    provider: providerName,
    dir: pactDir,
    logLevel: 'warn',
  });
}

export function createLivePact(): PactV4 {
  return new PactV4({
    consumer: consumerName,
    provider: liveProviderName,
    dir: pactDir,
    logLevel: 'warn',
  });
}

/** A signed-in GET asked without a bearer token: refused 403 4001 (the session check). */
export function refusedWithoutSession(path: string) {
  return createPact()
    .addInteraction()
    .given('the portal is running')
    .uponReceiving(`a request for ${path} without a bearer token`)
    .withRequest('GET', path)
    .willRespondWith(403, (b) =>
      b.jsonBody({
        resultCode: 4001,
        resultDescription: MatchersV3.like('Your session has expired, please login again.'),
      }),
    );
}

export function clientFor(mockUrl: string, token?: string): ApiClient {
  return createApiClient({ baseUrl: mockUrl, getToken: () => token, getThemeMode: () => 'Light' });
}

/** A store with the portal's RTK Query api (every endpoint a test imported a feature's api.ts
 * for) on the real client, pointed at the mock server, as src/app/store builds it. */
export function apiStoreFor(mockUrl: string, token?: string) {
  const extra: PortalExtra = { apiClient: clientFor(mockUrl, token) };
  return configureStore({
    reducer: { [portalApi.reducerPath]: portalApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(portalApi.middleware),
  });
}
