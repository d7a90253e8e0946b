// What the peer bench's profilers (profile-mount.ts, profile-keys.ts) share: their options, the
// harness's probe settings, a static server of its builds, the V8 profile's shape, the builds'
// source maps, the median and the browser.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { chromiumArgs } from '../../scripts/lib/chromium-args';

/** Reads `--name value` from the command line; a missing one without a fallback names the script whose top comment says how to run it. */
export const optionsOf =
  (script: string) =>
  (name: string, fallback?: string): string => {
    const at = process.argv.indexOf(`--${name}`);
    const value = at >= 0 ? process.argv[at + 1] : fallback;
    if (value === undefined) throw new Error(`--${name} is required (see the comment at the top of bench/peers/${script})`);
    return value;
  };

/** The harness's probe settings of an implementation (its bench.json beside the build), else its defaults. */
export function probeOf(dist: string, impl: string): { fieldSelector: string; submitSelector: string; firstFieldSelector: string } {
  const settings = join(dist, '..', 'impls', impl, 'bench.json');
  const probe = existsSync(settings) ? ((JSON.parse(readFileSync(settings, 'utf8')) as { probe?: Record<string, string> }).probe ?? {}) : {};
  return {
    fieldSelector: probe.fieldSelector ?? 'input:not([type=hidden]), select, textarea',
    submitSelector: probe.submitSelector ?? 'button[type=submit]',
    firstFieldSelector: probe.firstFieldSelector ?? '#root input:not([type=hidden]), #root select, #root textarea',
  };
}

/** Fails unless each build has each implementation's page. */
export function requirePages(dists: readonly string[], impls: readonly string[]): void {
  for (const dist of dists) for (const impl of impls) if (!existsSync(join(dist, impl, 'index.html'))) throw new Error(`${join(dist, impl, 'index.html')}: not found; expected the harness's build of "${impl}" (npm run bench:peers writes it)`);
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

export interface BuildServer {
  /** The address of an implementation's page in the build at `at` of the list served. */
  pageOf(at: number, impl: string, n: number): string;
  /** The file on disk a script's URL is served from. */
  fileOf(url: string): string;
  close(): void;
}

/** Serves the builds, each at /<its place in the list>/. */
export async function serveBuilds(dists: readonly string[]): Promise<BuildServer> {
  const fileOf = (url: string) => {
    const [, at, ...parts] = normalize(decodeURIComponent(new URL(url, 'http://x').pathname)).split('/');
    const dist = dists[Number(at)];
    return dist === undefined ? '' : join(dist, ...parts.filter((part) => part !== '..'));
  };
  const server = createServer((request, reply) => {
    const file = fileOf(request.url ?? '/');
    if (!file || !existsSync(file) || !statSync(file).isFile()) return void reply.writeHead(404).end();
    reply.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(reply);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { pageOf: (at, impl, n) => `${base}/${at}/${impl}/index.html?n=${n}`, fileOf, close: () => server.close() };
}

/** The part of a V8 CPU profile (CDP Profiler.stop) the profilers read. */
export interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number };
  children?: number[];
  /** Samples by line of the script (1-based), where the engine gives them. */
  positionTicks?: { line: number; ticks: number }[];
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The source maps beside the served scripts, each read once; null where the build has none (BENCH_SOURCEMAP=1 npm run bench:peers makes them). */
export function sourceMaps(server: BuildServer): { of(url: string): SourceMapConsumer | null; found(): boolean } {
  const maps = new Map<string, SourceMapConsumer | null>();
  return {
    of(url) {
      const path = server.fileOf(url);
      if (!maps.has(path)) maps.set(path, existsSync(`${path}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${path}.map`, 'utf8'))) : null);
      return maps.get(path)!;
    },
    found: () => [...maps.values()].some(Boolean),
  };
}

/** An original source's path as the profilers print it: from its package, or from the project. */
export const shortSource = (source: string) => source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2 : NaN;
};

/** Debian's Chromium, as the end-to-end tests launch it. */
export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });

/** The phone the harness measures on. */
export const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
