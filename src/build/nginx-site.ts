// The nginx site of a build (issue 27, CONTRACT "Hosting"), written by the build into dist/nginx/
// from the same route list the build's pages come from and the same policies serve:prod sends
// (src/app/security-policy.ts, src/app/cache-policy.ts), never copied by hand:
// - every route answers its prerendered page, in the reader's language (nginx-language-map.ts);
//   an unknown path answers the not-found page with 404; the landing keeps its hash routes;
// - the security headers on every response, also errors; Cache-Control by file; Vary on pages;
// - the build's .br/.gz files sent as they are (brotli_static, gzip_static), nothing compressed per request;
// - /stations/ proxied to the host's upstream `kaagapay_api` with query, body and headers kept;
// - /runtime-config.js answered from the host's values, /healthz with the build's version.
// What only the host knows (listen, server_name, root, TLS, the upstream, runtime values) comes from
// two includes it writes (docs/deploy.md); the build writes examples of both beside the site.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheControls, rebuiltFiles, serviceFiles } from '../app/cache-policy.ts';
import { notFoundRoute } from '../app/prerendered-route.ts';
import { securityHeaders } from '../app/security-policy.ts';
import { runtimeConfigFile, runtimeGlobal } from '../lib/runtime-config.ts';
import { languageMap, type LanguageChoices } from './nginx-language-map.ts';

/** The host's values the site reads, each with the default the site sets before the host's include. */
export const hostVariables = {
  kaagapay_api_origin: { value: '', means: 'origin of the API when it is not this site (https://api.example.ph); "" keeps /stations on this origin' },
  kaagapay_telemetry_endpoint: { value: '', means: 'where field vitals and errors are posted (/stations/telemetry or https://…); "" sends none' },
  kaagapay_telemetry_sample_rate: { value: '0.1', means: 'share of page views that report, 0 to 1' },
  kaagapay_test_preview: { value: 'off', means: '"on" serves the internal pages (screens marked "internal": the test page /testPreview) and the backend contract (/openapi.html) as on staging; otherwise they are a 404' },
  kaagapay_api_host: { value: '$host', means: 'Host header sent to the API upstream' },
} as const;

/** The health check: nginx itself, with the build it serves. */
export const healthPath = '/healthz';

export interface SitePage {
  /** The page file inside the build, in the default language (`About/index.html`, `index.html`, `promotion/index.html`). */
  file: string;
  /** The route it is drawn for, as the app names it. */
  route: string;
  /** Its screen is not for borrowers (screen JSON `internal`): served only where the host turns internal pages on. */
  internal?: boolean;
}

export interface SiteOptions {
  version: string;
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
function headerLines(): string[] {
  const headers = securityHeaders('$kaagapay_api_origin', '$kaagapay_telemetry_origin');
  return [
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    'add_header Cache-Control $kaagapay_cache_control always;',
    'add_header Vary $kaagapay_vary always;',
  ];
}

/** Cache-Control by status and file (cache-policy.ts): an error is never kept, by a browser or a CDN. */
function cacheMap(): string {
  const exact = (path: string, value: string) => `    "~^(200|304) ${path.replace(/\./g, '\\.')}$" ${quote(value)};`;
  return [
    'map "$status $uri" $kaagapay_cache_control {',
    `    default ${quote(cacheControls.never)};`,
    `    "~^(200|206|304) /assets/" ${quote(cacheControls.immutable)};`,
    `    "~^(200|304) .*\\.html$" ${quote(cacheControls.revalidate)};`,
    ...[...serviceFiles, ...rebuiltFiles].map((file) => exact(`/${file}`, cacheControls.revalidate)),
    `    "~^200 /stations/" ${quote(cacheControls.never)};`,
    `    "~^200 ${healthPath}$" ${quote(cacheControls.never)};`,
    `    "~^(200|206|304) /" ${quote(cacheControls.day)};`,
    '}',
  ].join('\n');
}

/** The report endpoint's origin for the CSP: a path on this site needs none ('self'). */
const telemetryOriginMap = ['map $kaagapay_telemetry_endpoint $kaagapay_telemetry_origin {', '    default "";', '    "~^(?<origin>https?://[^/]+)" $origin;', '}'].join('\n');

/** A page chosen by language (the not-found page too) is a different response for another Accept-Language or cookie: a cache must know. */
const varyMap = ['map "$status $uri" $kaagapay_vary {', '    default "";', '    "~^404 " "Accept-Language, Cookie";', '    "~\\.html$" "Accept-Language, Cookie";', '}'].join('\n');

function pageLocation(page: SitePage, address: string): string[] {
  const file = `/${page.file}`;
  const inLanguage = file.replace(/\.html$/, '$kaagapay_lang.html');
  const lines = [`location = ${address} {`];
  if (page.internal) lines.push('    if ($kaagapay_test_preview != "on") { return 404; }');
  lines.push(`    try_files ${inLanguage} ${file} =404;`, '}');
  return lines;
}

function runtimeLocation(): string[] {
  // The host's values, as the app's runtime file sets them (src/lib/runtime-config.ts).
  const body = `self.${runtimeGlobal}={"apiOrigin":"$kaagapay_api_origin","telemetry":{"endpoint":"$kaagapay_telemetry_endpoint","sampleRate":$kaagapay_telemetry_sample_rate}};\\n`;
  return [`location = /${runtimeConfigFile} {`, '    default_type "text/javascript; charset=utf-8";', `    return 200 '${body}';`, '}'];
}

/** The site configuration (http context): its maps, then the server. */
export function nginxSite(pages: readonly SitePage[], { version, languages, apiReadTimeoutS = 65, maxBodyMb = 12 }: SiteOptions): string {
  const notFound = pages.find((page) => page.route === notFoundRoute);
  if (!notFound) throw new Error(`nginx-site: no page for ${notFoundRoute}; the host answers unknown paths with it (expected a screen with "routes": ["${notFoundRoute}"], screens/not-found.json)`);
  const notFoundFile = `/${notFound.file}`;
  const indent = (lines: string[]) => lines.map((line) => (line ? `    ${line}` : line));
  const server = [
    ...Object.entries(hostVariables).map(([name, { value, means }]) => `set $${name} ${quote(value)};  # ${means}`),
    '# The host: listen, server_name, root (this build\'s folder), TLS, and any of the values above.',
    'include kaagapay/server.conf;',
    '',
    'server_tokens off;',
    'charset utf-8;',
    'charset_types text/css text/plain text/javascript application/javascript application/json image/svg+xml;',
    '# The build wrote every text file\'s .br and .gz: sent as they are, nothing is compressed per request.',
    'gzip off;',
    'gzip_static on;',
    'brotli_static on;',
    'gzip_vary on;',
    ...headerLines(),
    '',
    `error_page 404 @not_found;`,
    '# A path nginx cannot make sense of (400: `..` above the root) gets the same page, in the default language (its URI is unusable for more).',
    `error_page 400 ${notFoundFile};`,
    'location @not_found {',
    `    try_files ${notFoundFile.replace(/\.html$/, '$kaagapay_lang.html')} ${notFoundFile} =404;`,
    '}',
    '',
    '# Pages: each route of the app, in the reader\'s language.',
    ...pages.flatMap((page) => pageAddresses(page.file).flatMap((address) => pageLocation(page, address))),
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
    `location = ${healthPath} {`,
    '    default_type application/json;',
    `    return 200 '{"status":"ok","version":${JSON.stringify(version)}}\\n';`,
    '}',
    '',
    '# The API: query, body and headers passed on as they came.',
    'location /stations/ {',
    '    proxy_pass http://kaagapay_api;',
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
    '}',
  ];
  return [
    `# Generated by npm run build (src/build/nginx-site.ts) for build ${version}. Do not edit: build again.`,
    '# Include it in nginx\'s http block; docs/deploy.md says what the two kaagapay/ includes hold.',
    '',
    languageMap(languages, 'kaagapay_lang'),
    '',
    cacheMap(),
    '',
    varyMap,
    '',
    telemetryOriginMap,
    '',
    '# The host: `upstream kaagapay_api { server …; }`, the API behind /stations/.',
    'include kaagapay/upstream.conf;',
    '',
    'server {',
    ...indent(server),
    '}',
    '',
  ].join('\n');
}

/** The includes a host writes, as examples beside the site (docs/deploy.md). */
export function hostIncludeExamples(): Record<string, string> {
  return {
    'upstream.conf.example': [
      '# /etc/nginx/kaagapay/upstream.conf: the API that answers /stations/ (the path is passed on unchanged).',
      'upstream kaagapay_api {',
      '    server 127.0.0.1:8080;',
      '    keepalive 16;',
      '}',
      '',
    ].join('\n'),
    'server.conf.example': [
      '# /etc/nginx/kaagapay/server.conf: what only the host knows, inside the site\'s server block.',
      'listen 443 ssl;',
      'http2 on;',
      'server_name loans.example.ph;',
      'ssl_certificate /etc/ssl/loans.example.ph.pem;',
      'ssl_certificate_key /etc/ssl/private/loans.example.ph.key;',
      '# Once HTTPS is settled (browsers remember it for the max-age); at this level it adds to the site\'s headers:',
      '# add_header Strict-Transport-Security "max-age=31536000" always;',
      'root /srv/kaagapay/current;',
      '',
      '# Runtime values (one build for staging and production); the defaults are in site.conf.',
      ...Object.entries(hostVariables).map(([name, { value, means }]) => `# set $${name} ${quote(value)};  # ${means}`),
      '',
    ].join('\n'),
  };
}

/** Writes dist/nginx/site.conf and the include examples. */
export function writeNginxSite(outDir: string, pages: readonly SitePage[], options: SiteOptions): string {
  const dir = join(outDir, 'nginx');
  mkdirSync(join(dir, 'kaagapay'), { recursive: true });
  const site = join(dir, 'site.conf');
  writeFileSync(site, nginxSite(pages, options));
  for (const [name, text] of Object.entries(hostIncludeExamples())) writeFileSync(join(dir, 'kaagapay', name), text);
  return site;
}
