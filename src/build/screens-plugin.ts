// Node-only Vite plugin: validates screens/ and serves them as `virtual:screens`, a manifest
// whose documents load on demand (one chunk per screen). Problems fail the build; the dev server
// keeps serving (src/build/preview-problems.ts) and shows them in its overlay, in the same
// one-line format as npm run validate.
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { projectRoot } from '../compiler/1-parse/files-on-disk.ts';
import { compiledProject, type CompiledProject } from '../compiler/compile-project.ts';
import { catalogueFile } from '../compiler/1-parse/catalogues.ts';
import { withoutAuthorNotes } from '../compiler/6-emit/author-notes.ts';
import { withoutDevOnlyBlocks } from '../compiler/6-emit/dev-only-blocks.ts';
import { reportInPreview } from './preview-problems.ts';
import { replyChecksCode } from './reply-schemas-plugin.ts';

const virtualId = 'virtual:screens';
const resolvedId = `\0${virtualId}`;
/**
 * One entry's screens (and the not-found screen): `virtual:screens/promotion`. The landing lists its
 * few screens up front; the app looks its screens up in the whole manifest, loaded when a page first
 * needs a screen its HTML did not name (src/app/screen-index.ts), so no page carries the others.
 */
const entryPrefix = `${virtualId}/`;
/** The screen every entry shows for an address it has no screen for. */
const notFoundScreenId = 'not-found';

/** Screens load as `<file>.json?screen`, so a bare `.json` id stays free for other tools (Storybook). */
const screenQuery = '?screen';
/** A screen in another language than the default: `<file>.json?screen&lang=fil`. */
const languageQuery = /^\?screen&lang=([a-z]+)$/;

/** The module id a screen document loads as (its chunk's facade in the build), in the default language unless given another. */
export function screenModuleId(path: string, language?: string): string {
  return language ? `${path}${screenQuery}&lang=${language}` : path + screenQuery;
}

/**
 * What only a reader of another language than the default needs before the first screen: the
 * market's messages in it. Its own chunk, so a page in the default language carries none of it.
 */
const languagesId = 'virtual:languages';

/** The languages module's id in the build (src/build/route-html-plugin.ts links its chunk on a page in another language). */
export const languagesModuleId = `\0${languagesId}`;

/**
 * A compiled document as the page loads it: without what only its authors read, and in production
 * builds without the blocks only the dev API shows (the peer benchmark builds its page's document
 * in this shape too: bench/peers/slot-build.ts).
 */
export function pageDocument(document: Record<string, unknown>, dropDevOnlyBlocks: boolean): Record<string, unknown> {
  const page = withoutAuthorNotes(document);
  return dropDevOnlyBlocks ? withoutDevOnlyBlocks(page) : page;
}

/** src/api/reply-check.ts, which a document's module tells the validators of its endpoints (the real project's, whatever root the screens come from). */
const replyCheckModule = join(import.meta.dirname, '../api/reply-check.ts');

/**
 * A screen document's module: the document, and the validators of the replies its endpoints name
 * made loadable, so that a new endpoint's validator is known to the pages that call it and to no
 * chunk every page loads (issue 62).
 */
export function documentModule(document: Record<string, unknown>): string {
  return `${replyChecksOf(document)}export default ${JSON.stringify(document)};\n`;
}

/** The lines of a module that make the validators of this document's replies loadable (none without endpoints). */
export function replyChecksOf(document: Record<string, unknown>): string {
  const endpoints = Object.values((document.endpoints ?? {}) as Record<string, { reply?: unknown }>);
  const replies = [...new Set(endpoints.flatMap((endpoint) => (typeof endpoint.reply === 'string' ? [endpoint.reply] : [])))].sort();
  return replies.length ? `import { addReplyChecks } from ${JSON.stringify(replyCheckModule)};\naddReplyChecks(${replyChecksCode(replies)});\n` : '';
}

/** The modules this plugin builds from the compiled project, stale when any document or catalogue changes. */
function isCompiledModule(id: string): boolean {
  return id.startsWith(resolvedId) || id === languagesModuleId || /\.json\?screen(&|$)/.test(id);
}

export interface ScreensPluginOptions {
  root?: string;
  /** Leave broken screens out of the manifest instead of failing (Storybook shows their problems). */
  skipBroken?: boolean;
  /** Production builds: leave out the blocks only the dev API shows (src/compiler/6-emit/dev-only-blocks.ts). */
  dropDevOnlyBlocks?: boolean;
  /** Fail on any problem when served too, as a build does (the unit tests: what they render is what ships). */
  strict?: boolean;
}

export function screensPlugin({ root = projectRoot, skipBroken = false, dropDevOnlyBlocks = false, strict = false }: ScreensPluginOptions = {}): Plugin {
  // The dev server that shows the problems while it keeps serving; none in a build or when strict.
  let preview: ViteDevServer | undefined;
  // One compilation of the whole project per change, shared with the other plugins (src/compiler/compile-project.ts):
  // every screen module reads its compiled document from it.
  let checked: CompiledProject | undefined;
  const project = () => (checked ??= compiledProject(root));
  return {
    name: 'screens',
    configureServer(dev) {
      if (!strict) preview = dev;
      const reload = (path: string) => {
        if (!/\/(screens|schemas|config|locales)\/.*\.json$/.test(path.split('\\').join('/'))) return;
        checked = undefined;
        // Every module built from the compilation, the screen documents included: a screen's module
        // also holds its catalogue's texts, so an edit to locales/fil.json alone must rebuild it.
        for (const mod of [...dev.moduleGraph.idToModuleMap.values()]) if (mod.id && isCompiledModule(mod.id)) dev.moduleGraph.invalidateModule(mod);
        dev.ws.send({ type: 'full-reload' });
      };
      dev.watcher.on('change', reload);
      dev.watcher.on('add', reload);
      dev.watcher.on('unlink', reload);
      // A reloaded page reuses the manifest module already served, so each page that connects hears the problems again.
      if (!strict) dev.ws.on('connection', () => reportInPreview(dev, project().problems));
    },
    resolveId(id) {
      return id === virtualId || id === languagesId || id.startsWith(entryPrefix) ? `\0${id}` : undefined;
    },
    load(id) {
      const query = /\.json(\?screen.*)$/.exec(id);
      if (query) {
        const path = id.slice(0, -query[1]!.length);
        const language = languageQuery.exec(query[1]!)?.[1];
        this.addWatchFile(path);
        if (language) this.addWatchFile(join(root, catalogueFile(language)));
        const document = (language ? project().languages.get(language)?.documents : project().documents)?.get(path);
        if (!document) throw new Error(`${path} has problems (run npm run validate)`);
        return documentModule(pageDocument(document, dropDevOnlyBlocks));
      }
      if (id === languagesModuleId) {
        const languages = [...project().languages].map(([code, { messages }]) => {
          this.addWatchFile(join(root, catalogueFile(code)));
          return `${JSON.stringify(code)}: { messages: ${JSON.stringify(messages)} }`;
        });
        return `export const languages = {\n${languages.join(',\n')}\n};\n`;
      }
      const entry = id.startsWith(`\0${entryPrefix}`) ? id.slice(`\0${entryPrefix}`.length) : undefined;
      if (id !== resolvedId && entry === undefined) return undefined;
      const { problems, lines } = project();
      if (preview) reportInPreview(preview, problems);
      else if (lines.length && !skipBroken) throw new Error(`${lines.length} problem(s) in screen documents:\n${lines.join('\n')}`);
      const manifest = project().manifest.filter((screen) => entry === undefined || screen.entry === entry || screen.id === notFoundScreenId);
      for (const { path } of manifest) this.addWatchFile(path);
      // One chunk per screen and language: a page fetches its screen in its reader's language only.
      const other = [...project().languages.keys()];
      const entries = manifest.map(({ path, ...meta }) => {
        const inOther = other.map((code) => `${JSON.stringify(code)}: () => import(${JSON.stringify(screenModuleId(path, code))})`);
        return `  { ...${JSON.stringify(meta)}, load: (l) => (({ ${inOther.join(', ')} })[l] ?? (() => import(${JSON.stringify(screenModuleId(path))})))().then((m) => m.default) }`;
      });
      return `export const screens = [\n${entries.join(',\n')}\n];\nexport const screenById = (id) => screens.find((screen) => screen.id === id);\n`;
    },
  };
}
