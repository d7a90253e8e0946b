import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import { screensPlugin } from '../src/build/screens-plugin';
import { replySchemasPlugin } from '../src/build/reply-schemas-plugin';
import { createStoryTools } from './screen-stories';
import { backendContractPlugin } from '../src/contract/vite-plugin';

const { screenIndexer, widgetIndexer, storiesPlugin } = createStoryTools();

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // Screens and widgets come straight from their JSON files: adding a screen adds its stories.
  stories: ['../screens/*.json', '../schemas/widgets/*.json', '../src/**/*.stories.@(ts|tsx)'],
  experimental_indexers: async (existing) => [screenIndexer, widgetIndexer, ...(existing ?? [])],
  // MSW's worker script, so stories get the same dev API as `npm run dev`.
  staticDirs: [{ from: '../node_modules/msw/lib', to: '/' }, '../public'],
  core: { disableTelemetry: true },
  async viteFinal(config) {
    // A broken screen must not take Storybook down: the app's manifest leaves it out, and its
    // story shows the validator's lines instead.
    const plugins = (config.plugins ?? []).flat(Infinity as 1) as PluginOption[];
    const kept = plugins.filter((p) => !(p && typeof p === 'object' && 'name' in p && p.name === 'screens'));
    // Stories talk to the dev API (preview.tsx), as dev-API builds do: they show the same
    // developer notes (the host-app bridge's, src/app/router.tsx) in the built Storybook too.
    const define = { ...config.define, 'import.meta.env.VITE_DEV_API': JSON.stringify('true') };
    return { ...config, define, plugins: [...kept, screensPlugin({ skipBroken: true }), replySchemasPlugin(), storiesPlugin(), backendContractPlugin()] };
  },
};

export default config;
