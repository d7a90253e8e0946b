import { resolve } from 'node:path';
import { defineConfig, type ConfigEnv, type PluginOption, type UserConfig, type UserConfigFnObject } from 'vite';
import react from '@vitejs/plugin-react';
import appConfig from '../vite.config';

// Builds one bench page into bench/dist (never shipped), chosen by --mode: `renderer`
// (renderer.html: the real app at /bindBank, see renderer-entry.tsx) or `handwritten`
// (handwritten.html: the same form written by hand). Each page is its own build, so each is
// chunked as it would be on its own; both are production builds without the dev API.
const root = import.meta.dirname;
const pages = ['renderer', 'handwritten'];

/** The renderer page gets exactly the app's plugins (screens, reply schemas, …) as `npm run build` uses them. */
function appPlugins(env: ConfigEnv): PluginOption[] {
  const config: UserConfig = (appConfig as UserConfigFnObject)({ ...env, mode: 'production' });
  return config.plugins ?? [];
}

export default defineConfig((env) => {
  const { mode } = env;
  if (!pages.includes(mode)) throw new Error(`bench/vite.config.ts: --mode must be one of ${pages.join(', ')} (got "${mode}")`);
  return {
    root,
    base: '/',
    plugins: mode === 'renderer' ? appPlugins(env) : [react()],
    build: {
      outDir: resolve(root, 'dist'),
      emptyOutDir: false,
      assetsDir: `${mode}-assets`,
      target: 'es2020',
      sourcemap: false,
      rollupOptions: { input: resolve(root, `${mode}.html`) },
    },
  };
});
