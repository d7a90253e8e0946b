// The nginx site of a build (issue 27, CONTRACT "Hosting"), written by the build into dist/nginx/
// from the same route list the build's pages come from and the same policies serve:prod sends
// (src/app/security-policy.ts, src/app/cache-policy.ts), never copied by hand:
// - every route answers its prerendered page, in the reader's language (nginx-language-map.ts);
//   an unknown path answers the not-found page with 404; the landing keeps its hash routes;
// - the security headers on every response, also errors; Cache-Control by file; Vary on pages;
// - the build's .br/.gz files sent as they are (brotli_static, gzip_static), nothing compressed per request;
// - /stations/ proxied to the host's upstream `kaagapay_api` with query, body and headers kept;
// - /runtime-config.js answered from the host's values, /healthz with the build's version, and
//   /healthz/api with whether the API answers (nginx-health.ts);
// - an access log without query strings: the host app's session values ride in every page's query
//   (issue 41; the Data Privacy Act, RA 10173: no personal data kept that the purpose does not need),
//   and an error log kept at a level whose entries a working site does not make (errorLogLevel);
// - request limits per client address where a request costs the lender (an SMS, an account, an upload).
// What only the host knows (listen, server_name, root, TLS, the upstream, runtime values) comes from
// two includes it writes (docs/deploy.md); the build writes examples of both beside the site.
// Every name nginx keeps for its whole configuration (upstream, maps, zones, log formats, the
// includes' folder) starts with the site's name, so staging and production run on one nginx.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheControls, rebuiltFiles, serviceFiles } from '../app/cache-policy.ts';
import { notFoundRoute } from '../app/prerendered-route.ts';
import { securityHeaders } from '../app/security-policy.ts';
import { runtimeConfigFile, runtimeGlobal } from '../lib/runtime-config.ts';
import { apiHealthMap, apiHealthPath, apiHealthPathVariable, apiHealthTimeoutS, healthLocations, healthPath } from './nginx-health.ts';
import { languageMap, type LanguageChoices } from './nginx-language-map.ts';
import { compressibleExtensions } from './precompress.ts';

/** The host's values the site reads, each with the default the site sets before the host's include. */
export const hostVariables = {
  kaagapay_api_origin: { value: '', means: 'origin of the API when it is not this site (https://api.example.ph); "" keeps /stations on this origin' },
  kaagapay_telemetry_endpoint: { value: '', means: 'where field vitals and errors are posted (/stations/telemetry, https://…, or a collector\'s base with the otlp format); "" sends none' },
  kaagapay_telemetry_sample_rate: { value: '0.1', means: 'share of page views that report, 0 to 1' },
  kaagapay_telemetry_format: { value: 'kaagapay', means: '"otlp" sends OpenTelemetry logs and metrics (OTLP/HTTP JSON) to the endpoint\'s /v1/logs and /v1/metrics, the endpoint being a collector\'s base; "kaagapay" one batch of schemas/telemetry-batch.json' },
  kaagapay_test_preview: { value: 'off', means: '"on" serves the internal pages (screens marked "internal": the test page /testPreview) and the backend contract (/openapi.html) as on staging; otherwise they are a 404' },
  kaagapay_api_host: { value: '$host', means: 'Host header sent to the API upstream' },
  [apiHealthPathVariable]: { value: '/stations/', means: `path the readiness check ${apiHealthPath} asks the API for (GET): any answer below 500 within ${apiHealthTimeoutS} s is "up"` },
} as const;

export interface SitePage {
  /** The page file inside the build, in the default language (`About/index.html`, `index.html`, `promotion/index.html`). */
  file: string;
  /** The route it is drawn for, as the app names it. */
  route: string;
  /** Its screen is not for borrowers (screen JSON `internal`): served only where the host turns internal pages on. */
  internal?: boolean;
}

/**
 * The sites a build writes, by file: one build serves both (its runtime values come from the host),
 * each under its own names. `kaagapay` is the name the site had before there were two.
 */
export const siteFiles = {
  'site.conf': { site: 'kaagapay', serverName: 'loans.example.ph', root: '/srv/kaagapay/current', api: '127.0.0.1:8080', acmeRoot: '/var/www/acme', logDir: '/var/log/nginx' },
  'site-staging.conf': { site: 'kaagapay_staging', serverName: 'staging.loans.example.ph', root: '/srv/kaagapay-staging/current', api: '127.0.0.1:8081', acmeRoot: '/var/www/acme', logDir: '/var/log/nginx' },
} as const;

export type SiteFile = (typeof siteFiles)[keyof typeof siteFiles];

/** The sites' names and log folders (the site files are written with them; the tests move the logs into theirs). */
interface SiteLogs {
  site: string;
  logDir: string;
}

/** Where a site's access log goes: its own folder (siteFiles `logDir`: a log volume, a shipper's folder), named after the site. */
export const accessLogPath = ({ site, logDir }: SiteLogs) => `${logDir}/${site}.access.log`;

/** Where a site's error log goes, beside its access log. */
export const errorLogPath = ({ site, logDir }: SiteLogs) => `${logDir}/${site}.error.log`;

/**
 * The level of the site's error log. nginx's error log has no format: every entry made while serving
 * a request ends with the client's address and the request line (`request: "GET
 * /stations/…?sessionId=…&deviceId=…"`), so it would keep the session values the access log leaves
 * out. At `crit`, nothing a working site logs is written: the API refusing, failing or too slow, a
 * client's body too large or its connection gone, a request limit (all `error` and below). What is
 * left means a broken host (a file nginx may not read, a full disk), rare and fixed at once; such an
 * entry still quotes its request. docs/deploy.md says what ops lose and how to raise it to debug.
 */
export const errorLogLevel = 'crit';

/**
 * Requests per client address where abuse is cheap for the caller and costly for the lender (issue
 * 41): the one place these values live (docs/deploy.md lists them; change them here and build).
 * Requests over `burst` are answered 429 at once (nodelay: a borrower waits for a message, not for a
 * held request), with Retry-After the seconds until one more is allowed. Many borrowers share an
 * address behind their carrier's NAT, so each limit leaves room for several people at once.
 * `path` is a regex of the paths under /stations/ a limit is for; none for the limit on every API call.
 */
export const rateLimits = {
  api: { what: 'every /stations/ call', perMinute: 1200, burst: 60, path: undefined },
  sms: { what: 'the landing\'s SMS code (get-sms)', perMinute: 6, burst: 5, path: '/stations/api/v2/[^/]+/promotion/get-sms' },
  register: { what: 'the landing\'s registration', perMinute: 6, burst: 5, path: '/stations/api/v2/[^/]+/promotion/register' },
  upload: { what: 'complaint photo uploads', perMinute: 20, burst: 10, path: '/stations/user-problem/upload-problem-img' },
  // Two posts a reporting page view (logs, metrics): room for the views of many borrowers behind one NAT.
  otlp: { what: "field reports posted through the site's /otlp/ (otlpLocation)", perMinute: 600, burst: 60, path: undefined },
} as const satisfies Record<string, { what: string; perMinute: number; burst: number; path: string | undefined }>;

/** Where the host proxies field reports to its OpenTelemetry Collector, on the site's own origin (docs/deploy.md §7). */
export const otlpPath = '/otlp/';

export type RateLimitName = keyof typeof rateLimits;

/** Seconds until a limit allows one more request: what Retry-After says. */
export const retryAfterS = (name: RateLimitName) => Math.ceil(60 / rateLimits[name].perMinute);

export interface SiteOptions {
  version: string;
  /** The site's name (siteFiles): the prefix of its nginx-wide names and the folder of its includes. */
  site?: string;
  /** The folder of its access and error logs (siteFiles `logDir`). */
  logDir?: string;
  languages: LanguageChoices;
  /** Seconds nginx waits for the API's answer: a little over the app's own timeout, so the app's message is the one a borrower reads. */
  apiReadTimeoutS?: number;
  /** The largest request body: complaint photos are up to 5 MB each (the upload's limit), sent one at a time, as multipart. */
  maxBodyMb?: number;
}

/** The addresses a page file answers: its folder with and without the trailing slash (`/About`, `/About/`), or `/`. */
export function pageAddresses(file: string): string[] {
  const folder = file.replace(/(^|\/)index\.html$/, '');
  return folder ? [`/${folder}`, `/${folder}/`] : ['/'];
}

const quote = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

/** The security headers as nginx sets them, with the runtime origins filled in per request. */
function headerLines(site: string): string[] {
  const headers = securityHeaders('$kaagapay_api_origin', `$${site}_telemetry_origin`);
  return [
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    `add_header Cache-Control $${site}_cache_control always;`,
    `add_header Vary $${site}_vary always;`,
    // Empty (not sent) but on a 429.
    `add_header Retry-After $${site}_retry_after always;`,
  ];
}

/** Cache-Control by status and file (cache-policy.ts): an error is never kept, by a browser or a CDN. */
function cacheMap(site: string): string {
  const exact = (path: string, value: string) => `    "~^(200|304) ${path.replace(/\./g, '\\.')}$" ${quote(value)};`;
  return [
    `map "$status $uri" $${site}_cache_control {`,
    `    default ${quote(cacheControls.never)};`,
    `    "~^(200|206|304) /assets/" ${quote(cacheControls.immutable)};`,
    `    "~^(200|304) .*\\.html$" ${quote(cacheControls.revalidate)};`,
    ...[...serviceFiles, ...rebuiltFiles].map((file) => exact(`/${file}`, cacheControls.revalidate)),
    `    "~^200 /stations/" ${quote(cacheControls.never)};`,
    `    "~^200 ${otlpPath}" ${quote(cacheControls.never)};`,
    ...[healthPath, apiHealthPath].map((path) => `    "~^200 ${path}$" ${quote(cacheControls.never)};`),
    `    "~^(200|206|304) /" ${quote(cacheControls.day)};`,
    '}',
  ].join('\n');
}

/** The report endpoint's origin for the CSP: a path on this site needs none ('self'). */
const telemetryOriginMap = (site: string) => [`map $kaagapay_telemetry_endpoint $${site}_telemetry_origin {`, '    default "";', '    "~^(?<origin>https?://[^/]+)" $origin;', '}'].join('\n');

/**
 * The one Vary line of each response (gzip_vary is off: beside this it made a second line, which some
 * caches read alone). A page chosen by language (the not-found page too) differs by Accept-Language
 * and cookie as well as by encoding; a file the build compressed, by encoding.
 */
function varyMap(site: string): string {
  const compressed = [...compressibleExtensions].map((extension) => extension.slice(1)).join('|');
  return [
    `map "$status $uri" $${site}_vary {`,
    '    default "";',
    '    "~^404 " "Accept-Encoding, Accept-Language, Cookie";',
    '    "~\\.html$" "Accept-Encoding, Accept-Language, Cookie";',
    `    "~^(200|206|304) .*\\.(${compressed})$" "Accept-Encoding";`,
    '}',
  ].join('\n');
}

/** What Retry-After says on a 429, by the limit the address falls under (its own first, then every API call's). */
function retryAfterMap(site: string): string {
  const own = limitNames.flatMap((name) => {
    const { path } = rateLimits[name];
    return path ? [`    "~^429 ${path}$" ${retryAfterS(name)};`] : [];
  });
  return [`map "$status $uri" $${site}_retry_after {`, '    default "";', ...own, `    "~^429 ${otlpPath}" ${retryAfterS('otlp')};`, `    "~^429 " ${retryAfterS('api')};`, '}'].join('\n');
}

const limitNames = Object.keys(rateLimits) as RateLimitName[];

const zoneName = (site: string, name: RateLimitName) => `${site}_limit_${name}`;

function limitZones(site: string): string {
  return limitNames
    .map((name) => `limit_req_zone $binary_remote_addr zone=${zoneName(site, name)}:5m rate=${rateLimits[name].perMinute}r/m;  # ${rateLimits[name].what}`)
    .join('\n');
}

const limitLine = (site: string, name: RateLimitName) => `limit_req zone=${zoneName(site, name)} burst=${rateLimits[name].burst} nodelay;`;

/**
 * The JSON access log's fields, each with what nginx writes and whether it is a JSON number or a
 * string: the request's path without its query (the host app's sessionId, deviceId and gps_adid ride
 * there), no client address, no referrer or user agent: what an operator needs to see the site work
 * (status, times, the upstream's answer) and which build answered. The collector's reading of the log
 * (docs/otel/collector.yaml) is held to these names and kinds (src/telemetry/server-signals.test.ts).
 */
export const accessLogFields = (site: string, version: string): [name: string, value: string, kind: 'number' | 'text'][] => [
  ['time', '$time_iso8601', 'text'],
  ['method', '$request_method', 'text'],
  ['path', `$${site}_path`, 'text'],
  ['status', '$status', 'number'],
  ['bytes', '$body_bytes_sent', 'number'],
  ['request_time', '$request_time', 'number'],
  // Text: "" without an upstream, lists ("502, 200") when nginx asked more than one server.
  ['upstream_status', '$upstream_status', 'text'],
  ['upstream_time', '$upstream_response_time', 'text'],
  ['version', version, 'text'],
];

function logFormats(site: string, version: string): string {
  const fields = accessLogFields(site, version);
  const json = fields.map(([name, value, kind]) => (kind === 'number' ? `"${name}":${value}` : `"${name}":"${value}"`)).join(',');
  return [
    '# The path without the query: $request and $request_uri would keep the session values.',
    `map $request_uri $${site}_path {`,
    '    "~^([^?]*)" $1;',
    '}',
    `log_format ${site} '${fields.map(([, value]) => value).join(' ')}';`,
    `log_format ${site}_json escape=json '{${json}}';`,
  ].join('\n');
}

function pageLocation(site: string, page: SitePage, address: string): string[] {
  const file = `/${page.file}`;
  const inLanguage = file.replace(/\.html$/, `$${site}_lang.html`);
  const lines = [`location = ${address} {`];
  // The not-found page's own address is not found either: a 404 with the page (error_page), so a
  // crawler or uptime check does not take it for a page of the site.
  if (page.route === notFoundRoute) return [...lines, '    return 404;', '}'];
  if (page.internal) lines.push('    if ($kaagapay_test_preview != "on") { return 404; }');
  lines.push(`    try_files ${inLanguage} ${file} =404;`, '}');
  return lines;
}

function runtimeLocation(): string[] {
  // The host's values, as the app's runtime file sets them (src/lib/runtime-config.ts).
  const body = `self.${runtimeGlobal}={"apiOrigin":"$kaagapay_api_origin","telemetry":{"endpoint":"$kaagapay_telemetry_endpoint","sampleRate":$kaagapay_telemetry_sample_rate,"format":"$kaagapay_telemetry_format"}};\\n`;
  return [`location = /${runtimeConfigFile} {`, '    default_type "text/javascript; charset=utf-8";', `    return 200 '${body}';`, '}'];
}

/** /stations/: the API, with every call's limit, and inside it each costly call's own (a nested location names its own limits and handler; the rest it inherits). */
function apiLocation(site: string, { apiReadTimeoutS, maxBodyMb }: { apiReadTimeoutS: number; maxBodyMb: number }): string[] {
  const proxy = `proxy_pass http://${site}_api;`;
  const own = limitNames.flatMap((name) => {
    const { path } = rateLimits[name];
    return path ? [`    location ~ ^${path}$ {`, `        ${limitLine(site, 'api')}`, `        ${limitLine(site, name)}`, `        ${proxy}`, '    }'] : [];
  });
  return [
    '# The API: query, body and headers passed on as they came.',
    'location /stations/ {',
    `    ${proxy}`,
    '    proxy_http_version 1.1;',
    '    proxy_set_header Connection "";',
    '    proxy_set_header Host $kaagapay_api_host;',
    '    proxy_set_header X-Real-IP $remote_addr;',
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    '    proxy_set_header X-Forwarded-Host $host;',
    '    # Replies are about one borrower: no cache keeps them (the site sends no-store).',
    '    proxy_hide_header Cache-Control;',
    '    proxy_connect_timeout 5s;',
    `    proxy_send_timeout ${apiReadTimeoutS}s;`,
    `    proxy_read_timeout ${apiReadTimeoutS}s;`,
    `    client_max_body_size ${maxBodyMb}m;`,
    '    # Over a limit: 429 with Retry-After; the access log has each one, the error log none.',
    '    limit_req_status 429;',
    '    limit_req_log_level info;',
    `    ${limitLine(site, 'api')}`,
    ...own,
    '}',
  ];
}

/** The site configuration (http context): its maps, then the server. */
export function nginxSite(pages: readonly SitePage[], { version, languages, site = siteFiles['site.conf'].site, logDir = siteFiles['site.conf'].logDir, apiReadTimeoutS = 65, maxBodyMb = 12 }: SiteOptions): string {
  const notFound = pages.find((page) => page.route === notFoundRoute);
  if (!notFound) throw new Error(`nginx-site: no page for ${notFoundRoute}; the host answers unknown paths with it (expected a screen with "routes": ["${notFoundRoute}"], screens/not-found.json)`);
  const notFoundFile = `/${notFound.file}`;
  const indent = (lines: string[]) => lines.map((line) => (line ? `    ${line}` : line));
  const server = [
    ...Object.entries(hostVariables).map(([name, { value, means }]) => `set $${name} ${quote(value)};  # ${means}`),
    '# The host: listen, server_name, root (this build\'s folder), TLS, and any of the values above.',
    `include ${site}/server.conf;`,
    '',
    'server_tokens off;',
    `access_log ${accessLogPath({ site, logDir })} ${site}_json;`,
    `error_log ${errorLogPath({ site, logDir })} ${errorLogLevel};`,
    'charset utf-8;',
    'charset_types text/css text/plain text/javascript application/javascript application/json image/svg+xml;',
    '# The build wrote every text file\'s .br and .gz: sent as they are, nothing is compressed per request.',
    'gzip off;',
    'gzip_static on;',
    'brotli_static on;',
    `# Vary is the site's own, one line ($${site}_vary).`,
    'gzip_vary off;',
    ...headerLines(site),
    '',
    `error_page 404 @not_found;`,
    '# A path nginx cannot make sense of (400: `..` above the root) gets the same page, in the default language (its URI is unusable for more).',
    `error_page 400 ${notFoundFile};`,
    'location @not_found {',
    `    try_files ${notFoundFile.replace(/\.html$/, `$${site}_lang.html`)} ${notFoundFile} =404;`,
    '}',
    '',
    '# Pages: each route of the app, in the reader\'s language.',
    ...pages.flatMap((page) => pageAddresses(page.file).flatMap((address) => pageLocation(site, page, address))),
    '',
    '# Everything else in the build (assets/, images/, the icon); anything missing is the not-found page.',
    'location / {',
    '    try_files $uri =404;',
    '}',
    '# The backend contract (dist/openapi.json, npm run openapi): for the backend team, where internal pages are served.',
    `location ~ ^/openapi\\.(json|html)$ {`,
    '    if ($kaagapay_test_preview != "on") { return 404; }',
    '    try_files $uri =404;',
    '}',
    '# Not part of the site: this configuration, dotfiles, and the compressed copies by their own names.',
    'location ^~ /nginx/ { return 404; }',
    'location ~ (^|/)\\. { return 404; }',
    'location ~ \\.(br|gz)$ { return 404; }',
    '',
    ...runtimeLocation(),
    ...healthLocations(site, version, limitLine(site, 'api')),
    '',
    ...apiLocation(site, { apiReadTimeoutS, maxBodyMb }),
  ];
  return [
    `# Generated by npm run build (src/build/nginx-site.ts) for build ${version}, site ${site}. Do not edit: build again.`,
    '# Include it in nginx\'s http block; docs/deploy.md says what the two includes in ' + `${site}/ hold.`,
    '',
    languageMap(languages, `${site}_lang`),
    '',
    cacheMap(site),
    '',
    varyMap(site),
    '',
    telemetryOriginMap(site),
    '',
    retryAfterMap(site),
    '',
    apiHealthMap(site),
    '',
    logFormats(site, version),
    '',
    limitZones(site),
    '',
    `# The host: \`upstream ${site}_api { server …; }\`, the API behind /stations/, and the port-80 redirect.`,
    `include ${site}/upstream.conf;`,
    '',
    'server {',
    ...indent(server),
    '}',
    '',
  ].join('\n');
}

/**
 * The host's `/otlp/` (server.conf): field reports to a collector on a private address, through the
 * site's own origin. Within its own request limit per address (a public path a script could flood
 * the collector through), and never cached (the site's Cache-Control map; no add_header here, or
 * nginx would drop the site's headers in this location).
 */
export function otlpLocation(site: string, collector = '127.0.0.1:4318'): string[] {
  return [
    `location ${otlpPath} {`,
    `    ${limitLine(site, 'otlp')}`,
    '    limit_req_status 429;',
    '    limit_req_log_level info;',
    `    proxy_pass http://${collector}/;`,
    '}',
  ];
}

/** The includes a host writes, as examples beside the site (docs/deploy.md); the tests run `nginx -t` on them. */
export function hostIncludeExamples({ site, serverName, root, api, acmeRoot }: SiteFile): Record<string, string> {
  return {
    'upstream.conf.example': [
      `# /etc/nginx/${site}/upstream.conf, in the http context: the API that answers /stations/ (the path is passed on unchanged),`,
      '# and the plain-HTTP server that sends every visitor to HTTPS but for the certificate authority\'s check.',
      `upstream ${site}_api {`,
      `    server ${api};`,
      '    keepalive 16;',
      '}',
      'server {',
      '    listen 80;',
      `    server_name ${serverName};`,
      '    # Its addresses carry the session values in their query: logged nowhere.',
      '    access_log off;',
      '    # ACME HTTP-01 (Let\'s Encrypt): the token files certbot or acme.sh write in webroot mode',
      `    # (${acmeRoot}/.well-known/acme-challenge/), as plain text; nothing else of /.well-known/ (docs/deploy.md, Certificates).`,
      '    location ^~ /.well-known/acme-challenge/ {',
      `        root ${acmeRoot};`,
      '        default_type text/plain;',
      '        try_files $uri =404;',
      '    }',
      '    location / {',
      `        return 301 https://${serverName}$request_uri;`,
      '    }',
      '}',
      '',
    ].join('\n'),
    'server.conf.example': [
      `# /etc/nginx/${site}/server.conf: what only the host knows, inside the site's server block.`,
      '# nginx 1.22 (Debian 12) takes HTTP/2 on the listen line. From 1.25.1 on, write `listen 443 ssl;`',
      '# and `http2 on;` instead (the listen parameter still works there, with a deprecation warning).',
      'listen 443 ssl http2;',
      `server_name ${serverName};`,
      `ssl_certificate /etc/ssl/${serverName}.pem;`,
      `ssl_certificate_key /etc/ssl/private/${serverName}.key;`,
      'ssl_protocols TLSv1.2 TLSv1.3;',
      '# A returning phone resumes its TLS session instead of a full handshake (one round trip fewer on a',
      '# slow network). Tickets off: their key would live as long as nginx runs, and resumption works without.',
      `ssl_session_cache shared:${site}_tls:10m;`,
      'ssl_session_timeout 1d;',
      'ssl_session_tickets off;',
      '# OCSP stapling, only with a certificate authority that still answers OCSP: Let\'s Encrypt\'s',
      '# certificates carry no OCSP address since 2025, and nginx then warns that stapling is ignored.',
      '# ssl_stapling on;',
      '# ssl_stapling_verify on;',
      `# ssl_trusted_certificate /etc/ssl/${serverName}.chain.pem;`,
      '# resolver 127.0.0.53;',
      '',
      '# HSTS, a decision: browsers then refuse plain HTTP to this name for max-age, a certificate',
      '# problem included (no "continue anyway"). Turn it on once HTTPS has run without trouble, start',
      '# short (max-age=300, then a day, then a year); includeSubDomains binds every subdomain too;',
      '# preload is near-permanent (removal takes months): not without the whole domain\'s owner agreeing.',
      '# At this level it adds to the site\'s headers.',
      '# add_header Strict-Transport-Security "max-age=31536000" always;',
      '',
      '# Behind a CDN: the borrower\'s address instead of the CDN\'s, for the request limits and X-Real-IP',
      '# (without it every borrower behind one CDN node shares one limit). Only the CDN\'s published',
      '# ranges (placeholders here), and the header that CDN sets (CF-Connecting-IP, True-Client-IP, or',
      '# X-Forwarded-For with real_ip_recursive on).',
      '# set_real_ip_from 192.0.2.0/24;',
      '# set_real_ip_from 2001:db8::/32;',
      '# real_ip_header X-Forwarded-For;',
      '# real_ip_recursive on;',
      '',
      `root ${root};`,
      '',
      '# Runtime values (one build for staging and production); the defaults are in the site file.',
      ...Object.entries(hostVariables).map(([name, { value, means }]) => `# set $${name} ${quote(value)};  # ${means}`),
      '',
      `# Field reports to an OpenTelemetry Collector on this host, through the site's ${otlpPath} (docs/deploy.md §7):`,
      `# set $kaagapay_telemetry_endpoint "${otlpPath.replace(/\/$/, '')}"; set $kaagapay_telemetry_format "otlp"; and`,
      ...otlpLocation(site).map((line) => `# ${line}`),
      '',
    ].join('\n'),
  };
}

/** Writes the build's sites (dist/nginx/site.conf, site-staging.conf) and their include examples (dist/nginx/<site>/). */
export function writeNginxSite(outDir: string, pages: readonly SitePage[], options: Omit<SiteOptions, 'site'>): string {
  const dir = join(outDir, 'nginx');
  for (const [file, names] of Object.entries(siteFiles)) {
    mkdirSync(join(dir, names.site), { recursive: true });
    writeFileSync(join(dir, file), nginxSite(pages, { ...options, site: names.site, logDir: names.logDir }));
    for (const [name, text] of Object.entries(hostIncludeExamples(names))) writeFileSync(join(dir, names.site, name), text);
  }
  return join(dir, 'site.conf');
}
