// Node-only Vite plugin (builds only): gives each route of the app an HTML file that names, in its
// <head>, every chunk and stylesheet the route's screen needs (its document, its widgets, the
// renderer), so the browser fetches them while it is still running the entry script. Without them
// those requests start only once the entry has run and the router has matched the route, which on
// a slow phone is most of a second later (npm run bench, npm run lighthouse).
//
// A data screen's page also starts the screen's calls before the entry runs (RouteHtmlOptions.earlyCalls).
//
// `/bindBank` is served from bindBank/index.html (scripts/ops/serve-production.ts and `vite preview`
// look for <path>/index.html before falling back to the entry's HTML); a page's home route gets
// the links in the entry HTML itself.
//
// A page whose screen needs no script (src/compiler/6-emit/script-needs.ts, the compiler's one
// answer) is a static page: no module script of the app, no modulepreload, no screen list, only a
// tiny script of its own (src/app/static-page.ts: the reader's language, telemetry, the session on
// its links), marked with staticPageAttribute; its stylesheets stay linked for the prerender, which
// inlines the part the markup uses and, on a page without the app, preloads none of them.
// A page whose screen needs scripts only for parts the reader uses (a tap's steps, a dialog: the
// compiler's 'on-use') is such a static page too, with what the app needs once it is used: the
// screen list the app reads, the plan of the files to load (src/app/on-use-plan.ts: the entry, its
// imports, the route's chunks and stylesheets, as data the browser does not fetch) and the market's
// network error in the page's language, for a load that fails (src/app/load-app-on-use.ts).
//
// Each page comes in every language of config/market.json (src/build/language-pages.ts): in another
// than the default, it links the screen's chunk in that language and the languages module instead of
// the default's screen chunk (src/app/screen-loader.tsx loads a screen in the page's language).
import { existsSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { pictureCrossOrigin } from '../api/api-pictures.ts';
import { earlyPlanElementId, type EarlyCallPlan, type EarlyPicture } from '../api/early-replies.ts';
import type { Screen } from '../generated/screen.ts';
import type { Market } from '../generated/market.ts';
import { projectRoot } from '../compiler/1-parse/files-on-disk.ts';
import { compiledProject } from '../compiler/compile-project.ts';
import { languagesModuleId, screenModuleId } from './screens-plugin.ts';
import type { ScreenManifestEntry } from '../compiler/6-emit/screen-manifest.ts';
import { inEveryLanguage, withPageLanguage, type Languages } from './language-pages.ts';
import { pageScreensElementId, type PageScreen } from '../app/page-screens.ts';
import { codeFile, screenModules } from '../app/screen-modules.ts';
import { pageKindOf, scriptNeedsKinds, scriptNeedsOf, type PageKind } from '../compiler/6-emit/script-needs.ts';
import { defaultEffect } from '../contract/endpoint-uses.ts';
import { readPaths, soleRead } from '../expressions/inspect.ts';
import { isChunkOf, laterStepsChunk } from './chunk-groups.ts';
import { appFailedTemplateId, appOnUseElementId, appReplacedTemplateId, type AppOnUsePlan } from '../app/on-use-plan.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export interface RouteHtmlPage {
  /** The HTML entry, relative to the build root (e.g. promotion/index.html). */
  html: string;
  /** Which screens belong to it (a screen's "entry"). */
  entry: string;
  /** The route this HTML opens on; its links go into the HTML itself. */
  home: string;
  /** Write <route>/index.html for the entry's other routes (not for hash-routed pages). */
  routeFiles?: boolean;
  /** Where the host serves this HTML when not at its home route (the bench's /renderer.html): the home screen's early calls start there. */
  servedAt?: string;
  /** Its routes are in the address's hash (the landing, CONTRACT "Entries and history"): its early calls read the route and query there. */
  hashRoutes?: boolean;
}

/** The module a data screen's page runs first (RouteHtmlOptions.earlyCalls). */
export const earlyCallsModule = 'src/app/early-calls.ts';

/** The module a static page runs instead of the app (src/app/static-page.ts). */
export const staticPageModule = 'src/app/static-page-main.ts';

/** The modal and drawer code a screen with dialogs loads once it is shown, or at once when a dialog opens (src/renderer/lazy-dialogs.tsx). */
export const dialogHostModule = 'src/renderer/dialog-host.tsx';

/** What a static page's script loads on a page that loads the app on use (src/app/static-page.ts): a chunk of its own, named in the plan, linked up front on such a page. */
export const onUseModule = 'src/app/load-app-on-use.ts';

/** The attribute of a static page's own script: the page has no app (the prerender preloads no whole stylesheet for it, scripts/perf/bundle-budgets.ts names it). */
export const staticPageAttribute = 'data-static-page';

/**
 * The entry's HTML without the app: its module scripts and modulepreload links go; the static
 * page's own script comes before </head>, with its imports linked beside it (else the browser
 * asks for them only once the script has come: a second round trip, which Lighthouse's simulated
 * largest paint counted on the site's home, 1.25 s against 0.94 for a page whose largest paint is
 * text). Its stylesheets stay (src/build/prerender-plugin.ts).
 */
export function withoutApp(html: string, script: string, imports: readonly string[] = []): string {
  const bare = html.replace(/[ \t]*<script type="module"[^>]*><\/script>\n?/g, '').replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '');
  if (!bare.includes('</head>')) throw new Error('route-html: the entry HTML has no </head> to put the static page script before');
  const tags = [`<script type="module" crossorigin src="${script}" ${staticPageAttribute}></script>`, ...imports.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)];
  return bare.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

/** What an app page of this entry fetches as it starts (its module script, modulepreloads and stylesheets), entry first. */
export function appFilesOf(html: string): { entry: string; files: string[] } {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('route-html: the entry HTML has no module script to load on use');
  const linked = [...html.matchAll(/<link rel="(?:modulepreload|stylesheet)"[^>]*\shref="([^"]+)"/g)].map((match) => match[1] as string);
  return { entry, files: [entry, ...linked] };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The market's texts a page that loads the app on use may tell, in the page's language. */
export type OnUseTexts = Pick<Market['messages'], 'networkError' | 'newVersion' | 'reload'>;

/**
 * What a page that loads the app on use carries for it (src/app/load-app-on-use.ts): the plan as a
 * JSON data block (never run, never fetched from), the toast told when the load fails, and the notice
 * told instead when the site now serves a newer release (the app's looks, whose rules the prerender
 * inlines as the templates' classes are in the page).
 */
export function appOnUseTags(plan: AppOnUsePlan, texts: OnUseTexts): string[] {
  return [
    `<script type="application/json" id="${appOnUseElementId}">${JSON.stringify(plan).replace(/</g, '\\u003c')}</script>`,
    `<template id="${appFailedTemplateId}"><div class="toast-layer" role="alert"><div class="toast toast-fail">${escapeHtml(texts.networkError)}</div></div></template>`,
    `<template id="${appReplacedTemplateId}"><div class="release-notice" role="alert"><span>${escapeHtml(texts.newVersion)}</span><button type="button">${escapeHtml(texts.reload)}</button></div></template>`,
  ];
}

/** A route that maps onto a directory name; anything else keeps the entry's HTML. */
const plainRoute = /^(\/[A-Za-z0-9_-]+)+$/;

/**
 * The HTML file of each route of a page, relative to the build root: the page's own HTML for its
 * home route, <route>/index.html for its other plain routes (when it has route files). The prerender
 * step (src/build/prerender-plugin.ts) fills the same files.
 */
export function routePages<S extends Pick<ScreenManifestEntry, 'entry' | 'routes'>>(page: RouteHtmlPage, screens: readonly S[]): { file: string; screen: S; route: string }[] {
  return screens
    .filter((screen) => screen.entry === page.entry)
    .flatMap((screen) =>
      screen.routes.flatMap((route) => {
        if (route === page.home) return [{ file: page.html, screen, route }];
        return page.routeFiles && plainRoute.test(route) ? [{ file: `${route.slice(1)}/index.html`, screen, route }] : [];
      }),
    );
}

/** Every file a chunk pulls in by static import, and the stylesheets Vite attached to them (the peer benchmark's page links them too: bench/peers/slot-build.ts). */
export function closure(bundle: OutputBundle, start: OutputChunk[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    const css = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss;
    css?.forEach((file) => styles.add(file));
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  start.forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}

/** The href of every script and link the HTML already has. */
function linkedFiles(html: string, base: string): Set<string> {
  const found = new Set<string>();
  for (const match of html.matchAll(/\s(?:src|href)="([^"]+)"/g)) {
    const url = match[1] as string;
    if (url.startsWith(base)) found.add(url.slice(base.length));
  }
  return found;
}

/**
 * What a route page's early-calls script needs of its screen to start the screen's data calls
 * (src/app/early-calls.ts): the parts of the document that screenSources reads. Nothing for a
 * screen that calls no endpoint on opening.
 *
 * A screen without data sources whose onLoad opens with a call that only reads (the landing's
 * channel template, which its banner waits for) has that call started the same way: in the plan it
 * is a data source of its own, named after the step, with the step's params. The app's step takes
 * the reply over as a data source does (the same request). Only that first step: the ones after it
 * may read what it saved. Not on a screen with data sources either: those close the early replies
 * once their data is in, before onLoad runs, so the app's step would ask again.
 */
export function earlyCallPlan(document: Screen, paths: string[], options: { hashRoutes?: boolean } = {}): EarlyCallPlan | undefined {
  const opening = document.data === undefined ? openingStepSource(document) : undefined;
  const data = document.data ?? opening?.data;
  const names = Object.values(data ?? {}).flatMap((source) => (source.endpoint === undefined ? [] : [source.endpoint]));
  if (!names.length) return undefined;
  const endpoints = Object.fromEntries(names.flatMap((name) => (document.endpoints?.[name] ? [[name, document.endpoints[name]]] : [])));
  const found = opening?.pictures ?? Object.entries(document.data ?? {}).flatMap(([name, source]) => (source.endpoint === undefined ? [] : earlyPictures(document.body, ['data', name], name)));
  const pictures = found.length ? { pictures: found } : {};
  return { id: document.id, query: document.query, state: document.state, data, endpoints, paths, ...(options.hashRoutes ? { hashRoutes: true } : {}), ...pictures };
}

/**
 * The screen's onLoad's first step as a data source, when it is a call that only reads and its
 * params are written out (not paramsFrom), with the pictures drawn straight from what it saves.
 */
function openingStepSource(document: Screen): { data: NonNullable<Screen['data']>; pictures: EarlyPicture[] } | undefined {
  const first = document.onLoad?.[0];
  if (first?.type !== 'call' || first.paramsFrom !== undefined) return undefined;
  const endpoint = document.endpoints?.[first.endpoint];
  if (!endpoint || defaultEffect(endpoint) !== 'read') return undefined;
  const name = `onLoad_${first.endpoint}`;
  return {
    data: { [name]: { endpoint: first.endpoint, blocking: true, ...(first.params === undefined ? {} : { params: first.params }) } },
    pictures: first.saveAs === undefined ? [] : earlyPictures(document.body, ['state', first.saveAs], name),
  };
}

/**
 * The picture blocks marked priority (the screen's largest picture, fetched first: an image's src,
 * a banner's image) whose address reads nothing but the reply that sits at `at` in the screen's
 * scope (["state", "template"] for the step that saves its reply as template, ["data", "order"] for
 * a data source): the early-calls script evaluates each address on the reply as soon as it is in
 * and fetches the picture, so on a slow phone it travels while the app starts instead of after the
 * app has drawn it. An image whose src reads one value ("{state.template.banner}", as the compiler
 * writes it: {"var": "state.template.banner"}) is also shown in the place the build's page holds
 * for it (`slot`: src/widgets/image/image.tsx marks that place). An address that reads anything
 * else (the query, the market, another source) is left to the app.
 */
export function earlyPictures(blocks: unknown, at: string[], source: string): EarlyPicture[] {
  const saved = at.join('.');
  const found: EarlyPicture[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (value === null || typeof value !== 'object') return;
    const block = value as { type?: unknown; priority?: unknown; src?: unknown; image?: unknown };
    const src = block.priority !== true ? undefined : block.type === 'image' ? block.src : block.type === 'banner' ? block.image : undefined;
    const reads = src === undefined ? [] : readPaths(src);
    if (reads.length && reads.every((path) => path.startsWith(`${saved}.`))) {
      const slot = block.type === 'image' ? soleRead(src) : undefined;
      const crossOrigin = pictureCrossOrigin(src);
      found.push({ source, at, src, ...(slot === undefined ? {} : { slot }), ...(crossOrigin && { crossOrigin }) });
    }
    Object.values(value).forEach(walk);
  };
  walk(blocks);
  return found;
}

/** The plan as a JSON data block (never run, so the security policy's script-src does not apply), then the script that reads it. */
function earlyCallTags(plan: object, script: string, route: string): string[] {
  // "<" escaped: no text in the plan can close the element.
  const json = JSON.stringify(plan).replace(/</g, '\\u003c');
  return [
    `<script type="application/json" id="${earlyPlanElementId}">${json}</script>`,
    `<script type="module" crossorigin src="${script}" data-route="${route}"></script>`,
  ];
}

/** The route's screens as a JSON data block (src/app/screen-index.ts reads it; never run, so the security policy's script-src does not apply). */
function pageScreens(screens: PageScreen[]): string {
  // "<" escaped: no text in it can close the element.
  return `<script type="application/json" id="${pageScreensElementId}">${JSON.stringify(screens).replace(/</g, '\\u003c')}</script>`;
}

/** data-route marks the links as the route's, for scripts/perf/bundle-budgets.ts (which prints them apart from the entry's). */
export function withLinks(html: string, base: string, route: string, files: { scripts: string[]; styles: string[] }, early: string[] = []): string {
  const present = linkedFiles(html, base);
  const tags = [
    ...files.styles.filter((f) => !present.has(f)).map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}" data-route="${route}">`),
    ...files.scripts.filter((f) => !present.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}" data-route="${route}">`),
  ];
  if (!html.includes('</head>')) throw new Error('route-html: the entry HTML has no </head> to put the route links before');
  const linked = html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
  if (!early.length) return linked;
  // Module scripts run in the order the page lists them: the early calls go before the entry, whose
  // evaluation and first render would otherwise come first (at 4x CPU over a second on a data screen).
  const entry = linked.indexOf('<script type="module"');
  if (entry < 0) throw new Error('route-html: the entry HTML has no module script to put the early calls before');
  return `${linked.slice(0, entry)}${early.join('\n    ')}\n    ${linked.slice(entry)}`;
}

/**
 * The page's largest up-front script (the chunk that starts the app: React DOM and the first screen's
 * parts, about 90 kB of a data page's 125) is asked for before every other file, ahead of the small
 * scripts and of the module scripts the page runs. Over HTTP/1.1 a browser has six connections to the
 * host; the files it asks for later wait for one to free up, and the largest download is the one the
 * first screen waits on last. In document order it came after five smaller scripts and the
 * stylesheets: Lighthouse's simulation of HTTP/1.1 started it at 963 ms and ended it last, first it
 * starts at 653 (scripts/perf/lcp-chain.ts --only /repaymentDelay; LCP 2.10 → 1.90 s). With the line
 * throttled for real (npm run lighthouse -- --applied) the order changed nothing measurable. Its
 * link goes before the head's first script, after the security policy's meta, which covers what
 * follows it.
 */
export function withLargestScriptFirst(html: string, sizeOf: (href: string) => number): string {
  let largest: RegExpMatchArray | undefined;
  for (const link of html.matchAll(/[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\n?/g)) {
    if (largest === undefined || sizeOf(link[1] as string) > sizeOf(largest[1] as string)) largest = link;
  }
  if (largest === undefined) return html;
  const without = html.replace(largest[0], '');
  const head = without.indexOf('</head>');
  const firstScript = without.indexOf('<script');
  if (firstScript < 0 || (head >= 0 && firstScript > head)) return html;
  return `${without.slice(0, firstScript)}${largest[0].trim()}\n    ${without.slice(firstScript)}`;
}

export interface RouteHtmlOptions {
  root?: string;
  /** The languages to write each page in: config/market.json languages (no other choices: the default's page alone). */
  languages: Languages;
  /**
   * The module each data screen's page runs first to start its data calls (src/app/early-calls.ts),
   * built as a chunk of its own; undefined for builds whose API is not there yet when the page
   * loads (the dev-API build's mock service worker starts with the app).
   */
  earlyCalls?: string;
  /** The module a static page runs instead of the app (staticPageModule); undefined: every page has the app. */
  staticPage?: string;

  /** The default language's market messages (config/market.json): a page that loads the app on use tells a failed load with networkError, or newVersion and reload. */
  messages: OnUseTexts;
}

export function routeHtmlPlugin(pages: RouteHtmlPage[], { root = projectRoot, earlyCalls, staticPage, languages, messages }: RouteHtmlOptions): Plugin {
  let base = '/';
  let earlyChunk: string | undefined;
  let staticChunk: string | undefined;
  let onUseChunk: string | undefined;
  return {
    name: 'route-html',
    buildStart() {
      if (earlyCalls && this.meta.watchMode === false) earlyChunk = this.emitFile({ type: 'chunk', id: resolve(root, earlyCalls), name: 'early-calls' });
      if (staticPage && this.meta.watchMode === false) {
        staticChunk = this.emitFile({ type: 'chunk', id: resolve(root, staticPage), name: 'static-page' });
        // Imported by URL (the plan's), so the static script carries no bundler loader for it; its exports kept for that import.
        onUseChunk = this.emitFile({ type: 'chunk', id: resolve(root, onUseModule), name: 'load-app-on-use', preserveSignature: 'exports-only' });
      }
    },
    // `vite preview` (the end-to-end tests' server) serves <route>/index.html as a host would;
    // its own fallback would answer every path with the entry's HTML.
    configurePreviewServer(preview) {
      const outDir = resolve(preview.config.root, preview.config.build.outDir);
      preview.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (plainRoute.test(url.pathname) && existsSync(join(outDir, url.pathname, 'index.html'))) req.url = `${url.pathname}/index.html${url.search}`;
        next();
      });
    },
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunkOf = new Map<string, OutputChunk>();
        for (const item of Object.values(bundle)) {
          // By every module in it: a module that the early-calls chunk imports too sits in a shared chunk it does not name.
          // A virtual module (the languages module) keeps its id: it has no path in the project.
          if (item.type === 'chunk') for (const id of item.moduleIds) chunkOf.set(id.startsWith('\0') ? id : posix.relative(root, id.split('\\').join('/')), item);
        }
        const need = (module: string, screen: ScreenManifestEntry): OutputChunk => {
          const chunk = chunkOf.get(module);
          if (!chunk) throw new Error(`route-html: ${screen.file} needs ${module}, but the build has no chunk for it (expected a dynamic import of it, see src/app/screen-loader.tsx and src/widgets/registry.ts)`);
          return chunk;
        };
        const { documents, languages: translated, manifest: screens, schemas } = compiledProject(root);
        const byId = new Map(screens.map((s) => [s.id, s]));
        /** The documents the screen's page shows (screenModules: its own). */
        const documentsOf = (screen: ScreenManifestEntry) => screenModules(screen).flatMap((module) => (module.kind === 'document' ? (byId.get(module.screen) ?? []) : []));
        const kinds = scriptNeedsKinds(schemas);
        const emittedStatic = staticChunk === undefined ? undefined : bundle[this.getFileName(staticChunk)];
        /** How the screen's page ships, by what the documents it shows need (the same answer as npm run script-needs); every page has the app in a build without static pages. */
        const kindOf = (screen: ScreenManifestEntry): PageKind => (emittedStatic?.type === 'chunk' ? pageKindOf(documentsOf(screen).map((shown) => scriptNeedsOf(documents.get(shown.path) ?? {}, kinds))) : 'app');
        for (const page of pages) {
          const source = bundle[page.html];
          // Another build (Storybook, the bench) may not have this page.
          if (source?.type !== 'asset') continue;
          // <route>/index.html sits one level down: only an absolute base reaches the assets from there.
          if (!base.startsWith('/')) throw new Error(`route-html: base "${base}" is relative; route pages need an absolute base such as "/" (vite.config.ts)`);
          const html = String(source.source);
          const emitted = earlyChunk === undefined ? undefined : bundle[this.getFileName(earlyChunk)];
          const early = emitted?.type === 'chunk' ? emitted : undefined;
          /** A script's size by its address in the page (0 for one the build did not make). */
          const sizeOf = (href: string) => {
            const item = href.startsWith(base) ? bundle[href.slice(base.length)] : undefined;
            return item?.type === 'chunk' ? item.code.length : 0;
          };
          const pageFor = (screen: ScreenManifestEntry, route: string, language: string) => {
            const kind = kindOf(screen);
            const shown = documentsOf(screen);
            const named = pageScreens(shown.map(({ path, ...meta }) => ({ ...meta, entry: meta.entry as PageScreen['entry'], language, module: `${base}${screenChunk(path, language, screen).fileName}` })));
            const inPageLanguage = language === languages.default ? html : withPageLanguage(html, language, translated.get(language)?.messages.loading);
            if (emittedStatic?.type === 'chunk' && kind !== 'app') {
              // Only the screen's stylesheets (the prerender inlines what the markup uses from them): no script of the app.
              const links = linksFor(screen, language, []);
              const page = withLinks(inPageLanguage, base, route, { scripts: [], styles: links.styles });
              const staticScript = `${base}${emittedStatic.fileName}`;
              const staticImports = closure(bundle, [emittedStatic]).scripts.flatMap((file) => (file === emittedStatic.fileName ? [] : [`${base}${file}`]));
              if (kind === 'static') return withoutApp(page, staticScript, staticImports);
              // What an app page of the route would fetch as it starts, fetched only once a part is used.
              const app = appFilesOf(html);
              const loader = `${base}${onUseChunk === undefined ? need(onUseModule, screen).fileName : this.getFileName(onUseChunk)}`;
              // The tap that brings the app on a screen with dialogs most likely opens one: their host comes with the rest, not after it.
              const hasDialogs = shown.some((one) => Object.keys((documents.get(one.path) as { dialogs?: object } | undefined)?.dialogs ?? {}).length > 0);
              const dialogHost = hasDialogs ? closure(bundle, [need(dialogHostModule, screen)]) : { scripts: [], styles: [] };
              // The tap is then done again by the app: a step of a kind the app fetches once drawn (src/actions/registry.ts laterHandlers) would wait for it.
              const laterSteps = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk' && isChunkOf(laterStepsChunk, item.fileName));
              const routeFiles = [...links.scripts, ...links.styles, ...dialogHost.scripts, ...dialogHost.styles, ...closure(bundle, laterSteps).scripts].map((file) => `${base}${file}`);
              const plan: AppOnUsePlan = { loader, entry: app.entry, files: [...new Set([...app.files, ...routeFiles])] };
              const inLanguage = language === languages.default ? undefined : translated.get(language)?.messages;
              const texts: OnUseTexts = { networkError: inLanguage?.networkError ?? messages.networkError, newVersion: inLanguage?.newVersion ?? messages.newVersion, reload: inLanguage?.reload ?? messages.reload };
              // The static script's part for this moment, which it imports on such a page: fetched beside it.
              const onUse = `<link rel="modulepreload" crossorigin href="${loader}">`;
              return withoutApp(page.replace('</head>', `  ${[named, ...appOnUseTags(plan, texts)].join('\n    ')}\n  </head>`), staticScript, staticImports).replace('</head>', `  ${onUse}\n  </head>`);
            }
            const inLanguage = inPageLanguage.replace('</head>', `  ${named}\n  </head>`);
            return withLargestScriptFirst(appPage(screen, route, language, inLanguage), sizeOf);
          };
          /** An app page: the route's links, and the early calls of a data screen. */
          const appPage = (screen: ScreenManifestEntry, route: string, language: string, inLanguage: string) => {
            const paths = [route === page.home ? (page.servedAt ?? route) : route];
            const plan = early && earlyCallPlan(documents.get(screen.path) as unknown as Screen, paths, { hashRoutes: page.hashRoutes });
            if (!early || !plan) return withLinks(inLanguage, base, route, linksFor(screen, language, []));
            const links = linksFor(screen, language, [early]);
            // The early script itself comes as a script tag, its imports as links.
            links.scripts = links.scripts.filter((file) => file !== early.fileName);
            const linked = new Set([...linkedFiles(inLanguage, base), ...links.scripts, early.fileName]);
            const routeScripts = page.hashRoutes ? otherRouteScripts(screen, language, linked) : {};
            const withRoutes = Object.keys(routeScripts).length ? { ...plan, routeScripts } : plan;
            const replyScripts = replyScriptsOf(plan, linked, screen);
            const withReplies = replyScripts.length ? { ...withRoutes, replyScripts } : withRoutes;
            return withLinks(inLanguage, base, route, links, earlyCallTags(withReplies, `${base}${early.fileName}`, route));
          };
          /** The chunks of the validators of the plan's replies that the page does not link (EarlyCallPlan.replyScripts). */
          const replyScriptsOf = (plan: EarlyCallPlan, linked: Set<string>, screen: ScreenManifestEntry): string[] => {
            const replies = [...new Set(Object.values(plan.endpoints ?? {}).flatMap((endpoint) => (endpoint.reply === undefined ? [] : [endpoint.reply])))];
            const chunks = replies.map((name) => need(`\0virtual:reply-schema/${name}`, screen));
            return closure(bundle, chunks).scripts.filter((file) => !linked.has(file)).map((file) => `${base}${file}`);
          };
          /** On a page whose routes are in the hash: by each other route of its entry, the scripts its screen loads that the page does not link (EarlyCallPlan.routeScripts). */
          const otherRouteScripts = (home: ScreenManifestEntry, language: string, linked: Set<string>): Record<string, string[]> =>
            Object.fromEntries(
              screens
                .filter((other) => other.entry === page.entry && other !== home)
                .flatMap((other) => {
                  const scripts = linksFor(other, language, []).scripts.filter((file) => !linked.has(file)).map((file) => `${base}${file}`);
                  return scripts.length ? other.routes.map((route) => [route, scripts] as const) : [];
                }),
            );
          // A screen in another language loads through the languages module (virtual:languages), which comes first.
          const screenChunk = (path: string, language: string, screen: ScreenManifestEntry) =>
            need(posix.relative(root, screenModuleId(path, language === languages.default ? undefined : language)), screen);
          // What src/app/screen-loader.tsx loadScreen loads for the screen: the same list.
          const linksFor = (screen: ScreenManifestEntry, language: string, first: OutputChunk[]) =>
            closure(bundle, [
              ...first,
              ...(language === languages.default ? [] : [need(languagesModuleId, screen)]),
              ...screenModules(screen).flatMap((module) => {
                if (module.kind !== 'document') return [need(codeFile(module), screen)];
                const shown = byId.get(module.screen);
                return shown ? [screenChunk(shown.path, language, screen)] : [];
              }),
            ]);
          for (const { file, screen, route, language } of inEveryLanguage(routePages(page, screens), languages)) {
            if (file === page.html) source.source = pageFor(screen, route, language);
            else this.emitFile({ type: 'asset', fileName: file, source: pageFor(screen, route, language) });
          }
        }
      },
    },
  };
}
