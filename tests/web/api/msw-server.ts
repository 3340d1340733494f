// The MSW server and client factory shared by the API client tests.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../../../src/shared/api';

export const BASE_URL = 'http://portal.test';

export const server = setupServer();

/** Starts the MSW server for the calling test file; unknown calls fail the test. */
export function useMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export function testClient(options: ApiClientOptions = {}) {
  return createApiClient({ baseUrl: BASE_URL, getToken: () => 'token-123', ...options });
}

export const url = (path: string) => `${BASE_URL}${path}`;
