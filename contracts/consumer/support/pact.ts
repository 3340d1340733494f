// The Pact between the web client (consumer) and the API server (provider): one file in
// contracts/pacts, written by the consumer tests and replayed against the real server by
// contracts/provider. Tests call the REAL client (createApiClient) against Pact's mock server.
import { fileURLToPath } from 'node:url';
import { PactV4 } from '@pact-foundation/pact';
import { createApiClient, type ApiClient } from '../../../src/shared/api';

export const pactDir = fileURLToPath(new URL('../../pacts', import.meta.url));
export const consumerName = 'merchant-portal-web';
export const providerName = 'merchant-portal-api';

/** Tokens the provider's state handlers turn into real sessions (contracts/provider). */
export const tokens = {
  mdAdministrator: 'pact-token-md-administrator',
  demoAdmin: 'pact-token-demo-md0001-admin',
  demoViewer: 'pact-token-demo-md0001-viewer',
  demoCashier: 'pact-token-demo-r00001-cashier',
  unknown: 'pact-token-unknown',
} as const;

/** The demo company of the provider state 'the demo company exists' (server/db/demo-data). */
export const demoPassword = 'Portal#2026';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function createPact(): PactV4 {
  return new PactV4({ consumer: consumerName, provider: providerName, dir: pactDir, logLevel: 'warn' });
}

export function clientFor(mockUrl: string, token?: string): ApiClient {
  return createApiClient({ baseUrl: mockUrl, getToken: () => token, getThemeMode: () => 'Light' });
}
