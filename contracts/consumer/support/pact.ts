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
  unknown: 'pact-token-unknown',
} as const;

export function createPact(): PactV4 {
  return new PactV4({ consumer: consumerName, provider: providerName, dir: pactDir, logLevel: 'warn' });
}

export function clientFor(mockUrl: string, token?: string): ApiClient {
  return createApiClient({ baseUrl: mockUrl, getToken: () => token, getThemeMode: () => 'Light' });
}
