import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { screensPlugin } from './src/build/screens-plugin.ts';
import { devApiWorkerPlugin } from './src/build/dev-api-worker-plugin.ts';
import { declaredEndpointsPlugin } from './src/dev-api/declared-endpoints-plugin.ts';
import { telemetryDevPlugin } from './src/dev-api/telemetry-plugin.ts';
import { devTelemetry } from './src/dev-api/telemetry.ts';
import { mantineStylesPlugin } from './src/build/mantine-styles-plugin.ts';
import { replySchemasPlugin } from './src/build/reply-schemas-plugin.ts';
import { securityPolicyPlugin } from './src/app/security-policy-plugin.ts';
import { earlyCallsModule, routeHtmlPlugin, staticPageModule } from './src/build/route-html-plugin.ts';
import { hostFiles, hostFilesPlugin } from './src/build/host-files-plugin.ts';
import { bootIndicatorPlugin } from './src/build/boot-indicator-plugin.ts';
import { inlineIconPlugin } from './src/build/inline-icon-plugin.ts';
import { marketModulePlugin } from './src/build/market-module-plugin.ts';
import { prerenderPlugin } from './src/build/prerender-plugin.ts';
import { setAsideOutDirPlugin } from './src/build/set-aside-out-dir-plugin.ts';
import { chunkFileName, chunkGroups, isAppStartModule } from './src/build/chunk-groups.ts';
import { loadedPreloads } from './src/build/loaded-preloads.ts';
import { nodeVersionPlugin } from './src/build/node-version.ts';
import { backendContractPlugin } from './src/contract/vite-plugin.ts';
import { studioPlugin } from './src/studio/server/studio-plugin.ts';
import { brandColours, brandShade } from './src/app/brand.ts';
import market from './config/market.json' with { type: 'json' };
import packageJson from './package.json' with { type: 'json' };

// Modes: `production` (npm run build) talks to the real /stations and contains no mock code;
// `devapi` (npm run dev, the end-to-end build) starts the dev API in a service worker.
// Two HTML entries (CONTRACT "Entries and history"): the borrower app and company site at /,
// and the promotion landing at /promotion/ with its own, small bundle.
const pages = [
  { html: 'index.html', entry: 'app', home: '/', routeFiles: true },
  { html: 'promotion/index.html', entry: 'promotion', home: '/', hashRoutes: true },
];

// A lazy import preloads only what its importer has not already loaded (src/build/loaded-preloads.ts).
const preloads = loadedPreloads();

export default defineConfig(({ mode }) => ({
  plugins: [nodeVersionPlugin(packageJson.engines.node), react(), marketModulePlugin(), setAsideOutDirPlugin(), preloads.plugin, mantineStylesPlugin(), screensPlugin({ dropDevOnlyBlocks: mode !== 'devapi' }), replySchemasPlugin(), devApiWorkerPlugin(mode === 'devapi'), declaredEndpointsPlugin(), securityPolicyPlugin(),
    // In dev, every page view reports to the dev server itself (src/dev-api/telemetry-plugin.ts, docs/dev-api.md).
    hostFilesPlugin({ devTelemetry: mode === 'devapi' ? devTelemetry : undefined }), mode === 'devapi' && telemetryDevPlugin(),
    // The /stations contract the screens declare (dist/openapi.json, /openapi.html in dev).
    backendContractPlugin(),
    // The screen studio at /__studio (issue 66, docs/new-screen.md): the dev server's alone, no build has it.
    studioPlugin(),
    inlineIconPlugin(resolve(import.meta.dirname, 'public')),
    bootIndicatorPlugin({ label: market.messages.loading, colour: brandColours[brandShade] }),
    routeHtmlPlugin(pages, { earlyCalls: mode === 'devapi' ? undefined : earlyCallsModule, staticPage: staticPageModule, languages: market.languages, messages: market.messages }),
    prerenderPlugin(pages, { languages: market.languages, output: (outDir, pending) => hostFiles(outDir, pending, import.meta.dirname) }),
  ],
  build: {
    target: 'es2020',
    sourcemap: false,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        promotion: resolve(import.meta.dirname, 'promotion/index.html'),
      },
      output: { codeSplitting: { groups: chunkGroups }, chunkFileNames: chunkFileName },
      // The prerender's closeBundle is most of the build's time by design; Rolldown's note on it after
      // every build says nothing a reader can act on (docs/performance.md measures the build instead).
      checks: { bundlerTimings: false },
      // The app's start chunk holds the screen view on purpose (src/build/chunk-groups.ts
      // appStartModules, issue 44), so the screen loader's import() of it splits nothing, as
      // Rolldown warns on every build; the same warning for any other module still shows.
      onwarn(warning, warn) {
        if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && warning.id && isAppStartModule(warning.id)) return;
        warn(warning);
      },
    },
  },
  // Every package a page imports, lazily loaded ones included, pre-bundled on start. Vite keeps its
  // pre-bundle until this config or the lockfile changes, so a package first imported since would be
  // found only when a page loads it, re-bundled, and the open page's next import would fail ("504
  // Outdated Optimize Dep") until a reload. src/build/dev-server-deps.test.ts fails when one is missing.
  // jsep is the studio's (/__studio works out a text's catalogue key as the compiler does, issue 66).
  optimizeDeps: {
    include: ['@mantine/core', '@tanstack/history', '@tanstack/react-query', '@tanstack/react-router', 'compressorjs', 'dayjs', 'dayjs/locale/tl-ph', 'jsep', 'json-logic-js', 'libphonenumber-js/core', 'msw', 'msw/browser', 'react', 'react-dom', 'react-dom/client', 'react-hook-form', 'web-vitals/attribution'],
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
}));
