// Test projects run by `npm test` (scripts/test.mjs picks them by name):
//   unit    - web logic and shared code in Node (MSW for the network)
//   server  - the API server through Fastify inject on a fresh database (TEST_DB=pglite|postgres)
//   stories - every Storybook story in Chromium (play functions, axe), added by the design system
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
    ],
  },
});
