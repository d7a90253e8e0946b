import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  // MSW's worker script, so stories get the same dev API as `npm run dev`.
  staticDirs: [{ from: '../node_modules/msw/lib', to: '/' }],
  core: { disableTelemetry: true },
};

export default config;
