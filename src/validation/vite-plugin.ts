// Node-only Vite plugin: validates screens/ and serves them as `virtual:screens`, a manifest
// whose documents load on demand (one chunk per screen). Problems fail the build and show in
// the dev server's overlay, in the same one-line format as npm run validate.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { listScreenFiles, loadSchemaFiles, projectRoot, readScreenSource } from './files-on-disk';
import { checkProject, type CheckedProject } from './check-project';
import { blockKindsOf, screenNeedsOf, type WidgetWalkDocument } from './screen-widgets';
import { withoutAuthorNotes } from './author-notes';
import { withoutDevOnlyBlocks } from './dev-only-blocks';

const virtualId = 'virtual:screens';
const resolvedId = `\0${virtualId}`;

/** Screens load as `<file>.json?screen`, so a bare `.json` id stays free for other tools (Storybook). */
const screenQuery = '?screen';

/** The module id a screen document loads as (its chunk's facade in the build). */
export function screenModuleId(path: string): string {
  return path + screenQuery;
}

export interface ScreenManifestEntry {
  path: string;
  file: string;
  id: string;
  entry: string;
  routes: string[];
  /** The block types the screen renders, so its route loads only that widget code. */
  widgets: string[];
  /** The ids of the screens it includes (transitively): their documents load with it. */
  includes: string[];
  /** It reads mobile numbers: the reader (src/lib/mobile-number.ts) loads and is preloaded with it. */
  mobileNumbers: boolean;
  /** It loads data (endpoints or storage): the data view (src/renderer/data-screen-view.tsx) loads with it. */
  data: boolean;
}

/** What `virtual:screens` lists of each screen (documents in `skip`, the broken ones, left out). */
export function readScreenManifest(root: string, skip: ReadonlySet<string> = new Set(), documents = checkProject(root).documents): ScreenManifestEntry[] {
  const blockKinds = blockKindsOf(loadSchemaFiles(root)['block.json']);
  const parsed = listScreenFiles(root).flatMap((path) => {
    const file = readScreenSource(path, root).file;
    const document = documents.get(path);
    if (skip.has(file) || !document) return [];
    return [{ path, file, document: document as WidgetWalkDocument & { entry?: string; routes: string[] } }];
  });
  const byId = new Map(parsed.map(({ document }) => [document.id, document]));
  return parsed.map(({ path, file, document }) => ({
    path,
    file,
    id: document.id,
    entry: document.entry ?? 'app',
    routes: document.routes,
    ...screenNeedsOf(document, blockKinds, byId),
    data: Object.keys((document.data as object | undefined) ?? {}).length > 0,
  }));
}

/** Example replies are the dev API's (virtual:declared-endpoints), not the page's: the borrower never downloads them. */
export function withoutExampleReplies(document: Record<string, unknown>): Record<string, unknown> {
  const endpoints = document.endpoints as Record<string, Record<string, unknown>> | undefined;
  if (!endpoints || !Object.values(endpoints).some((e) => 'examples' in e)) return document;
  return { ...document, endpoints: Object.fromEntries(Object.entries(endpoints).map(([name, { examples: _examples, ...endpoint }]) => [name, endpoint])) };
}

export interface ScreensPluginOptions {
  root?: string;
  /** Leave broken screens out of the manifest instead of failing (Storybook shows their problems). */
  skipBroken?: boolean;
  /** Production builds: leave out the blocks only the dev API shows (src/validation/dev-only-blocks.ts). */
  dropDevOnlyBlocks?: boolean;
}

export function screensPlugin({ root = projectRoot, skipBroken = false, dropDevOnlyBlocks = false }: ScreensPluginOptions = {}): Plugin {
  let server: ViteDevServer | undefined;
  // One check of the whole project per change: every screen module reads its compiled document from it.
  let checked: CheckedProject | undefined;
  const project = () => (checked ??= checkProject(root));
  return {
    name: 'screens',
    configureServer(dev) {
      server = dev;
      const reload = (path: string) => {
        if (!/\/(screens|schemas|config)\/.*\.json$/.test(path.split('\\').join('/'))) return;
        checked = undefined;
        const mod = dev.moduleGraph.getModuleById(resolvedId);
        if (mod) dev.moduleGraph.invalidateModule(mod);
        dev.ws.send({ type: 'full-reload' });
      };
      dev.watcher.on('change', reload);
      dev.watcher.on('add', reload);
      dev.watcher.on('unlink', reload);
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id.endsWith(`.json${screenQuery}`)) {
        const path = id.slice(0, -screenQuery.length);
        this.addWatchFile(path);
        const document = project().documents.get(path);
        if (!document) throw new Error(`${path} has problems (run npm run validate)`);
        const page = withoutAuthorNotes(withoutExampleReplies(document));
        return `export default ${JSON.stringify(dropDevOnlyBlocks ? withoutDevOnlyBlocks(page) : page)};`;
      }
      if (id !== resolvedId) return undefined;
      const { lines, brokenFiles, documents } = project();
      if (lines.length && !skipBroken) {
        const message = `${lines.length} problem(s) in screen documents:\n${lines.join('\n')}`;
        if (server) server.config.logger.error(message);
        throw new Error(message);
      }
      const manifest = readScreenManifest(root, brokenFiles, documents);
      for (const { path } of manifest) this.addWatchFile(path);
      const entries = manifest.map(({ path, ...meta }) =>
        `  { ...${JSON.stringify(meta)}, load: () => import(${JSON.stringify(screenModuleId(path))}).then((m) => m.default) }`,
      );
      return `export const screens = [\n${entries.join(',\n')}\n];\nexport const screenById = (id) => screens.find((screen) => screen.id === id);\n`;
    },
  };
}

/** Serves (dev) or emits (dev-API builds) MSW's worker script; production builds never get it. */
export function devApiWorkerPlugin(enabled: boolean): Plugin {
  const workerPath = join(projectRoot, 'node_modules/msw/lib/mockServiceWorker.js');
  return {
    name: 'dev-api-worker',
    configureServer(dev) {
      if (!enabled) return;
      dev.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(workerPath));
      });
    },
    configurePreviewServer(preview) {
      if (!enabled) return;
      preview.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(workerPath));
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(workerPath, 'utf8') });
    },
  };
}
