// The zero-install preview of a production build (dist/, from `npm run build`): the same headers as
// the nginx site the build writes (src/app/security-policy.ts, src/app/cache-policy.ts), brotli/gzip,
// each route's page and a 404 with the not-found page for any other path. `/stations/*` is answered
// by the dev API's handlers run here in Node (scripts/lib/dev-api-upstream.ts), so the bundle is the
// real production one, with no mock code in it, and still has data to show. The tests run behind
// nginx (tests/e2e/global-setup.ts), which is what lenders use; this server proves nothing alone.
//
//   npx tsx scripts/ops/serve-production.ts [--dir dist] [--port 4180] [--host 127.0.0.1]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import market from '../../config/market.json' with { type: 'json' };
import { cacheControlFor, cacheControls } from '../../src/app/cache-policy';
import type { Market } from '../../src/generated/market';
import { hostPageLanguage } from '../../src/i18n/host-language';
import { cookieValue } from '../../src/i18n/language-cookie';
import { languageFile } from '../../src/build/language-pages';
import { securityHeaders } from '../../src/app/security-policy';
import { runtimeDefaults } from '../../src/lib/runtime-config';
import { notFoundRoute } from '../../src/app/prerendered-route';
import { apiHealthPath, healthPath, livenessBody, readinessBody } from '../../src/build/nginx-health';
import { answerFromDevApi } from '../lib/dev-api-upstream';

const projectRoot = resolve(import.meta.dirname, '../..');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Text formats shrink well; images and fonts are compressed already. */
const compressible = /^(text\/|application\/json|image\/svg\+xml)/;

const languages = (market as Market).languages;

/** An HTML page depends on the language headers too (hostPageLanguage): a cache must keep one copy per value. */
const htmlVary = 'Accept-Encoding, Accept-Language, Cookie';

export interface ProductionServer {
  url: string;
  close(): Promise<void>;
}

export interface ServeOptions {
  /** The build to serve (default dist/ of this project). */
  dir?: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
}

interface Encoded {
  body: Buffer;
  encoding?: 'br' | 'gzip';
}

export async function startProductionServer({ dir = join(projectRoot, 'dist'), port = 4180, host = '127.0.0.1' }: ServeOptions = {}): Promise<ProductionServer> {
  const root = resolve(dir);
  for (const entry of ['index.html', 'promotion/index.html']) {
    if (!existsSync(join(root, entry))) throw new Error(`${join(root, entry)}: missing; run \`npm run build\` first (or pass --dir with a production build)`);
  }
  // The build's name, as nginx's /healthz gives it (an older build without version.json: unknown).
  const versionFile = join(root, 'version.json');
  const version = existsSync(versionFile) ? (JSON.parse(readFileSync(versionFile, 'utf8')) as { version: string }).version : 'unknown';
  const runtime = runtimeDefaults(market);
  const headers = securityHeaders(runtime.apiOrigin, runtime.telemetry.endpoint);
  // Static files never change while the server runs: each is read and compressed once.
  const cache = new Map<string, Encoded>();

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`serve-production: ${req.method} ${req.url}:`, error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', ...headers });
      res.end('Internal server error');
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
    if (url.pathname.startsWith('/stations/')) return answerFromDevApi(req, res, { 'cache-control': cacheControls.never, ...headers });
    // The site's health checks as nginx answers them (docs/deploy.md §3). The API here is the dev API in
    // this process: it is up whenever this server answers.
    if (url.pathname === healthPath || url.pathname === apiHealthPath) {
      const body = url.pathname === healthPath ? livenessBody(version) : readinessBody('up', '200', version);
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': cacheControls.never, ...headers }).end(`${body}\n`);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', ...headers }).end();
      return;
    }
    // The not-found page's own address is not found either (a 404, as behind nginx).
    const notFoundPage = url.pathname.replace(/\/$/, '') === notFoundRoute;
    const found = notFoundPage ? undefined : staticFile(url.pathname);
    // Any other path is the not-found page with a 404, as behind nginx: never the home page with a 200.
    const file = inReadersLanguage(found ?? join(root, notFoundRoute.slice(1), 'index.html'), req, url);
    const type = contentTypes[extname(file)] ?? 'application/octet-stream';
    const cacheControl = found ? cacheControlFor(file.slice(root.length + 1).split(sep).join('/')) : cacheControls.never;
    const wanted = acceptedEncoding(req, type);
    const key = `${file}|${wanted ?? ''}`;
    let encoded = cache.get(key);
    if (!encoded) {
      encoded = encode(readFileSync(file), wanted);
      cache.set(key, encoded);
    }
    const vary: Record<string, string> = type.startsWith('text/html') ? { vary: htmlVary } : {};
    send(req, res, found ? 200 : 404, { 'content-type': type, 'cache-control': cacheControl, ...headers, ...vary }, encoded);
  }

  /** A page's sibling in the language the request asks for (index.fil.html beside index.html), when the build has it. */
  function inReadersLanguage(file: string, req: IncomingMessage, url: URL): string {
    if (!file.endsWith(`${sep}index.html`)) return file;
    const code = hostPageLanguage({ query: url.searchParams.get('lang'), cookie: cookieValue(req.headers.cookie, languages.cookie), acceptLanguage: req.headers['accept-language'] }, languages);
    const sibling = languageFile(file, code, languages);
    return existsSync(sibling) ? sibling : file;
  }

  /** A file of the build, or the page of a route (its folder's index.html); null for anything else. */
  function staticFile(pathname: string): string | null {
    const path = normalize(join(root, safeDecode(pathname)));
    // `..` escaping the build never reads a file outside it.
    if (path !== root && !path.startsWith(root + sep)) return null;
    // The host's configuration and the compressed copies are not pages of the site.
    if (path.startsWith(join(root, 'nginx') + sep) || /\.(br|gz)$/.test(path)) return null;
    if (existsSync(path) && statSync(path).isFile()) return path;
    if (existsSync(join(path, 'index.html'))) return join(path, 'index.html');
    return null;
  }

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A path with a broken escape (`%E0%A4%A`) is taken as written rather than failing the request. */
function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

function send(req: IncomingMessage, res: ServerResponse, status: number, head: Record<string, string>, encoded: Encoded): void {
  const out: Record<string, string> = { vary: 'Accept-Encoding', ...head, 'content-length': String(encoded.body.byteLength) };
  if (encoded.encoding) out['content-encoding'] = encoded.encoding;
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : encoded.body);
}

/** Brotli when the client takes it (as CDNs do), else gzip, else nothing; only for text formats. */
function acceptedEncoding(req: IncomingMessage, type: string): Encoded['encoding'] {
  if (!compressible.test(type)) return undefined;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

function encode(body: Buffer, encoding: Encoded['encoding']): Encoded {
  // Tiny bodies gain nothing from compression.
  if (!encoding || body.byteLength < 1024) return { body };
  if (encoding === 'br') return { body: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }), encoding };
  return { body: gzipSync(body, { level: 9 }), encoding };
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const port = Number(option('port') ?? 4180);
  if (!Number.isInteger(port) || port < 0) throw new Error(`--port ${option('port')}: expected a port number, e.g. --port 4180`);
  const server = await startProductionServer({ dir: option('dir') ?? join(projectRoot, 'dist'), port, host: option('host') ?? '127.0.0.1' });
  console.log(`production build with the dev API's data: ${server.url}/bindBank?productId=1 (Ctrl+C stops)`);
}
