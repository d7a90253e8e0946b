// Node-only Vite plugin: what a host needs beside the app's own files (issue 27).
// - Every page loads /runtime-config.js (src/lib/runtime-config.ts) before the app's scripts and
//   names its build in <meta name="kaagapay-build">; the build writes the default runtime file from
//   config/market.json and version.json, and the dev server answers the runtime file itself.
// - Once the pages are final (src/build/prerender-plugin.ts calls finishHostFiles), every text file
//   gets its .br and .gz beside it and dist/nginx/ gets the site configuration for this very build.
import { join } from 'node:path';
import type { Plugin } from 'vite';
import market from '../../config/market.json' with { type: 'json' };
import { runtimeConfigFile, runtimeConfigScript, runtimeDefaults, type TelemetrySettings } from '../lib/runtime-config.ts';
import { serviceFiles } from '../app/cache-policy.ts';
import type { Market } from '../generated/market.ts';
import { buildVersion, buildVersionMeta } from './build-version.ts';
import { writeNginxSite, type SitePage } from './nginx-site.ts';
import { precompress } from './precompress.ts';

/** The app's two HTML entries (vite.config.ts); Storybook's iframe.html and the bench's pages stay untouched. */
const entries = new Set(['/index.html', '/promotion/index.html']);

/** The page's tags: the version in <head>, the runtime file at the end of <body> (after the markup, so it never holds up the first paint). */
export function withHostTags(html: string, base: string, version: string): string {
  if (!html.includes('</head>') || !html.includes('</body>')) throw new Error('host-files: the entry HTML lacks </head> or </body>');
  const escaped = version.replace(/[&"<]/g, (c) => `&#${c.charCodeAt(0)};`);
  return html
    .replace('</head>', () => `  <meta name="${buildVersionMeta}" content="${escaped}" />\n  </head>`)
    .replace('</body>', () => `  <script src="${base}${runtimeConfigFile}"></script>\n  </body>`);
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

/**
 * Once every page is final (src/build/prerender-plugin.ts `afterwards`): the nginx site of this build,
 * then every text file's .br and .gz. The host's own files (runtime-config.js, version.json) get none:
 * a host that rewrites one must not have a stale compressed copy sent in its place.
 */
export async function finishHostFiles(outDir: string, pages: readonly SitePage[], root: string): Promise<void> {
  writeNginxSite(outDir, pages, { version: buildVersion(root), languages: (market as Market).languages });
  await precompress(outDir, {
    skip: (file) => file.startsWith('nginx/') || (serviceFiles as readonly string[]).includes(file),
    cacheDir: join(root, 'node_modules', '.cache', 'precompress'),
  });
}
