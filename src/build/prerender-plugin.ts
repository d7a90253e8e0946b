// Node-only Vite plugin (builds only): writes each route's first screen into its HTML, so a phone
// paints the page as soon as the HTML arrives instead of after the app's scripts have come and run.
// Once the client build is written, it builds the server entry (src/app/prerender.tsx) with the same
// config, draws every route of src/build/route-html-plugin.ts's pages, in each of their languages
// (index.html, index.fil.html: src/build/language-pages.ts), with React's server renderer, and puts the
// markup into #root (marked with its route and language, for src/app/mount-app.tsx to hydrate).
// The part of the page's stylesheets its markup uses goes inline too (inlineStylesheets): the markup
// needs it to paint, and a slow network would otherwise wait a round trip per sheet before the first paint.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { PrerenderedRoute } from '../app/prerender.tsx';
import { prerenderedAttribute, prerenderedLanguageAttribute } from '../app/prerendered-route.ts';
import { wholeSheetAttribute } from '../app/whole-stylesheets.ts';
import { compiledProject } from '../compiler/compile-project.ts';
import { projectRoot } from '../compiler/1-parse/files-on-disk.ts';
import type { PageOutput } from './host-files-plugin.ts';
import { inEveryLanguage, type Languages } from './language-pages.ts';
import { routePages, staticPageAttribute, type RouteHtmlPage } from './route-html-plugin.ts';
import { usedCss } from './used-css.ts';

/** The server entry: its prerenderRoute draws one route. */
export const prerenderEntry = 'src/app/prerender.tsx';

type PrerenderRoute = (entry: string, path: string, language: string) => Promise<PrerenderedRoute>;

const emptyRoot = '<div id="root"></div>';

/** The HTML with the route's markup, drawn in `language`, in #root. */
export function withPrerenderedRoot(html: string, route: string, language: string, markup: string): string {
  if (!html.includes(emptyRoot)) throw new Error(`prerender: the page for ${route} has no empty ${emptyRoot} to draw into`);
  // "$" in the markup (₱ amounts never have one, but text may) must not act as a replacement pattern.
  return html.replace(emptyRoot, () => `<div id="root" ${prerenderedAttribute}="${route}" ${prerenderedLanguageAttribute}="${language}">${markup}</div>`);
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The page's <title> and description as the screen sets them once it runs (src/renderer/screen-view.tsx), already in the HTML. */
export function withScreenHead(html: string, { title, description }: Pick<PrerenderedRoute, 'title' | 'description'>): string {
  let out = html;
  if (title) out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`);
  if (description !== undefined) out = out.replace(/(<meta name="description" content=")[^"]*(")/, (_all, open: string, close: string) => `${open}${escapeText(description)}${close}`);
  return out;
}

const stylesheetLink = /<link rel="stylesheet"[^>]*?\shref="([^"]+)"[^>]*>/g;

/**
 * The page's own stylesheets (the entry's and its route's): the part its markup uses goes inline, as
 * one <style> where the first of them was (src/build/used-css.ts). Each link stays, disabled, so the
 * first paint waits for none of them, and marked, so the app enables them before it draws anything
 * the markup did not have (src/app/whole-stylesheets.ts); Vite's loader, which adds a chunk's
 * stylesheets when the chunk is imported, finds them there and adds no second copy. A page with
 * scripts preloads them, so they are in when the app starts; a page without the app (no module
 * script, or only a static page's own, src/build/route-html-plugin.ts) never fetches them.
 */
export function inlineStylesheets(html: string, read: (href: string) => string): string {
  const sheets: string[] = [];
  const preloads: string[] = [];
  const marked = html.replace(stylesheetLink, (link, href: string) => {
    sheets.push(read(href));
    preloads.push(`<link rel="preload" as="style" crossorigin href="${href}">`);
    return link.replace('<link ', `<link disabled ${wholeSheetAttribute} `);
  });
  if (!sheets.length) return html;
  // "</" cannot occur in a stylesheet's text outside a string; escaped anyway so nothing closes the element.
  const style = `<style data-inlined>${usedCss(sheets.join('\n'), html).replace(/<\//g, '<\\/')}</style>`;
  const scripted = [...html.matchAll(/<script type="module"[^>]*>/g)].some(([tag]) => !tag.includes(staticPageAttribute));
  const first = marked.indexOf('<link disabled ');
  return `${marked.slice(0, first)}${[style, ...(scripted ? preloads : [])].join('\n    ')}\n    ${marked.slice(first)}`;
}

export interface PrerenderOptions {
  root?: string;
  /** config/market.json languages: each route is drawn in each. */
  languages: Languages;
  /** What is told of each page as it is written and of the end (src/build/host-files-plugin.ts: compressed files, the nginx site); `pending` are the pages about to be drawn. */
  output?: (outDir: string, pending: ReadonlySet<string>) => PageOutput;
}

export function prerenderPlugin(pages: RouteHtmlPage[], { root = projectRoot, languages, output }: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  /** The files this build wrote: another build with this config (Storybook, the bench) writes none of the pages, and a page left on disk by an earlier build is not this one's. */
  let written = new Set<string>();
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      written = new Set(Object.keys(bundle));
    },
    async closeBundle() {
      // The server build below runs this config again: it must not prerender in turn.
      if (config.build.ssr || config.build.write === false) return;
      if (!pages.some((page) => written.has(page.html))) return;
      const outDir = resolve(config.root, config.build.outDir);
      const screens = compiledProject(root).manifest;
      // Another build (the bench) may not have every page.
      const toDraw = pages.flatMap((page) => inEveryLanguage(routePages(page, screens), languages).filter(({ file }) => written.has(file) && existsSync(join(outDir, file))).map((drawn) => ({ page, ...drawn })));
      // Told first, so the host's files start on the scripts and stylesheets while the pages are drawn.
      const told = output?.(outDir, new Set(toDraw.map(({ file }) => file)));
      // Inside the project, so the server build's imports of packages resolve to node_modules.
      const cache = join(root, 'node_modules', '.cache');
      mkdirSync(cache, { recursive: true });
      const serverDir = mkdtempSync(join(cache, 'prerender-'));
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          // One file: the server build is read once and thrown away, and a chunk per screen and language would be a thousand files to write, read and remove at 300 screens.
          build: { ssr: resolve(root, prerenderEntry), outDir: serverDir, emptyOutDir: true, copyPublicDir: false, rollupOptions: { input: resolve(root, prerenderEntry), output: { codeSplitting: false } } },
        });
        const { prerenderRoute } = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as { prerenderRoute: PrerenderRoute };
        const readAsset = (href: string) => readFileSync(join(outDir, href.slice(config.base.length)), 'utf8');
        const pagesDrawn: { entry: string; file: string; route: string; internal: boolean }[] = [];
        for (const { page, file, route, language, screen } of toDraw) {
          const path = join(outDir, file);
          const html = readFileSync(path, 'utf8');
          const drawn = await prerenderRoute(page.entry, route, language).catch((error: unknown) => {
            throw new Error(`prerender: ${route} in ${language} (${file}) could not be drawn at build time: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
          });
          const final = inlineStylesheets(withScreenHead(withPrerenderedRoot(html, route, language, drawn.markup), drawn), readAsset);
          writeFileSync(path, final);
          told?.page(file, final);
          // A turn of the event loop, so the compressing started above takes its next file.
          await new Promise((next) => setImmediate(next));
          if (language === languages.default) pagesDrawn.push({ entry: page.entry, file, route, internal: screen.internal });
        }
        await told?.done(pagesDrawn);
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
