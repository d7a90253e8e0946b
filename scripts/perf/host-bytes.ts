// Prints, per route of CONTRACT.md, the bytes Debian's nginx sends for the first screen of a build
// (the page and what its HTML makes the browser fetch before the first screen: scripts, module
// preloads, stylesheets not already inline, and the runtime file), once as brotli and once as gzip,
// with the site the build wrote (issue 27). A figure, not a test.
//
//   npx tsx scripts/perf/host-bytes.ts [--dir dist] [--lang fil]
import { resolve } from 'node:path';
import { contractRoutes, sessionQuery } from '../contract/contract-routes';
import { startDevApiUpstream } from '../lib/dev-api-upstream';
import { startNginxHost } from '../lib/nginx-host';
import { get } from '../lib/raw-get';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

/** What the page fetches before its first screen: its scripts and preloads, and stylesheet links still enabled. */
export function firstScreenFiles(html: string): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/g)) {
    const attributes = match[2] as string;
    if (/\sdisabled\b/.test(attributes) || /type="application\/json"/.test(attributes)) continue;
    if (match[1] === 'link' && !/rel="(modulepreload|stylesheet)"/.test(attributes)) continue;
    const url = /\s(?:src|href)="(\/[^"]+)"/.exec(attributes)?.[1];
    if (url) files.add(url);
  }
  return [...files];
}

const dir = resolve(option('dir') ?? 'dist');
const language = option('lang');
const upstream = await startDevApiUpstream();
const host = await startNginxHost({ dir, upstream: `127.0.0.1:${upstream.port}`, values: { kaagapay_test_preview: 'on' } });
try {
  const paths = [...new Set(contractRoutes.map((route) => route.path.split('#')[0] as string))];
  const cookie: Record<string, string> = language ? { cookie: `lang=${language}` } : {};
  console.log(`bytes nginx sends for each route's first screen (${dir}${language ? `, lang=${language}` : ''}): HTML + files fetched before the first screen, kB = 1000 bytes`);
  console.log(`${'route'.padEnd(44)}${'files'.padStart(6)}${'brotli kB'.padStart(11)}${'gzip kB'.padStart(10)}${'raw kB'.padStart(10)}`);
  for (const path of paths) {
    const sums = { br: 0, gzip: 0, raw: 0 };
    const page = await get(host.url, path, { 'accept-encoding': 'br', ...cookie });
    const files = firstScreenFiles(page.body);
    for (const url of [path, ...files]) {
      sums.br += (await get(host.url, url, { 'accept-encoding': 'br', ...cookie })).bytes;
      sums.gzip += (await get(host.url, url, { 'accept-encoding': 'gzip', ...cookie })).bytes;
      sums.raw += (await get(host.url, url, cookie)).bytes;
    }
    const name = path.replace(sessionQuery, '').replace(/[?&]$/, '');
    const kb = (bytes: number) => (bytes / 1000).toFixed(1);
    console.log(`${(name.length > 43 ? `${name.slice(0, 42)}…` : name).padEnd(44)}${String(files.length + 1).padStart(6)}${kb(sums.br).padStart(11)}${kb(sums.gzip).padStart(10)}${kb(sums.raw).padStart(10)}`);
  }
} finally {
  await host.close();
  await upstream.close();
}
