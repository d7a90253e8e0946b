// Issue 27: the build behind Debian's nginx with the site configuration it wrote (dist/nginx/site.conf),
// as a lender runs it in production (the internal test page off, default runtime values), with the
// dev API in Node as its /stations upstream. Every route of CONTRACT.md: status, security headers,
// cache policy, precompressed brotli; assets immutable; unknown paths a real 404; traversal refused;
// the API proxied with its query, body and headers; the host's runtime values in the runtime file
// and the CSP. A site without the CSP or the immutable rule fails the same checks.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contractRoutes } from '../../scripts/contract/contract-routes';
import { startDevApiUpstream, type DevApiUpstream } from '../../scripts/lib/dev-api-upstream';
import { startNginxHost, type NginxHost } from '../../scripts/lib/nginx-host';
import market from '../../config/market.json' with { type: 'json' };
import { cacheControls } from '../../src/app/cache-policy';
import hostCases from '../../src/i18n/host-language-cases.json' with { type: 'json' };
import { assetProblems, get, getOverHttp2, linkedAssets, pageProblems, securityProblems } from './host-checks';

let upstream: DevApiUpstream;
let host: NginxHost;
const hosts: NginxHost[] = [];
const outDir = () => inject('outDir');

/** Another nginx over the same build and upstream, with other host values or a changed site. */
async function otherHost(options: Partial<Parameters<typeof startNginxHost>[0]>): Promise<NginxHost> {
  const started = await startNginxHost({ dir: outDir(), upstream: `127.0.0.1:${upstream.port}`, ...options });
  hosts.push(started);
  return started;
}

beforeAll(async () => {
  upstream = await startDevApiUpstream();
  host = await otherHost({});
});

afterAll(async () => {
  for (const started of hosts) await started.close();
  await upstream?.close();
});

/** Each route's address as the host sees it: no hash (the landing's routes are in it), without the test page (off in production). */
const routes = [...new Set(contractRoutes.map((route) => route.path.split('#')[0] as string))].filter((path) => !path.startsWith('/testPreview') && !path.startsWith('/no/such'));

describe('the nginx site the build wrote (issue 27)', () => {
  it.each(routes)('%s answers its page with the security headers, no-cache, brotli and Vary', async (path) => {
    const reply = await get(host.url, path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(pageProblems(reply, path)).toEqual([]);
    expect(reply.body).toMatch(/<div id="root" data-prerendered="/);
  });

  const cases = hostCases as { why: string; query: string | null; cookie: string | null; acceptLanguage: string | null; expected: string }[];
  it.each(cases.map((c) => [c.why, c] as const))("picks the page's language as the app does: %s", async (_why, c) => {
    const headers: Record<string, string> = { 'accept-encoding': 'br' };
    if (c.cookie !== null) headers.cookie = `theme=light; ${market.languages.cookie}=${c.cookie}`;
    if (c.acceptLanguage !== null) headers['accept-language'] = c.acceptLanguage;
    const reply = await get(host.url, `/About${c.query === null ? '' : `?lang=${encodeURIComponent(c.query)}`}`, headers);
    expect(pageProblems(reply, '/About')).toEqual([]);
    expect(reply.body).toMatch(new RegExp(`<html lang="${c.expected}"`));
  });

  // docs/deploy.md's server.conf listens with TLS and HTTP/2, and `npm run lighthouse -- --tls` measures behind it.
  it('answers the same page and assets over TLS and HTTP/2, with the same headers', async () => {
    const secure = await otherHost({ tls: true });
    expect(secure.url).toMatch(/^https:/);
    const page = await getOverHttp2(secure.url, '/loanDetails?productId=1&orderId=10174', { 'accept-encoding': 'br' });
    expect(pageProblems(page, '/loanDetails over HTTP/2')).toEqual([]);
    expect(page.body).toBe((await get(host.url, '/loanDetails?productId=1&orderId=10174', { 'accept-encoding': 'br' })).body);
    const [script] = linkedAssets(page.body).filter((asset) => asset.endsWith('.js') && statSync(join(outDir(), asset)).size >= 1024);
    expect(assetProblems(await getOverHttp2(secure.url, script!, { 'accept-encoding': 'br' }), `${script} over HTTP/2`, 'br')).toEqual([]);
  });

  it('sends gzip to a browser that takes no brotli, and the same page', async () => {
    const br = await get(host.url, '/About', { 'accept-encoding': 'br' });
    const gzip = await get(host.url, '/About', { 'accept-encoding': 'gzip' });
    expect(pageProblems(gzip, '/About (gzip)', 'gzip')).toEqual([]);
    expect(gzip.body).toBe(br.body);
    expect(br.bytes).toBeLessThan(gzip.bytes);
  });

  it("keeps every asset a route page links a year, in the encoding asked for, and sends each page's first screen precompressed", async () => {
    const page = await get(host.url, '/bindBank?productId=1', { 'accept-encoding': 'br' });
    const assets = linkedAssets(page.body);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      // Under 1 kB the build writes no compressed copy (src/build/precompress.ts): sent as it is.
      const small = statSync(join(outDir(), asset)).size < 1024;
      expect(assetProblems(await get(host.url, asset, { 'accept-encoding': 'br, gzip' }), asset, small ? undefined : 'br')).toEqual([]);
      expect(assetProblems(await get(host.url, asset, { 'accept-encoding': 'gzip' }), asset, small ? undefined : 'gzip')).toEqual([]);
      // Nothing is compressed per request: a client that takes neither gets the file itself.
      expect(assetProblems(await get(host.url, asset), asset, undefined)).toEqual([]);
    }
  });

  it('answers an unknown path with the not-found page and 404, kept by no cache, in every language', async () => {
    // The not-found page's own address too (issue 63: it answered 200, so an uptime check or a crawler took it for a page).
    for (const path of ['/no/such/page', '/bindbank', '/assets/missing-chunk.js', '/promotion/nothing', '/notFound', '/notFound/']) {
      const reply = await get(host.url, path, { 'accept-encoding': 'br' });
      expect(reply.status, path).toBe(404);
      expect(reply.headers['cache-control'], path).toBe(cacheControls.never);
      expect(reply.body, path).toContain('data-prerendered="/notFound"');
      expect(securityProblems(reply, path)).toEqual([]);
    }
  });

  it('leaves the internal test page out of production (a 404), and serves it where the host turns it on', async () => {
    expect((await get(host.url, '/testPreview')).status).toBe(404);
    const staging = await otherHost({ values: { kaagapay_test_preview: 'on' } });
    const reply = await get(staging.url, '/testPreview', { 'accept-encoding': 'br' });
    expect(pageProblems(reply, '/testPreview on staging')).toEqual([]);
  });

  it('serves the backend contract (openapi.json, openapi.html) only where internal pages are on, compressed and asked again each time', async () => {
    for (const path of ['/openapi.json', '/openapi.html']) expect((await get(host.url, path)).status, path).toBe(404);
    const staging = await otherHost({ values: { kaagapay_test_preview: 'on' } });
    const json = await get(staging.url, '/openapi.json', { 'accept-encoding': 'br' });
    expect([json.status, json.headers['content-encoding'], json.headers['cache-control']]).toEqual([200, 'br', cacheControls.revalidate]);
    expect(JSON.parse(json.body).openapi).toMatch(/^3\.1\./);
    const html = await get(staging.url, '/openapi.html');
    expect([html.status, html.headers['cache-control']]).toEqual([200, cacheControls.revalidate]);
    expect(securityProblems(html, '/openapi.html')).toEqual([]);
  });

  it('answers a path that climbs out of the build safely, and never with a file from outside it', async () => {
    for (const path of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2f..%2fetc%2fpasswd', '/About/../../../../etc/passwd', '/..%5c..%5cetc/passwd']) {
      const reply = await get(host.url, path);
      expect([400, 404], `${path}: status ${reply.status}`).toContain(reply.status);
      expect(reply.body, path).not.toMatch(/root:.*:0:0:/);
    }
  });

  it("serves neither the host's configuration nor a compressed copy by its own name nor a dotfile", async () => {
    for (const path of ['/nginx/site.conf', '/nginx/kaagapay/server.conf.example', '/index.html.br', '/index.html.gz', '/.env']) {
      expect((await get(host.url, path)).status, path).toBe(404);
    }
  });

  it('has a health check that names the build it serves', async () => {
    const reply = await get(host.url, '/healthz');
    const built = JSON.parse(readFileSync(join(outDir(), 'version.json'), 'utf8')) as { version: string };
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe(cacheControls.never);
    expect(JSON.parse(reply.body)).toEqual({ status: 'ok', version: built.version });
    expect(reply.body).toContain(built.version);
    // Every page names the same build.
    expect((await get(host.url, '/About')).body).toContain(`<meta name="kaagapay-build" content="${built.version}"`);
  });

  it('passes API calls to the upstream with their query, body and headers, and the reply back uncached', async () => {
    const path = '/stations/v3/personal-center/contact-kf-info?sessionId=sess-42&deviceId=dev-7';
    const reply = await get(host.url, path, { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'fil', 'x-kaagapay-probe': 'kept' }, 'POST', 'overall=30');
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ code: 0, data: { email: expect.any(String) } });
    expect(reply.headers['cache-control']).toBe(cacheControls.never);
    const seen = upstream.seen.findLast((request) => request.url === path);
    expect(seen).toMatchObject({ method: 'POST', bytes: 'overall=30'.length });
    expect(seen?.headers).toMatchObject({ 'accept-language': 'fil', 'x-kaagapay-probe': 'kept', 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http' });
  });

  it('takes a complaint photo of 6 MB (the upload allows 5 MB a photo; nginx alone stops at 1 MB)', async () => {
    const boundary = 'kaagapay-photo';
    const photo = Buffer.alloc(6 * 1024 * 1024, 7);
    const body = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="problemImage"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const reply = await get(host.url, '/stations/user-problem/upload-problem-img?sessionId=sess-42', { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.byteLength) }, 'POST', body);
    expect(reply.status).not.toBe(413);
    expect(upstream.seen.findLast((request) => request.url.startsWith('/stations/user-problem/upload-problem-img'))?.bytes).toBe(body.byteLength);
  });

  it("gives the page the host's runtime values, and the CSP lets the page reach exactly those origins", async () => {
    const values = { kaagapay_api_origin: 'https://api.staging.kaagapay.ph', kaagapay_telemetry_endpoint: 'https://vitals.kaagapay.ph/v1/batch', kaagapay_telemetry_sample_rate: '1', kaagapay_telemetry_format: 'otlp' };
    const staging = await otherHost({ values });
    const script = await get(staging.url, '/runtime-config.js');
    expect(script.headers['cache-control']).toBe(cacheControls.revalidate);
    expect(script.headers['content-type']).toMatch(/javascript/);
    const scope: Record<string, unknown> = {};
    new Function('self', script.body)(scope);
    expect(scope.kaagapayRuntime).toEqual({ apiOrigin: values.kaagapay_api_origin, telemetry: { endpoint: values.kaagapay_telemetry_endpoint, sampleRate: 1, format: 'otlp' } });
    const page = await get(staging.url, '/About', { 'accept-encoding': 'br' });
    expect(securityProblems(page, '/About on staging', values.kaagapay_api_origin, values.kaagapay_telemetry_endpoint)).toEqual([]);
    expect(page.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/api\.staging\.kaagapay\.ph +https:\/\/vitals\.kaagapay\.ph;/);
    // The build's default file, for hosts that serve files only, holds market.json's values.
    expect(readFileSync(join(outDir(), 'runtime-config.js'), 'utf8')).toMatch(/^self\.kaagapayRuntime=\{"apiOrigin":""/);
  });
});

describe('the header checks fail on a site without its rules (they can fail)', () => {
  it('a site without the Content-Security-Policy header', async () => {
    const broken = await otherHost({ siteText: (site) => site.replace(/^\s*add_header Content-Security-Policy .*$/m, '') });
    const problems = pageProblems(await get(broken.url, '/About', { 'accept-encoding': 'br' }), '/About');
    expect(problems).toEqual(['/About: no Content-Security-Policy header']);
  });

  it('a site without the immutable cache rule for assets', async () => {
    const broken = await otherHost({ siteText: (site) => site.replace(/^.*immutable.*$/m, '') });
    const asset = linkedAssets((await get(broken.url, '/About')).body)[0] as string;
    const problems = assetProblems(await get(broken.url, asset, { 'accept-encoding': 'br' }), asset, 'br');
    expect(problems).toEqual([`${asset}: Cache-Control "${cacheControls.day}" (expected "${cacheControls.immutable}")`]);
  });
});
