// @vitest-environment node
import { mkdtempSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import market from '../../config/market.json' with { type: 'json' };
import type { Market } from '../generated/market';
import { apiHealthTimeoutS } from './nginx-health';
import { hostIncludeExamples, nginxSite, otlpLocation, pageAddresses, rateLimits, siteFiles, writeNginxSite } from './nginx-site';
import { firstFlightBytes, precompress } from './precompress';

const options = { version: '1.2.3+abc', languages: (market as Market).languages };
const pages = [
  { file: 'index.html', route: '/' },
  { file: 'About/index.html', route: '/About' },
  { file: 'notFound/index.html', route: '/notFound' },
  { file: 'testPreview/index.html', route: '/testPreview', internal: true },
  { file: 'promotion/index.html', route: '/' },
];

describe('the nginx site of a build (src/build/nginx-site.ts)', () => {
  it('answers each page at its addresses, in the reader’s language, and the default language’s page where there is no other', () => {
    expect(pageAddresses('About/index.html')).toEqual(['/About', '/About/']);
    expect(pageAddresses('index.html')).toEqual(['/']);
    const site = nginxSite(pages, options);
    expect(site).toContain('location = /About {\n        try_files /About/index$kaagapay_lang.html /About/index.html =404;');
    expect(site).toContain('location = /promotion/ {\n        try_files /promotion/index$kaagapay_lang.html /promotion/index.html =404;');
    expect(site).toContain('location = / {\n        try_files /index$kaagapay_lang.html /index.html =404;');
  });

  it('serves the internal test page only when the host says so, and unknown paths the not-found page', () => {
    const site = nginxSite(pages, options);
    expect(site).toMatch(/location = \/testPreview \{\n\s+if \(\$kaagapay_test_preview != "on"\) \{ return 404; \}/);
    expect(site).toContain('error_page 404 @not_found;');
    expect(site).toContain('error_page 400 /notFound/index.html;');
    expect(site).toContain('try_files /notFound/index$kaagapay_lang.html /notFound/index.html =404;');
  });

  it('names the missing not-found page and where it comes from', () => {
    expect(() => nginxSite(pages.filter((page) => page.route !== '/notFound'), options)).toThrow(/no page for \/notFound; .*screens\/not-found\.json/);
  });

  it('sends the CSP with the host’s runtime origins filled in per request, and the build’s version in the health check', () => {
    const site = nginxSite(pages, options);
    expect(site).toMatch(/add_header Content-Security-Policy "[^"]*connect-src 'self' \$kaagapay_api_origin \$kaagapay_telemetry_origin;[^"]*" always;/);
    expect(site).toContain(`return 200 '{"status":"ok","version":"1.2.3+abc"}\\n';`);
    // No add_header inside a location: nginx would then drop every header set for the server.
    const server = site.slice(site.indexOf('server {'));
    for (const block of server.split('location ').slice(1)) expect(block.split('\n}')[0]).not.toContain('add_header');
  });
});

describe('the site’s log and limits (issue 41)', () => {
  it('logs the path without its query, never the request line or the client’s address, in a JSON form too', () => {
    const site = nginxSite(pages, options);
    const formats = site.split('\n').filter((line) => line.startsWith('log_format '));
    expect(formats.map((line) => line.split(' ')[1])).toEqual(['kaagapay', 'kaagapay_json']);
    for (const format of formats) expect(format).not.toMatch(/\$(request|request_uri|args|arg_\w+|query_string|remote_addr|http_referer|http_user_agent)\b/);
    expect(formats[1]).toContain(`escape=json '{"time":"$time_iso8601","method":"$request_method","path":"$kaagapay_path","status":$status,`);
    expect(formats[1]).toContain('"version":"1.2.3+abc"');
    expect(site).toContain('map $request_uri $kaagapay_path {\n    "~^([^?]*)" $1;\n}');
    expect(site).toContain('    access_log /var/log/nginx/kaagapay.access.log kaagapay_json;');
  });

  it('keeps its error log at crit, where nginx writes none of the entries that quote a failed API call\'s request line', () => {
    const site = nginxSite(pages, options);
    expect(site).toContain('    error_log /var/log/nginx/kaagapay.error.log crit;');
    // One error_log for the site, in its server: a location's own would write below crit again.
    expect(site.match(/^\s*error_log /gm)).toHaveLength(1);
    expect(nginxSite(pages, { ...options, site: 'kaagapay_staging' })).toContain('error_log /var/log/nginx/kaagapay_staging.error.log crit;');
  });

  it('writes each site\'s logs into the folder siteFiles names for it (issue 63: a log volume or a shipper\'s folder per site)', () => {
    const staging = nginxSite(pages, { ...options, site: 'kaagapay_staging', logDir: '/var/log/kaagapay-staging' });
    expect(staging).toContain('    access_log /var/log/kaagapay-staging/kaagapay_staging.access.log kaagapay_staging_json;');
    expect(staging).toContain('    error_log /var/log/kaagapay-staging/kaagapay_staging.error.log crit;');
    const dir = mkdtempSync(join(tmpdir(), 'nginx-site-logs-'));
    writeNginxSite(dir, pages, options);
    for (const [file, names] of Object.entries(siteFiles)) {
      expect(readFileSync(join(dir, 'nginx', file), 'utf8'), file).toContain(`    access_log ${names.logDir}/${names.site}.access.log ${names.site}_json;`);
    }
  });

  it('limits each costly call per address with its own zone and the API’s, and says when to ask again on a 429', () => {
    const site = nginxSite(pages, options);
    expect(site).toContain('limit_req_zone $binary_remote_addr zone=kaagapay_limit_sms:5m rate=6r/m;');
    expect(site).toMatch(/location ~ \^\/stations\/api\/v2\/\[\^\/\]\+\/promotion\/get-sms\$ \{\n\s+limit_req zone=kaagapay_limit_api burst=60 nodelay;\n\s+limit_req zone=kaagapay_limit_sms burst=5 nodelay;\n\s+proxy_pass http:\/\/kaagapay_api;/);
    expect(site).toContain('limit_req_status 429;');
    expect(site).toContain('"~^429 /stations/api/v2/[^/]+/promotion/get-sms$" 10;');
    expect(site).toContain('add_header Retry-After $kaagapay_retry_after always;');
    expect(Object.values(rateLimits).filter((limit) => limit.path).length).toBe(3);
  });

  it("gives the host's /otlp/ its own limit and zone, a Retry-After, and no cache (issue 63)", () => {
    const site = nginxSite(pages, options);
    expect(site).toContain(`limit_req_zone $binary_remote_addr zone=kaagapay_limit_otlp:5m rate=${rateLimits.otlp.perMinute}r/m;`);
    expect(site).toContain(`"~^429 /otlp/" ${Math.ceil(60 / rateLimits.otlp.perMinute)};`);
    // The first line of the map that a 200 of /otlp/ matches says no-store (a map takes its first matching regex).
    const cacheLines = site.split('map "$status $uri" $kaagapay_cache_control {')[1]!.split('\n}')[0]!.split('\n');
    const first = cacheLines.find((line) => /"~([^"]*)"/.test(line) && new RegExp(line.match(/"~([^"]*)"/)![1]!).test("200 /otlp/v1/logs"));
    expect(first).toMatch(/"no-store";$/);
    const location = otlpLocation('kaagapay_staging', '10.0.0.5:4318').join('\n');
    expect(location).toContain('limit_req zone=kaagapay_staging_limit_otlp burst=60 nodelay;');
    expect(location).toContain('proxy_pass http://10.0.0.5:4318/;');
    expect(location).not.toContain('add_header');
    // The host's example and the deploy guide show the same lines.
    const example = hostIncludeExamples(siteFiles['site.conf'])['server.conf.example'];
    const guide = readFileSync('docs/deploy.md', 'utf8');
    for (const line of otlpLocation('kaagapay')) {
      expect(example).toContain(`# ${line}`);
      expect(guide, 'docs/deploy.md §7 shows the /otlp/ location as otlpLocation writes it').toContain(line.trim());
    }
  });

  it('names everything nginx keeps for its whole configuration after the site, so two sites share no name', () => {
    const names = (text: string) => [...text.matchAll(/^(?:map \S+(?: \S+)? \$(\S+)|log_format (\S+)|limit_req_zone \S+ zone=([^:]+)|upstream (\S+)|include (\S+)\/)/gm)].map((m) => m.slice(1).find(Boolean));
    const ofStaging = names(nginxSite(pages, { ...options, site: 'kaagapay_staging' }) + hostIncludeExamples(siteFiles['site-staging.conf'])['upstream.conf.example']);
    const ofProduction = names(nginxSite(pages, options) + hostIncludeExamples(siteFiles['site.conf'])['upstream.conf.example']);
    expect(ofProduction.length).toBeGreaterThan(10);
    expect(ofProduction.filter((name) => ofStaging.includes(name))).toEqual([]);
    expect(ofStaging.every((name) => name?.startsWith('kaagapay_staging'))).toBe(true);
  });
});

describe('the health checks (src/build/nginx-health.ts, issue 41)', () => {
  const site = nginxSite(pages, options);
  const block = (head: string) => site.slice(site.indexOf(head), site.indexOf('\n    }', site.indexOf(head)));

  it('keeps /healthz nginx\'s own answer, and sends neither check\'s answer to a cache', () => {
    expect(block('location = /healthz {')).toContain(`return 200 '{"status":"ok","version":"1.2.3+abc"}\\n';`);
    expect(site).toContain('    "~^200 /healthz$" "no-store";');
    expect(site).toContain('    "~^200 /healthz/api$" "no-store";');
  });

  it('asks the API at the host\'s path with a short time-out, without the monitor\'s headers, counted in the API\'s limit', () => {
    expect(site).toContain('    set $kaagapay_api_health_path "/stations/";');
    const check = block('location = /healthz/api {');
    expect(check).toContain('limit_req zone=kaagapay_limit_api burst=60 nodelay;');
    expect(check).toContain('auth_request /healthz/api-probe;');
    expect(check).toContain('auth_request_set $kaagapay_api_probe_status $upstream_status;');
    expect(check).toContain('error_page 401 403 500 = @kaagapay_api_health;');
    const probe = block('location = /healthz/api-probe {');
    expect(probe).toContain('internal;');
    expect(probe).toContain('proxy_pass http://kaagapay_api$kaagapay_api_health_path;');
    expect(probe).toContain('proxy_pass_request_headers off;');
    for (const which of ['connect', 'send', 'read']) expect(probe).toContain(`proxy_${which}_timeout ${apiHealthTimeoutS}s;`);
    expect(apiHealthTimeoutS).toBeLessThanOrEqual(5);
  });

  it('answers "up" with 200 for any API answer below 500, "down" with 503 for a 5xx, a refusal (502) or a time-out (504)', () => {
    const map = site.slice(site.indexOf('map $kaagapay_api_probe_status $kaagapay_api_up {'));
    const pattern = map.match(/"~(.+)" 1;/)?.[1];
    expect(pattern).toBeDefined();
    const up = new RegExp(pattern!);
    for (const status of ['200', '204', '301', '401', '404', '429', '502, 404']) expect(up.test(status), status).toBe(true);
    for (const status of ['500', '502', '503', '504', '404, 502', '']) expect(up.test(status), status).toBe(false);
    const decide = block('location @kaagapay_api_health {');
    expect(decide).toContain(`if ($kaagapay_api_up) { return 200 '{"status":"up","upstream_status":"$kaagapay_api_probe_status","version":"1.2.3+abc"}\\n'; }`);
    expect(decide).toContain(`return 503 '{"status":"down","upstream_status":"$kaagapay_api_probe_status","version":"1.2.3+abc"}\\n';`);
  });
});

describe('precompressed files (src/build/precompress.ts)', () => {
  it('writes .br and .gz beside each text file over 1 kB, none for pictures, tiny files or skipped ones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const text = 'const borrower = "Juan dela Cruz";\n'.repeat(100);
    writeFileSync(join(dir, 'app.js'), text);
    writeFileSync(join(dir, 'tiny.js'), 'x');
    writeFileSync(join(dir, 'photo.png'), text);
    writeFileSync(join(dir, 'runtime-config.js'), text);
    const written = await precompress(dir, { skip: (file) => file === 'runtime-config.js' });
    expect(written.map((w) => w.file)).toEqual(['app.js']);
    expect(existsSync(join(dir, 'app.js.br')) && existsSync(join(dir, 'app.js.gz'))).toBe(true);
    expect(['tiny.js.br', 'photo.png.br', 'runtime-config.js.br'].some((file) => existsSync(join(dir, file)))).toBe(false);
    expect(readFileSync(join(dir, 'app.js.br')).byteLength).toBeLessThan(text.length / 10);
  });

  it('keeps each form by the file\'s bytes: an unchanged file is taken from the cache, a changed one compressed again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const cacheDir = mkdtempSync(join(tmpdir(), 'precompress-cache-'));
    const page = (name: string) => `<p>Magandang araw, ${name}</p>\n`.repeat(200);
    const cached = () => deserialize(readFileSync(join(cacheDir, 'forms.v8'))) as Map<string, { br: Buffer; gzip: Buffer }>;
    writeFileSync(join(dir, 'a.html'), page('Juan'));
    writeFileSync(join(dir, 'b.html'), page('Maria'));
    await precompress(dir, { cacheDir });
    expect(readdirSync(cacheDir)).toEqual(['forms.v8']);
    expect(cached().size).toBe(2);
    // A cache hit is told apart by its bytes: a's forms are replaced in the cache by another text's.
    const forms = cached();
    const [aKey] = [...forms].find(([, f]) => brotliDecompressSync(f.br).toString() === page('Juan'))!;
    forms.set(aKey, { ...forms.get(aKey)!, br: brotliCompressSync(page('from the cache')) });
    writeFileSync(join(cacheDir, 'forms.v8'), serialize(forms));
    writeFileSync(join(dir, 'b.html'), page('Jose'));
    await precompress(dir, { cacheDir });
    // b's new bytes add an entry; a's is reused, not compressed again.
    expect(cached().size).toBe(3);
    expect(brotliDecompressSync(readFileSync(join(dir, 'a.html.br'))).toString()).toBe(page('from the cache'));
    expect(brotliDecompressSync(readFileSync(join(dir, 'b.html.br'))).toString()).toBe(page('Jose'));
    for (const file of ['a.html', 'b.html']) expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).toString()).toBe(readFileSync(join(dir, file), 'utf8'));
  });

  it('starts afresh from a cache file it cannot read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const cacheDir = mkdtempSync(join(tmpdir(), 'precompress-cache-'));
    writeFileSync(join(cacheDir, 'forms.v8'), 'not a cache');
    writeFileSync(join(dir, 'a.html'), '<p>Salamat po</p>\n'.repeat(200));
    await precompress(dir, { cacheDir });
    expect(brotliDecompressSync(readFileSync(join(dir, 'a.html.br'))).toString()).toBe(readFileSync(join(dir, 'a.html'), 'utf8'));
    expect((deserialize(readFileSync(join(cacheDir, 'forms.v8'))) as Map<string, unknown>).size).toBe(1);
  });

  it('compresses a page that fits the first flight at the fast level, a larger page and every script at the highest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    // Words that repeat little, so a page's compressed form stays large: a made-up list of borrowers.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const rows = (count: number) => Array.from({ length: count }, () => `<li>${next().toString(36)} ${next().toString(36)} ₱${next() % 99999}.00</li>`).join('\n');
    const small = `<ul>${rows(200)}</ul>`;
    const large = `<ul>${rows(2000)}</ul>`;
    writeFileSync(join(dir, 'small.html'), small);
    writeFileSync(join(dir, 'large.html'), large);
    writeFileSync(join(dir, 'small.js'), small);
    await precompress(dir);
    const at = (text: string, quality: number) => brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } });
    const written = (file: string) => readFileSync(join(dir, `${file}.br`));
    expect(at(small, 8).byteLength).toBeLessThanOrEqual(firstFlightBytes);
    expect(written('small.html').equals(at(small, 8))).toBe(true);
    expect(at(large, 8).byteLength).toBeGreaterThan(firstFlightBytes);
    expect(written('large.html').equals(at(large, 11))).toBe(true);
    expect(written('small.js').equals(at(small, 11))).toBe(true);
    // The two levels give different bytes here, so the checks above tell them apart.
    expect(at(small, 8).equals(at(small, 11))).toBe(false);
  });
});
