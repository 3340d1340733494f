// Test projects run by `npm test` (scripts/test.mjs picks them by name):
//   unit    - web logic and shared code in Node (MSW for the network)
//   server  - the API server through Fastify inject on a fresh database (TEST_DB=pglite|postgres)
//   stories - every Storybook story in Chromium (play functions, axe), added by the design system
//   pact-consumer - the real client against the Pact mock server; writes contracts/pacts
//   pact-provider - every pact replayed against the real server on a fresh database
//   e2e     - whole journeys in Debian Chromium against the started portal (tests/e2e)
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/web/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'pact-consumer',
          environment: 'node',
          include: ['contracts/consumer/**/*.pact.test.ts'],
          fileParallelism: false,
          env: { PACT_DO_NOT_TRACK: 'true' },
        },
      },
      {
        test: {
          name: 'pact-provider',
          environment: 'node',
          include: ['contracts/provider/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          env: { PACT_DO_NOT_TRACK: 'true' },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 200_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
