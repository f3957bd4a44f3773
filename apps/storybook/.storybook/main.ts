import type { StorybookConfig } from '@storybook/react-vite';

// Stories live beside what they show: the components of @forecourt/ui and the pages of @forecourt/storefront.
const config: StorybookConfig = {
  stories: [
    '../../../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../../../packages/storefront/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js, written by `msw init public` (the package.json's "msw" field keeps it current).
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
