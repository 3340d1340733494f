// The Pact between the web client (consumer) and the API server (provider): one file in
// contracts/pacts, written by the consumer tests and replayed against the real server by
// contracts/provider. Tests call the REAL client (createApiClient) against Pact's mock server.
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { configureStore } from '@reduxjs/toolkit';
import {
  createApiClient,
  portalApi,
  type ApiClient,
  type PortalExtra,
} from '../../../src/shared/api';

export {
  consumerName,
  demoPassword,
  liveProviderName,
  pactDir,
  providerName,
  tokens,
} from '../../parties';
import { consumerName, liveProviderName, pactDir, providerName } from '../../parties';

/** The Authorization header of a signed-in request: the consumer tests send the placeholder
 * token; the provider's verification takes the real one from the provider state's answer, which
 * names the session by its placeholder (Pact V3 `fromProviderState`, docs/contracts.md). */
export const bearer = (token: string) => ({
  authorization: MatchersV3.fromProviderState(`Bearer \${${token}}`, `Bearer ${token}`),
});

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
