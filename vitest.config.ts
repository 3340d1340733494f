// Test projects run by `npm test` (scripts/test.mjs picks them by name):
//   unit    - web logic and shared code in Node (MSW for the network)
//   server  - the API server through Fastify inject on a fresh database (TEST_DB=pglite|postgres)
//   stories - every Storybook story in Chromium (play functions, axe), added by the design system
//   pact-consumer - the real client against the Pact mock server; writes contracts/pacts
//   pact-provider - every pact replayed against the real server on a fresh database
//   e2e     - whole journeys in Debian Chromium against the started portal (tests/e2e)
//   cluster - three compiled portal instances on one PostgreSQL behind HAProxy (tests/cluster, #36)
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY } from '@storybook/addon-vitest/constants';

declare module 'vitest' {
  interface ProvidedContext {
    [STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY]: Record<string, unknown>;
  }
}

/**
 * `stories`: every story in Chromium (Debian's, never a downloaded one), once per mode. The two
 * browser instances share one Vite server; each pins the Storybook `mode` global through the
 * value @storybook/addon-vitest reads for its initial globals (the same value its
 * `storybookTest({ initialGlobals })` option sets). After each story .storybook/vitest.setup.ts
 * compares a screenshot with the baseline in stories/__screenshots__/.
 */
const storyModes = ['light', 'dark'] as const;
const stories: TestProjectInlineConfiguration = {
  plugins: [storybookTest({ configDir: '.storybook' })],
  // No error overlay: one story that fails to compile must not cover (and fail) every other.
  server: { hmr: { overlay: false } },
  test: {
    name: 'stories',
    // One page per browser instance for every story file (no fresh iframe, and no fresh module
    // graph, per file): the preview, MSW and the design system load once instead of 136 times,
    // which was half of the stage (setup 426 s of 901 s). Stories keep no state between them:
    // each renders into a fresh root with its own store, handlers and globals.
    isolate: false,
    setupFiles: ['.storybook/vitest.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      // The team's port range on shared machines (the next free one is taken when busy).
      api: { port: 18310 },
      provider: playwright({
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      }),
      instances: storyModes.map((mode) => ({
        browser: 'chromium' as const,
        name: `stories:${mode}`,
        provide: { [STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY]: { mode } },
      })),
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Tolerant of anti-aliasing and sub-pixel text differences, not of changed colours.
          comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
          resolveScreenshotPath: ({ root, testFileDirectory, testFileName, arg, browserName, platform, ext }) =>
            `${root}/stories/__screenshots__/${testFileDirectory.replace(/^stories\/?/, '')}/${testFileName}/${arg}-${browserName}-${platform}${ext}`,
        },
      },
    },
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Files share their worker's modules (no fresh module graph per file): the suites keep
          // no module state between files, and the server's imports (Fastify, ajv over the whole
          // contract) then load once per worker instead of once per file: a third of the time.
          isolate: false,
          include: ['tests/web/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          isolate: false, // as unit above
          include: ['tests/server/**/*.test.ts'],
          setupFiles: ['tests/support/install-test-keys.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'pact-consumer',
          environment: 'node',
          include: ['contracts/consumer/**/*.pact.test.ts'],
          globalSetup: ['contracts/consumer/support/clear-pacts.ts'],
          fileParallelism: false,
          // A new mock server per interaction on a random port: a socket of the previous one
          // can rarely be reused by fetch and reset (seen once in CI); one retry absorbs it.
          retry: 1,
          env: { PACT_DO_NOT_TRACK: 'true' },
        },
      },
      {
        test: {
          name: 'pact-provider',
          environment: 'node',
          include: ['contracts/provider/**/*.test.ts'],
          setupFiles: ['tests/support/install-test-keys.ts'],
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
          setupFiles: ['tests/support/install-test-keys.ts'],
          testTimeout: 60_000,
          // Journeys share two cores with Chromium and the portal: one retry absorbs a page that
          // took longer than its wait under load; a journey that fails twice fails.
          retry: 1,
          hookTimeout: 200_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.cluster.test.ts'],
          globalSetup: ['tests/cluster/support/global-setup.ts'],
          setupFiles: ['tests/support/install-test-keys.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      stories,
    ],
  },
});
