import { resolve } from 'node:path';
import { defineConfig, type ConfigEnv, type PluginOption, type Rolldown, type UserConfig, type UserConfigFnObject } from 'vite';
import react from '@vitejs/plugin-react';
import appConfig from '../vite.config';
import market from '../config/market.json';
import { earlyCallsModule, routeHtmlPlugin } from '../src/build/route-html-plugin';
import { buildVersion } from '../src/build/build-version';

// Builds one bench page into bench/dist (never shipped), chosen by --mode: `renderer`
// (renderer.html: the real app at /bindBank, see renderer-entry.tsx) or `handwritten`
// (handwritten.html: the same form written by hand). Each page is its own build, so each is
// chunked as it would be on its own; both are production builds without the dev API.
const root = import.meta.dirname;
const pages = ['renderer', 'handwritten'];
// The app's host-files plugin names the build from package.json at the config's root, here bench/,
// which has none (the build failed with ENOENT): the bench pages carry the project's version.
process.env.KAAGAPAY_BUILD_VERSION ??= buildVersion(resolve(root, '..'));

/**
 * The renderer page gets exactly the app's plugins (screens, reply schemas, …) and chunking as
 * `npm run build` uses them, and the links bindBank/index.html has for its route (route-html).
 */
function appBuild(env: ConfigEnv): { plugins: PluginOption[]; output: Rolldown.OutputOptions | undefined } {
  const config: UserConfig = (appConfig as UserConfigFnObject)({ ...env, mode: 'production' });
  const output = config.build?.rolldownOptions?.output ?? config.build?.rollupOptions?.output;
  const route = routeHtmlPlugin([{ html: 'renderer.html', entry: 'app', home: '/bindBank', servedAt: '/renderer.html' }], {
    earlyCalls: earlyCallsModule,
    // The bench measures the page in the default language: renderer.html has no index.<code>.html siblings.
    languages: { default: market.languages.default, choices: [] },
    messages: market.messages,
  });
  return { plugins: [...(config.plugins ?? []), route], output: Array.isArray(output) ? output[0] : output };
}

export default defineConfig((env) => {
  const { mode } = env;
  if (!pages.includes(mode)) throw new Error(`bench/vite.config.ts: --mode must be one of ${pages.join(', ')} (got "${mode}")`);
  const app = mode === 'renderer' ? appBuild(env) : { plugins: [react()], output: undefined };
  return {
    root,
    base: '/',
    plugins: app.plugins,
    build: {
      outDir: resolve(root, 'dist'),
      emptyOutDir: false,
      assetsDir: `${mode}-assets`,
      target: 'es2020',
      sourcemap: false,
      rolldownOptions: { input: resolve(root, `${mode}.html`), output: app.output },
    },
  };
});
