// Node-only: what the peer benchmark's build of the project slot (./slot/, impls/project in the
// harness) needs beside the harness's own settings. The harness's scripts/project-build.mjs is
// ./project-build.mjs, which loads this module with Vite's runnerImport; ./slot.test.ts reads it too.
//
// - The page's document: the compiler runs in Node only, so the build compiles the bench screen
//   for one field of each kind with the project's compiler (checkScreens, then the page's shape:
//   src/build/screens-plugin.ts pageDocument) and hands it to the page as virtual:peer-bench-screen,
//   with what the compiler's manifest says of it (src/compiler/6-emit/screen-manifest.ts: widgets,
//   data, mobile numbers). The page writes its N fields over that sample (./slot/screen.ts).
// - virtual:screens and virtual:languages: the slot's stand-ins (./slot/screens.ts, languages.ts).
// - virtual:reply-schemas and Mantine's per-component stylesheets: the project's own plugins.
// - Chunks: the app's groups (src/build/chunk-groups.ts), so the page fetches the files an app page does.
// - The route's links: what an app route page links (src/build/route-html-plugin.ts): the chunks
//   src/app/screen-modules.ts names for the screen (its renderer and widgets; its document is built
//   in the page), with every chunk they import and their stylesheets, so the browser fetches them
//   while the entry runs instead of after the router has matched the route.
import { join, posix } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import type { ScreenMeta } from 'virtual:screens';
import type { Screen } from '../../src/generated/screen.ts';
import type { FieldDef, FieldKind } from '@peers/shared/workload';
import { checkScreens } from '../../src/compiler/compile-screens.ts';
import { loadMarket, loadSchemaFiles } from '../../src/compiler/1-parse/files-on-disk.ts';
import { screenManifest } from '../../src/compiler/6-emit/screen-manifest.ts';
import { formatProblem } from '../../src/lib/problem.ts';
import { pageDocument, replyChecksOf } from '../../src/build/screens-plugin.ts';
import { closure, withLinks } from '../../src/build/route-html-plugin.ts';
import { mantineStylesPlugin } from '../../src/build/mantine-styles-plugin.ts';
import { replySchemasPlugin } from '../../src/build/reply-schemas-plugin.ts';
import { chunkGroups } from '../../src/build/chunk-groups.ts';
import { codeFile, screenModules } from '../../src/app/screen-modules.ts';
import { allWidgetTypes } from '../../src/widgets/registry.ts';
import { ROUTE, SCREEN_ID, writtenScreen, type CompiledSample } from './slot/screen.ts';

/** The harness's shared/workload.ts, as far as the build reads it. */
export interface Workload {
  makeFields(n: number): FieldDef[];
  KINDS: readonly FieldKind[];
}

/** The bench screen compiled for these fields, as a page loads it, and what the manifest lists of it. */
export interface CompiledBenchScreen {
  screen: Screen;
  meta: Omit<ScreenMeta, 'load'>;
}

/**
 * The bench screen of these fields through the project's compiler, as the app's build compiles a
 * file of screens/ (stages 1 to 6 in the default language) and gives it to the page; any problem
 * the compiler finds throws, one line each, as npm run validate prints them.
 */
export function compileBenchScreen(projectDir: string, fields: readonly FieldDef[]): CompiledBenchScreen {
  // The path problems name: the screen's id is its file's name, as in screens/.
  const file = `bench/peers/slot/${SCREEN_ID}.json`;
  const schemas = loadSchemaFiles(projectDir);
  const { problems, documents } = checkScreens([{ file, text: JSON.stringify(writtenScreen(fields), null, 2) }], schemas, loadMarket(projectDir).sessionParams);
  const compiled = documents.get(file);
  if (problems.length || !compiled) throw new Error(`the peer benchmark's screen has problems:\n${problems.map(formatProblem).join('\n')}`);
  const [entry] = screenManifest([{ path: file, file }], documents, new Set(), schemas);
  if (!entry) throw new Error(`${file}: the compiler's manifest left the screen out`);
  const { path: _path, ...meta } = entry;
  return { screen: pageDocument(compiled, true) as unknown as Screen, meta: meta as Omit<ScreenMeta, 'load'> };
}

/** The compiled sample the page builds its document from: one field of each kind, in the workload's order. */
export function compileSample(projectDir: string, workload: Workload): CompiledBenchScreen & { sample: CompiledSample } {
  const fields = workload.makeFields(workload.KINDS.length);
  const compiled = compileBenchScreen(projectDir, fields);
  return { ...compiled, sample: { kinds: fields.map((field) => field.kind), screen: compiled.screen } };
}

const sampleId = 'virtual:peer-bench-screen';

/** virtual:peer-bench-screen: the compiled sample and its manifest entry (./slot/virtual-modules.d.ts), its reply checks added. */
function samplePlugin({ sample, meta }: ReturnType<typeof compileSample>): Plugin {
  return {
    name: 'peer-bench-screen',
    resolveId: (id) => (id === sampleId ? `\0${sampleId}` : undefined),
    load(id) {
      if (id !== `\0${sampleId}`) return undefined;
      // The validators of the screen's replies made loadable, as a screen document's module does in the app's build.
      return `${replyChecksOf(sample.screen as unknown as Record<string, unknown>)}export const meta = ${JSON.stringify(meta)};\nexport const sample = ${JSON.stringify(sample)};\n`;
    },
  };
}

/** The links of the bench screen's route in the page's HTML, as route-html-plugin writes them for an app route. */
function routeLinksPlugin(projectDir: string, meta: CompiledBenchScreen['meta']): Plugin {
  let base = '/';
  return {
    name: 'peer-bench-route-links',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunkOf = new Map<string, Rolldown.OutputChunk>();
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk') for (const id of item.moduleIds) chunkOf.set(posix.relative(projectDir, id.split('\\').join('/')), item);
        }
        const start = screenModules(meta).flatMap((module) => {
          // The document is built in the page: it has no chunk.
          if (module.kind === 'document') return [];
          const chunk = chunkOf.get(codeFile(module));
          if (!chunk) throw new Error(`peer bench route links: no chunk holds ${codeFile(module)} (src/app/screen-modules.ts codeFile names it; expected a dynamic import of it, see src/app/screen-loader.tsx and src/widgets/registry.ts)`);
          return [chunk];
        });
        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error('peer bench route links: index.html is not in the bundle');
        html.source = withLinks(String(html.source), base, ROUTE, closure(bundle, start));
      },
    },
  };
}

/**
 * What the bench page's one screen cannot reach, by the project file that holds it, with why. The
 * harness counts every file a build emits (its README, "JS gzip"), and the app's generic code names
 * by import() what any screen may need: every widget of the registry, the list of every reply check
 * (for stories and tests), the query cache and the dialogs for screens with data or dialogs, the
 * mobile-number reader, the router for a move to another route. Built as the app builds them, they
 * were 130 of the 272 kB gzip the harness counted for the page (issue 64), though the page never
 * fetches one. Each is given a module that throws with this reason, so a page that did reach one
 * would say so instead of failing quietly.
 */
export function unreachable(meta: CompiledBenchScreen['meta']): Map<string, string> {
  const out = new Map<string, string>();
  for (const type of allWidgetTypes) {
    if (!meta.widgets.includes(type)) out.set(codeFile({ kind: 'widget', type }), `the screen draws no ${type} block`);
  }
  if (!meta.data) out.set(codeFile({ kind: 'data-view' }), 'the screen loads no data');
  if (!Object.keys(meta.dialogs).length) out.set('src/renderer/dialog-host.tsx', 'the screen has no dialogs');
  if (!meta.mobileNumbers) out.set('src/lib/mobile-number.ts', 'the screen reads no mobile number');
  out.set('src/app/router.tsx', 'the page has one route, so nothing moves to another (src/app/app-screens.tsx loads the router at the first move)');
  out.set('\0virtual:reply-schemas', "the screen's own reply checks are added as it loads (virtual:peer-bench-screen), so the list of every one is never asked for");
  return out;
}

const unreachablePrefix = '\0peer-bench-unreachable:';

/** The modules `unreachable` names, each built as one line that throws its reason. */
function unreachablePlugin(projectDir: string, meta: CompiledBenchScreen['meta']): Plugin {
  const reasons = unreachable(meta);
  return {
    name: 'peer-bench-unreachable',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(unreachablePrefix)) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return undefined;
      const id = resolved.id.startsWith('\0') ? resolved.id : posix.relative(projectDir, resolved.id.split('\\').join('/'));
      return reasons.has(id) ? unreachablePrefix + id : undefined;
    },
    load(id) {
      if (!id.startsWith(unreachablePrefix)) return undefined;
      const file = id.slice(unreachablePrefix.length);
      return `throw new Error(${JSON.stringify(`${file.replace('\0', '')} is not in the peer bench's page: ${reasons.get(file)} (bench/peers/slot-build.ts unreachable)`)});\n`;
    },
  };
}

/**
 * BENCH_ONE_CHUNK=1: the slot built as the harness builds the peers, in one script and one
 * stylesheet, without the app's chunks or the route's links: what the page's 12 files cost beside
 * the renderer itself (issue 44). The measured build is the app's split.
 */
const oneChunk = process.env.BENCH_ONE_CHUNK === '1';

/**
 * The app's chunk groups (vite.config.ts build.rollupOptions.output), and quiet about the one
 * warning the slot causes on purpose: main.tsx imports ./screens.ts (virtual:screens) to hand it the
 * document, so the app's import() of the manifest finds it in the entry chunk, as an app page finds
 * its screen named in its HTML (src/app/screen-index.ts), instead of fetching it once the app runs.
 */
function appBuildOptionsPlugin(implDir: string): Plugin {
  const manifest = join(implDir, 'screens.ts');
  return {
    name: 'peer-bench-app-build-options',
    config: () => ({
      build: {
        // BENCH_SOURCEMAP=1: maps beside the bench build, and the code left unminified so that its
        // lines tell one statement from another, for bench/peers/profile-mount.ts --functions (where
        // the mount's time goes in a file); the measured build has neither.
        ...(process.env.BENCH_SOURCEMAP === '1' ? { sourcemap: true, minify: false } : {}),
        rolldownOptions: {
          output: oneChunk ? { codeSplitting: false } : { codeSplitting: { groups: chunkGroups } },
          onLog(level, log, handler) {
            if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.id === manifest) return;
            handler(level, log);
          },
        },
      },
    }),
  };
}

export interface SlotBuildOptions {
  /** The project checkout (PROJECT_DIR). */
  projectDir: string;
  /** The slot's folder in the harness (impls/project). */
  implDir: string;
  /** The harness's folder (its scripts/impls.mjs ROOT). */
  harnessDir: string;
  workload: Workload;
}

/** The plugins and aliases the harness adds to its build of the slot (scripts/build.mjs `extra`). */
export function slotBuildConfig({ projectDir, implDir, harnessDir, workload }: SlotBuildOptions): { plugins: Plugin[]; alias: Record<string, string> } {
  const compiled = compileSample(projectDir, workload);
  return {
    plugins: [unreachablePlugin(projectDir, compiled.meta), mantineStylesPlugin(), replySchemasPlugin({ root: projectDir }), samplePlugin(compiled), appBuildOptionsPlugin(implDir), ...(oneChunk ? [] : [routeLinksPlugin(projectDir, compiled.meta)])],
    alias: {
      'virtual:screens': join(implDir, 'screens.ts'),
      'virtual:languages': join(implDir, 'languages.ts'),
      // The harness's shared modules by one name from the slot and from this repository (bench/tsconfig.json).
      '@peers': harnessDir,
      // A package the slot imports itself and the harness does not install: the project's copy, the one its router uses.
      '@tanstack/history': join(projectDir, 'node_modules/@tanstack/history'),
    },
  };
}
