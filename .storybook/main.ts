// Storybook 10 (react-vite). Stories live in stories/, mirroring src/; foundations are MDX.
// msw-storybook-addon is used through its CSF 3 loader in preview.tsx (no preset needed).
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // public/ holds mockServiceWorker.js (npx msw init public --save).
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
