// Measures a Vite build the way a phone receives it: for every route's page, the JavaScript its HTML
// makes the browser fetch before the first screen (the module scripts and modulepreloads, the entry's
// and those src/build/route-html-plugin.ts adds for the route's screen, which already name their
// static imports), each file gzipped on its own at level 9.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageScreensElementId } from '../../src/app/page-screens';
import { contentChunks, isChunkOf } from '../../src/build/chunk-groups';
import { staticPageAttribute } from '../../src/build/route-html-plugin';
import { appOnUseElementId } from '../../src/app/on-use-plan';

/** The budget key of the static pages (config/bundle-budgets.json), whatever their entry. */
export const staticPagesBudget = 'static pages';

/** The budget key of the static pages that load the app when a part is first used (src/app/load-app-on-use.ts): what they fetch before that use. */
export const onUsePagesBudget = 'pages with the app on use';

/** The budget of the route pages of one HTML entry (config/bundle-budgets.json). */
export interface Budget {
  label: string;
  /**
   * The most code any route page of the entry may fetch before its first screen: everything but its
   * screens' own documents (the framework, the renderer, the widgets the screen draws). Today's
   * largest page with headroom for the widgets a screen may add to its own page; the tight ratchet
   * is each shared chunk's recorded size (grownSharedChunks).
   */
  maxCodeKb: number;
  /** The most a page's own screen documents (its screen) and the market's texts may weigh: content, with room to grow. */
  maxScreenKb: number;
  /** A lower goal for the whole page; what stands in the way is docs/performance.md "Budget history". */
  targetKb?: number;
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
  /** Of jsKb, the screen documents the page names (src/app/page-screens.ts) and the market's texts (isContentChunk): content, not code. */
  screenKb: number;
  /** jsKb without screenKb: the code. */
  codeKb: number;
  /** dist-relative paths of the page's screen documents and market texts. */
  screenScripts: string[];
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

/** The screen documents a route page names in its JSON block (src/build/route-html-plugin.ts), dist-relative. */
export function screenDocuments(html: string): string[] {
  const block = new RegExp(`<script type="application/json" id="${pageScreensElementId}">([^<]*)</script>`).exec(html)?.[1];
  if (!block) return [];
  try {
    return (JSON.parse(block) as { module?: unknown }[]).flatMap((screen) => (typeof screen.module === 'string' ? [screen.module.replace(/^\//, '')] : []));
  } catch {
    return [];
  }
}

/** A chunk of market texts (src/build/chunk-groups.ts contentChunks), dist-relative: content, like a screen document. */
export function isContentChunk(file: string): boolean {
  return contentChunks.some((chunk) => isChunkOf(chunk.name, file));
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

/**
 * The page's scripts with every file they import statically, as the browser fetches them before
 * running any: an app page's HTML names them all (modulepreload), a static page's own script
 * (src/app/static-page.ts) names none of its imports. Dynamic imports (the telemetry collector) are not followed.
 */
export function withStaticImports(dist: string, scripts: string[]): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file) || !file.endsWith('.js')) return;
    found.add(file);
    let code: string;
    try {
      code = readFileSync(join(dist, file), 'utf8');
    } catch {
      return;
    }
    const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    for (const [, spec] of code.matchAll(/(?:^|[;\s}])import\s*(?:[^'"`()]*?from\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g)) visit(`${folder}${(spec as string).slice(2)}`);
  };
  scripts.forEach(visit);
  return [...found];
}

export function measureBuild(dist: string, budgets: Record<string, Budget>): { pages: PageSize[]; chunks: ChunkSize[] } {
  const sizes = new Map<string, number>();
  const size = (file: string) => sizes.get(file) ?? sizes.set(file, gzipKb(join(dist, file))).get(file)!;
  const sum = (list: string[]) => list.reduce((total, file) => total + size(file), 0);
  const pages = files(dist)
    .filter((path) => path.endsWith('.html'))
    .flatMap((path) => {
      const html = relative(dist, path).split('\\').join('/');
      const page = readFileSync(path, 'utf8');
      // A static page (no app, its own script: src/build/route-html-plugin.ts) has a budget of its own when the file names one, and one
      // that loads the app on use another (its plan is data, not fetched: what it fetches before that use is measured).
      const isStatic = page.includes(`${staticPageAttribute}>`);
      const onUse = isStatic && page.includes(`id="${appOnUseElementId}"`) && budgets[onUsePagesBudget];
      const entry = onUse ? onUsePagesBudget : isStatic && budgets[staticPagesBudget] ? staticPagesBudget : entryOf(html, budgets);
      if (!entry) return [];
      const scripts = withStaticImports(dist, pageScripts(page));
      const screenScripts = [...screenDocuments(page), ...scripts.filter(isContentChunk)].filter((file, at, all) => scripts.includes(file) && all.indexOf(file) === at);
      const jsKb = sum(scripts);
      const screenKb = sum(screenScripts);
      return [{ html, entry, scripts, jsKb, routeJsKb: sum(routeScripts(page)), screenKb, codeKb: jsKb - screenKb, screenScripts }];
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

/** A chunk's name without the content hash Vite gives it (assets/ui-iyL3Lxrw.js → assets/ui.js), to compare builds. */
export const chunkName = (file: string) => file.replace(/-[A-Za-z0-9_-]{8}(\.[a-z]+)$/, '$1');

/** The code chunks pages fetch up front, by name, with their gzipped kB: what a failing budget is compared with. */
export function codeChunks(pages: PageSize[], chunks: ChunkSize[]): Record<string, number> {
  const screens = new Set(pages.flatMap((p) => p.screenScripts));
  return Object.fromEntries(chunks.filter((c) => c.pages > 0 && !screens.has(c.file) && c.file.endsWith('.js')).map((c): [string, number] => [chunkName(c.file), Number(c.gzipKb.toFixed(2))]).sort(([a], [b]) => a.localeCompare(b)));
}

/** Of a page's code chunks, those larger than (or missing from) the recorded sizes, with by how much. */
function grownChunks(page: PageSize, chunks: ChunkSize[], recorded: Record<string, number>): string[] {
  return page.scripts
    .filter((file) => !page.screenScripts.includes(file))
    .flatMap((file) => {
      const now = chunks.find((c) => c.file === file)?.gzipKb ?? 0;
      const before = recorded[chunkName(file)];
      if (before === undefined) return [`${chunkName(file)} is new (${now.toFixed(2)} kB)`];
      return now - before >= 0.01 ? [`${chunkName(file)} grew ${(now - before).toFixed(2)} kB (${before.toFixed(2)} → ${now.toFixed(2)})`] : [];
    });
}

/** One line per budget a route page is over, naming the page, the figure, the limit, where it is set, and what grew. */
/**
 * A size written beside its limit with as many decimals as it takes to tell them apart: 161.33 over
 * a 161.3 budget would read "161.3 of 161.3", which looks like a pass (issue 43).
 */
export function kbBeside(value: number, limit: number): string {
  for (let digits = 1; digits < 3; digits++) if (value <= limit || Number(value.toFixed(digits)) > limit) return value.toFixed(digits);
  return value.toFixed(3);
}

/** How much a recorded chunk may differ from its record (the hashes of the chunks it imports change the way it compresses by a few bytes). */
export const chunkNoiseKb = 0.05;

/**
 * The code ratchet (issue 43: budgets that guard code, not the author): a code chunk route pages
 * fetch up front that grew against config/bundle-chunks.json. Screens, fragments and texts are
 * chunks of their own, so only a developer's change grows these; the page budget, with headroom,
 * is what a screen's own widgets count against.
 */
export function grownSharedChunks(chunks: ChunkSize[], recorded: Record<string, number>, chunkFile: string, screenScripts: ReadonlySet<string> = new Set()): string[] {
  return chunks
    .filter((c) => c.pages > 0 && c.file.endsWith('.js') && !screenScripts.has(c.file) && recorded[chunkName(c.file)] !== undefined && c.gzipKb - recorded[chunkName(c.file)]! >= chunkNoiseKb)
    .map((c) => {
      const before = recorded[chunkName(c.file)]!;
      return `FAILED: ${chunkName(c.file)} (fetched before the first screen by ${c.pages} route page${c.pages === 1 ? '' : 's'}) grew ${(c.gzipKb - before).toFixed(2)} kB gzipped against ${chunkFile} (${before.toFixed(2)} → ${c.gzipKb.toFixed(2)}; expected within ${chunkNoiseKb} kB): shared code grows only by a developer's change. Load the new code on demand, or, if every page needs it, re-record with npx tsx scripts/perf/bundle-budgets.ts --record and say why in the commit; scripts/perf/bundle-composition.ts names the modules inside a chunk`;
    });
}

export function overBudget(pages: PageSize[], budgets: Record<string, Budget>, budgetFile: string, chunks: ChunkSize[] = [], recorded: Record<string, number> = {}): string[] {
  return pages.flatMap((p) => {
    const budget = budgets[p.entry];
    if (!budget) return [];
    const lines: string[] = [];
    if (p.codeKb > budget.maxCodeKb) {
      const grown = grownChunks(p, chunks, recorded);
      lines.push(
        `FAILED: ${p.html} (${budget.label}): fetches ${kbBeside(p.codeKb, budget.maxCodeKb)} kB of gzipped code before its first screen (expected at most ${budget.maxCodeKb} kB, maxCodeKb for ${p.entry} in ${budgetFile}); ${grown.length ? `against the recorded chunks: ${grown.join(', ')}` : 'no chunk grew against the recorded sizes'}. Load more of it on demand; scripts/perf/bundle-composition.ts names the modules inside a chunk`,
      );
    }
    if (p.screenKb > budget.maxScreenKb)
      lines.push(`FAILED: ${p.html} (${budget.label}): its screen documents and the market's texts weigh ${kbBeside(p.screenKb, budget.maxScreenKb)} kB gzipped (${p.screenScripts.join(', ')}; expected at most ${budget.maxScreenKb} kB, maxScreenKb for ${p.entry} in ${budgetFile}); split the screen, or move what it shows rarely to a screen of its own`);
    return lines;
  });
}

/**
 * Recorded chunks the build no longer has at all: renamed or removed. The ratchet cannot check a
 * chunk it does not know, so a rename (rolldown names a shared chunk after a module in it, which an
 * import can move: create-app-services became mount-app once, issue 44) would leave the largest
 * chunk unchecked. A chunk that only stopped being fetched up front (a screen no longer draws its
 * widget) is still built, and passes: a screen edit cannot trip this.
 */
export function vanishedChunks(chunks: ChunkSize[], recorded: Record<string, number>, chunkFile: string): string[] {
  const built = new Set(chunks.map((c) => chunkName(c.file)));
  return Object.keys(recorded)
    .filter((name) => !built.has(name))
    .map(
      (name) =>
        `FAILED: ${name}, recorded in ${chunkFile}, is not in the build: it was renamed or removed, and the code ratchet no longer checks it. If a chunk was renamed, pin its name (src/build/chunk-groups.ts chunkFileName) or re-record with npx tsx scripts/perf/bundle-budgets.ts --record and say why in the commit`,
    );
}

