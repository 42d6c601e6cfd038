import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Telemetry calls home (there is no internet here) and roughly doubles build time.
  core: { disableTelemetry: true },
  // vite.config.ts (React, vanilla-extract, aliases) is merged in by Storybook itself.
};

export default config;
