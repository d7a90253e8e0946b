// Node-only Vite plugin: what a host needs beside the app's own files (issue 27).
// - Every page loads /runtime-config.js (src/lib/runtime-config.ts) before the app's scripts and
//   names its build in <meta name="kaagapay-build">; the build writes the default runtime file from
//   config/market.json and version.json, and the dev server answers the runtime file itself.
// - Every text file gets its .br and .gz beside it, each page as soon as the prerender has written
//   it (src/build/prerender-plugin.ts calls hostFiles), and once the pages are final dist/nginx/ gets
//   the site configuration for this very build.
import { join } from 'node:path';
import type { Plugin } from 'vite';
import market from '../../config/market.json' with { type: 'json' };
import { runtimeConfigFile, runtimeConfigScript, runtimeDefaults, type TelemetrySettings } from '../lib/runtime-config.ts';
import { serviceFiles } from '../app/cache-policy.ts';
import type { Market } from '../generated/market.ts';
import { buildVersion, buildVersionMeta } from './build-version.ts';
import { writeNginxSite, type SitePage } from './nginx-site.ts';
import { compressibleFiles, Precompressor } from './precompress.ts';

/** The app's two HTML entries (vite.config.ts); Storybook's iframe.html and the bench's pages stay untouched. */
const entries = new Set(['/index.html', '/promotion/index.html']);

/**
 * The runtime file's tag: deferred, so it holds up neither the parser nor the first paint, and first
 * of the page's scripts, as deferred scripts and module scripts run in the order the page lists them
 * (it sets the values they read). At the end of <body> it was a script the parser waited for: no
 * module script (the early calls of a data page, src/app/early-calls.ts, among them) could run
 * before it had come, last in the queue behind the app's chunks, which on a slow phone put the early
 * calls after the whole app's download. A deferred script is fetched at low priority; this one gates
 * every other, so it asks for high.
 */
export const runtimeConfigTag = (base: string) => `<script defer fetchpriority="high" src="${base}${runtimeConfigFile}"></script>`;

/** The page's tags: the version in <head>, the runtime file in <head> before the first script (runtimeConfigTag). */
export function withHostTags(html: string, base: string, version: string): string {
  const head = html.indexOf('</head>');
  if (head < 0 || !html.includes('</body>')) throw new Error('host-files: the entry HTML lacks </head> or </body>');
  const escaped = version.replace(/[&"<]/g, (c) => `&#${c.charCodeAt(0)};`);
  const withVersion = html.replace('</head>', () => `  <meta name="${buildVersionMeta}" content="${escaped}" />\n  </head>`);
  const firstScript = withVersion.indexOf('<script');
  const at = firstScript >= 0 && firstScript < head ? firstScript : withVersion.indexOf('</head>');
  const indent = /[ \t]*$/.exec(withVersion.slice(0, at))?.[0] ?? '';
  return `${withVersion.slice(0, at)}${runtimeConfigTag(base)}\n${indent}${withVersion.slice(at)}`;
}

/** `devTelemetry`: the report settings the dev server's runtime file gives instead of market.json's (the dev API's receiver). */
export function hostFilesPlugin({ devTelemetry }: { devTelemetry?: TelemetrySettings } = {}): Plugin {
  let base = '/';
  let root = process.cwd();
  let version = 'dev';
  return {
    name: 'host-files',
    configResolved(config) {
      base = config.base;
      root = config.root;
      version = config.command === 'build' ? buildVersion(root) : 'dev';
    },
    configureServer(dev) {
      dev.middlewares.use(`${base}${runtimeConfigFile}`, (_req, res) => {
        res.setHeader('content-type', 'text/javascript; charset=utf-8');
        res.setHeader('cache-control', 'no-cache');
        const defaults = runtimeDefaults(market);
        res.end(runtimeConfigScript(devTelemetry ? { ...defaults, telemetry: devTelemetry } : defaults));
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return entries.has(ctx.path) ? withHostTags(html, base, version) : html;
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: runtimeConfigFile, source: runtimeConfigScript(runtimeDefaults(market)) });
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version }, null, 2)}\n` });
    },
  };
}

/** What the prerender tells the host's files as it goes (src/build/prerender-plugin.ts). */
export interface PageOutput {
  /** A page the prerender has written in its final form, with what it wrote. */
  page(file: string, body: string): void;
  /** Every page is written: `pages` are those drawn in the default language. */
  done(pages: readonly SitePage[]): Promise<void>;
}

/**
 * The host's files of a build in `outDir` whose pages `pending` the prerender is about to rewrite:
 * every other text file is compressed from now on, beside the drawing, each page once it is final,
 * and the nginx site is written at the end. The host's own files (runtime-config.js, version.json)
 * get no compressed copy: a host that rewrites one must not have a stale copy sent in its place.
 */
export function hostFiles(outDir: string, pending: ReadonlySet<string>, root: string): PageOutput {
  const skip = (file: string) => file.startsWith('nginx/') || (serviceFiles as readonly string[]).includes(file);
  const compressor = new Precompressor(outDir, skip, join(root, 'node_modules', '.cache', 'precompress'));
  for (const file of compressibleFiles(outDir, skip)) if (!pending.has(file)) compressor.add(file);
  return {
    page: (file, body) => compressor.add(file, Buffer.from(body)),
    async done(pages) {
      writeNginxSite(outDir, pages, { version: buildVersion(root), languages: (market as Market).languages });
      await compressor.finish();
    },
  };
}
