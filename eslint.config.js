// ESLint for the whole repository (npm run lint; a step of npm test). Besides the usual
// correctness rules it holds the layering of STYLE.md: core folders use no React, actions never
// reach the renderer, the renderer reaches widgets only through the registry, only the app's entry
// (and Storybook) reach the dev API, shipped code never reaches the build-time compiler, the
// compiler never reaches the Vite plugins that run it, shipped code imports only its own layer and
// those below (`layers`), and no module imports itself round a circle, type-only imports included
// (scripts/lib/import-circle-rule.ts says why import-x/no-cycle alone let circles through).
// The rules follow every module reference: import, `export … from` and import(). The order of the
// compiler's own stages is held by src/compiler/stages.test.ts.
import js from '@eslint/js';
import { join } from 'node:path';
import { defineConfig, globalIgnores, includeIgnoreFile } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noImportCircle } from './scripts/lib/import-circle-rule.ts';

/** Folders that are plain TypeScript: no React, Mantine or React bindings of TanStack. */
const core = ['api', 'bridge', 'expressions', 'compiler', 'lib', 'dev-api', 'telemetry', 'contract'];

/** Folders that must not reach the dev API (the app's entry and Storybook choose to). */
const noDevApi = ['actions', 'api', 'bridge', 'expressions', 'lib', 'renderer', 'widgets', 'compiler', 'telemetry', 'contract'];

/**
 * Folders whose code can end up in the production bundle, a borrower's phone. Build tools (build,
 * compiler, contract), the dev API, Storybook and tests are not shipped.
 */
const shipped = ['actions', 'api', 'app', 'bridge', 'expressions', 'i18n', 'lib', 'renderer', 'telemetry', 'widgets'];

/** Which folder may import which, by resolved file (so `export … from` and import() count too). */
const layerZones = [
  {
    target: 'src/actions',
    from: ['src/renderer', 'src/widgets'],
    message: 'Actions never import the renderer or widgets; they reach the screen through the services they are given.',
  },
  {
    target: 'src/renderer',
    from: 'src/widgets',
    except: ['./registry.ts'],
    message: 'The renderer reaches widgets only through src/widgets/registry.ts.',
  },
  {
    target: 'src/compiler',
    from: 'src/build',
    message: 'The compiler never imports the Vite plugins that run it (src/build/); a plugin reads the compiled project (docs/compiler.md).',
  },
];

/**
 * Shipped folders from the lowest layer up (STYLE.md: "Layers import downward only"). A folder may
 * import its own layer and those below, never one above: core pieces stay usable without the UI, and
 * the UI without the app that assembles it. Tests may reach up (they assemble what they test).
 */
const layers = [['lib', 'generated'], ['expressions', 'i18n', 'bridge', 'telemetry'], ['api'], ['actions'], ['renderer'], ['widgets'], ['app']];

/** One zone per lower folder and higher folder, but for the pairs layerZones already words (renderer → widgets but the registry). */
const upwardZones = layers.flatMap((layer, rank) =>
  layer.flatMap((folder) =>
    layers
      .slice(rank + 1)
      .flat()
      .filter((higher) => !layerZones.some((zone) => zone.target === `src/${folder}` && [zone.from].flat().includes(`src/${higher}`)))
      .map((higher) => ({
        target: `src/${folder}`,
        from: `src/${higher}`,
        message: `src/${folder} is a lower layer than src/${higher} (eslint.config.js layers: ${layers.map((l) => l.join('/')).join(' < ')}): move what both need down into src/${folder} or a layer below, or pass it in from above.`,
      })),
  ),
);

const compilerZone = {
  target: shipped.map((folder) => `src/${folder}`),
  from: 'src/compiler',
  message: 'Shipped code never imports the build-time compiler (src/compiler/, docs/compiler.md): screens reach the page compiled, through virtual:screens. What the page and the compiler share belongs in src/lib or src/expressions.',
};

const devApiZone = {
  target: noDevApi.map((folder) => `src/${folder}`),
  from: 'src/dev-api',
  message: 'Only the app entry and Storybook start the dev API; a production build must not contain it.',
};

const studioZone = {
  target: shipped.map((folder) => `src/${folder}`),
  from: 'src/studio',
  message: 'The studio (src/studio/, issue 66) is the dev server\'s alone: shipped code never imports it (scripts/perf/bundle-budgets.ts checks dist/ has none of it).',
};

const react = `Core folders (${core.map((folder) => `src/${folder}`).join(', ')}) are plain TypeScript, with no React, Mantine or TanStack's React bindings (STYLE.md, "Core without React"); UI belongs in src/renderer or src/widgets.`;

// A leading underscore names what is kept only for its place (a mock's typed parameters);
// a rest sibling leaves out the keys it names.
const unusedVars = { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true };

export default defineConfig(
  // What git ignores (builds: dist*, storybook-static, bench/dist; test-results; node_modules), and
  // the generated types, which typegen writes and typegen:check holds.
  includeIgnoreFile(join(import.meta.dirname, '.gitignore')),
  globalIgnores(['dist*/', 'storybook-static/', 'src/generated/']),
  {
    files: ['**/*.{ts,tsx,js}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, local: { rules: { 'no-import-circle': noImportCircle } } },
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      // The cycle rule parses each imported module; without these it skips TypeScript files.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', unusedVars],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/no-import-circle': 'error',
    },
  },
  {
    // Hooks rules wherever React can run: not the core folders (React is refused there, and the
    // dev API's test helper useDevApiServer is a Vitest set-up, not a hook) nor the end-to-end
    // tests, which drive Chromium from Node (useBrowser likewise).
    files: ['**/*.{ts,tsx}'],
    ignores: [...core.map((folder) => `src/${folder}/**`), 'tests/e2e/**'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: core.map((folder) => `src/${folder}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^react(-[^/]+)?(/.*)?$', message: react },
            { regex: '^@mantine/', message: react },
            { regex: '^@tanstack/react-', message: react },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // react-hook-form's context changes with the form's state (mounted, submitting), and each block
    // reading it renders again each time: every field of the bank form twice on mount.
    files: ['src/renderer/**/*.{ts,tsx}', 'src/widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hook-form',
              importNames: ['useFormContext', 'FormProvider'],
              message: "Blocks take the screen's form from the runtime (useRuntime().form, src/renderer/runtime-context.ts), whose identity never changes.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests start the dev API to answer the calls of what they render, and compile the expressions
    // they render with; shipped code does neither.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...upwardZones, devApiZone, compilerZone, studioZone] }] },
  },
);
