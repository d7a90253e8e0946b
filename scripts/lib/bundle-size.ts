// Measures a Vite build the way a phone receives it: for every route's page, the JavaScript its HTML
// makes the browser fetch before the first screen (the module scripts and modulepreloads, the entry's
// and those src/build/route-html-plugin.ts adds for the route's screen, which already name their
// static imports), each file gzipped on its own at level 9.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget of the route pages of one HTML entry (config/bundle-budgets.json). */
export interface Budget {
  label: string;
  /** The most any route page of the entry may fetch; the build fails above it. */
  maxJsKb: number;
  /** A lower goal not met yet, and what stands in the way. */
  targetKb?: number;
  why?: string;
}

export interface PageSize {
  /** dist-relative HTML file, e.g. bindBank/index.html. */
  html: string;
  /** The entry whose budget applies (a key of the budget file). */
  entry: string;
  /** dist-relative paths of the JS the page fetches before its first screen. */
  scripts: string[];
  jsKb: number;
  /** Of jsKb, what the route-html plugin added for the route's screen. */
  routeJsKb: number;
}

export interface ChunkSize {
  file: string;
  rawKb: number;
  gzipKb: number;
  /** How many route pages fetch it up front (0: loaded on demand). */
  pages: number;
}

const kb = (bytes: number) => bytes / 1000;

export function gzipKb(path: string): number {
  return kb(gzipSync(readFileSync(path), { level: 9 }).length);
}

/** A tag the route-html plugin added (src/build/route-html-plugin.ts): the screen of one route, not the entry. */
const routeLink = /\bdata-route="/;

function scriptUrls(html: string, keep: (tag: string) => boolean = () => true): string[] {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (!keep(tag)) continue;
    const isScript = tag.startsWith('<script');
    if (!isScript && !/\brel="modulepreload"/.test(tag)) continue;
    const url = (isScript ? /\bsrc="([^"]+\.js)"/ : /\bhref="([^"]+\.js)"/).exec(tag)?.[1];
    if (url) found.add(url.replace(/^\//, ''));
  }
  return [...found];
}

/** Every JS file an HTML page fetches before running anything else: module scripts and modulepreloads. */
export function pageScripts(html: string): string[] {
  return scriptUrls(html);
}

/** Of those, the ones linked for the route the page opens on. */
export function routeScripts(html: string): string[] {
  return scriptUrls(html, (tag) => routeLink.test(tag));
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/**
 * The entry an HTML file belongs to: the budget key that is the file itself or its folder's
 * index.html (promotion/index.html), else the root index.html (every <route>/index.html of the app).
 */
export function entryOf(html: string, budgets: Record<string, Budget>): string | undefined {
  if (budgets[html]) return html;
  const folder = html.split('/')[0];
  if (budgets[`${folder}/index.html`]) return `${folder}/index.html`;
  return budgets['index.html'] ? 'index.html' : undefined;
}

export function measureBuild(dist: string, budgets: Record<string, Budget>): { pages: PageSize[]; chunks: ChunkSize[] } {
  const sizes = new Map<string, number>();
  const size = (file: string) => sizes.get(file) ?? sizes.set(file, gzipKb(join(dist, file))).get(file)!;
  const sum = (list: string[]) => list.reduce((total, file) => total + size(file), 0);
  const pages = files(dist)
    .filter((path) => path.endsWith('.html'))
    .flatMap((path) => {
      const html = relative(dist, path).split('\\').join('/');
      const entry = entryOf(html, budgets);
      if (!entry) return [];
      const page = readFileSync(path, 'utf8');
      const scripts = pageScripts(page);
      return [{ html, entry, scripts, jsKb: sum(scripts), routeJsKb: sum(routeScripts(page)) }];
    })
    .sort((a, b) => b.jsKb - a.jsKb);
  const chunks = files(dist)
    .filter((path) => path.endsWith('.js') || path.endsWith('.css'))
    .map((path) => {
      const file = relative(dist, path).split('\\').join('/');
      return { file, rawKb: kb(statSync(path).size), gzipKb: gzipKb(path), pages: pages.filter((p) => p.scripts.includes(file)).length };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);
  return { pages, chunks };
}

/** One line per route page over its entry's budget, naming the page, the figure, the limit and where it is set. */
export function overBudget(pages: PageSize[], budgets: Record<string, Budget>, budgetFile: string): string[] {
  return pages.flatMap((p) => {
    const budget = budgets[p.entry];
    if (!budget || p.jsKb <= budget.maxJsKb) return [];
    return [`${p.html} (${budget.label}): fetches ${p.jsKb.toFixed(1)} kB of gzipped JS before its first screen (expected at most ${budget.maxJsKb} kB, set for ${p.entry} in ${budgetFile}); load more of it on demand`];
  });
}
