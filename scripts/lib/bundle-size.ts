// Measures a Vite build the way a phone receives it: per HTML entry, the JavaScript the page asks
// for before any screen loads (its module script and modulepreloads), each file gzipped on its own.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Budget {
  label: string;
  initialJsKb: number;
  /** A lower goal not met yet, and what stands in the way. */
  targetKb?: number;
  why?: string;
}

export interface EntrySize {
  html: string;
  label: string;
  /** dist-relative paths of the JS the entry loads up front. */
  initial: string[];
  initialJsKb: number;
  /** JS of the screen the page opens on (route-html links), outside the budget: it is the screen's, not the entry's. */
  routeJsKb: number;
  budgetKb: number;
  targetKb?: number;
  why?: string;
}

export interface ChunkSize {
  file: string;
  rawKb: number;
  gzipKb: number;
  /** The entries that load it up front (empty: loaded on demand). */
  initialIn: string[];
}

const kb = (bytes: number) => bytes / 1000;

export function gzipKb(path: string): number {
  return kb(gzipSync(readFileSync(path), { level: 9 }).length);
}

/** A tag the route-html plugin added (src/build/route-html-plugin.ts): the screen of one route, not the entry. */
const routeLink = /\bdata-route="/;

function scriptUrls(html: string, keep: (tag: string) => boolean): string[] {
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

/** The JS files an HTML page loads before running anything else: the entry's module script and modulepreloads. */
export function initialScripts(html: string): string[] {
  return scriptUrls(html, (tag) => !routeLink.test(tag));
}

/** The JS of the route the page opens on, linked by the route-html plugin (fetched alongside the entry). */
export function routeScripts(html: string): string[] {
  return scriptUrls(html, (tag) => routeLink.test(tag));
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

export function measureBuild(dist: string, budgets: Record<string, Budget>): { entries: EntrySize[]; chunks: ChunkSize[] } {
  const entries = Object.entries(budgets).map(([html, budget]) => {
    const page = readFileSync(join(dist, html), 'utf8');
    const initial = initialScripts(page);
    const sum = (list: string[]) => list.reduce((total, file) => total + gzipKb(join(dist, file)), 0);
    return { html, label: budget.label, initial, initialJsKb: sum(initial), routeJsKb: sum(routeScripts(page)), budgetKb: budget.initialJsKb, targetKb: budget.targetKb, why: budget.why };
  });
  const chunks = files(dist)
    .filter((path) => path.endsWith('.js') || path.endsWith('.css'))
    .map((path) => {
      const file = relative(dist, path).split('\\').join('/');
      return { file, rawKb: kb(statSync(path).size), gzipKb: gzipKb(path), initialIn: entries.filter((e) => e.initial.includes(file)).map((e) => e.html) };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);
  return { entries, chunks };
}

/** One line per entry over its budget, naming the entry, the figure, the limit and where it is set. */
export function overBudget(entries: EntrySize[], budgetFile: string): string[] {
  return entries
    .filter((e) => e.initialJsKb > e.budgetKb)
    .map((e) => `${e.html} (${e.label}): initial JS is ${e.initialJsKb.toFixed(1)} kB gzipped (expected at most ${e.budgetKb} kB, set in ${budgetFile}); load more of it on demand`);
}
