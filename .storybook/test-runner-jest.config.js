// Jest configuration of @storybook/test-runner (`npm run test-storybook`, docs/qa.md), made with
// `npx test-storybook --eject` and moved here (the runner looks for test-runner-jest* in the
// Storybook config dir). Over the runner's defaults: Debian's Chromium (no browser download) and
// a JUnit report on every run. The hooks (the story's viewport) are in ./test-runner.ts.
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // Every run writes test-results/test-storybook/junit.xml (test-results/ is ignored by git and
  // emptied by `npm test`); JEST_JUNIT_OUTPUT_DIR / JEST_JUNIT_OUTPUT_NAME move it.
  reporters: [
    'default',
    [
      'jest-junit',
      {
        outputDirectory: process.env.JEST_JUNIT_OUTPUT_DIR ?? '<rootDir>/test-results/test-storybook',
        outputName: process.env.JEST_JUNIT_OUTPUT_NAME ?? 'junit.xml',
      },
    ],
  ],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      launchOptions: {
        // Debian's Chromium, as the vitest `stories` and `e2e` projects use (CHROMIUM_PATH to
        // point elsewhere on a QA machine).
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      },
    },
  },
};
