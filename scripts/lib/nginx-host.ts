// Debian's nginx serving a build with the site configuration that build wrote (dist/nginx/site.conf),
// as a lender hosts it (docs/deploy.md), on a loopback port: the host of the end-to-end tests and of
// `npm run lighthouse`. Its own prefix in a temporary folder holds the two includes a host writes
// (kaagapay/upstream.conf, kaagapay/server.conf) and the site's access and error logs (withLogsIn),
// so nothing of the machine's nginx is touched.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { get as httpsGet } from 'node:https';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { accessLogPath, errorLogPath, siteFiles } from '../../src/build/nginx-site.ts';

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Debian's packages the host needs; `.ci/run` installs them. */
export const nginxPackages = 'nginx libnginx-mod-http-brotli-static';

export interface NginxHostOptions {
  /** The build to serve, or a releases root's `current` link (scripts/ops/release.sh); its nginx/site.conf is the configuration. */
  dir: string;
  /** Where /stations/ goes: `host:port`. */
  upstream: string;
  /** `set $name "value";` lines of the host's server.conf (runtime values, the test page). */
  values?: Record<string, string>;
  /** More lines of the host's server.conf, as docs/deploy.md suggests them (a location proxied to a collector). */
  serverLines?: string[];
  /** The site's text to use instead of the build's, for a test that checks a broken configuration fails. */
  siteText?: (built: string) => string;
  port?: number;
  /** Serve HTTPS with HTTP/2 and a throwaway self-signed certificate, as docs/deploy.md's server.conf does (a browser must be told to accept the certificate). */
  tls?: boolean;
}

export interface NginxHost {
  url: string;
  port: number;
  /** The prefix folder: conf/, and logs/ with every log this nginx writes (its own error.log and access.log, the site's two). */
  prefix: string;
  /**
   * Loads the site of the build now in `dir` (a release switched under it: scripts/ops/release.sh) as
   * `systemctl reload nginx` does, and resolves once /healthz names that build.
   */
  reload(): Promise<void>;
  /** The site's own access log (the site's path, moved into the prefix). */
  accessLog: string;
  /** The folder of every log this nginx writes (the prefix's logs/). */
  logDir: string;
  close(): Promise<void>;
}

/** A free loopback port (nginx cannot be told to pick one and say which). */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Throws, naming the packages to install, when nginx or its brotli module is missing. */
export function requireNginx(): void {
  const missing = !existsSync(nginxBinary) ? nginxBinary : !existsSync(brotliModule) ? 'the brotli_static module' : undefined;
  if (missing) throw new Error(`nginx host: ${missing} is missing; install Debian's packages: apt-get install ${nginxPackages} (.ci/run does)`);
}

/** nginx's main configuration for a prefix, its http block including the given sites. */
export function mainConfig(prefix: string, ...sites: string[]): string {
  // As root (CI, this machine) the workers would run as nobody and could not read a build under /root.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return [
    user,
    'worker_processes 1;',
    'daemon off;',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'logs/error.log')} warn;`,
    // modules-enabled/ names the module relative to the machine's prefix, not this one.
    `load_module ${brotliModule};`,
    'events { worker_connections 512; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    `    access_log ${join(prefix, 'logs/access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${join(prefix, 'tmp', kind)};`),
    ...sites.map((site) => `    include ${site};`),
    '}',
    '',
  ].join('\n');
}

/** A throwaway self-signed certificate for localhost, made in the prefix's conf/. */
export function throwawayCertificate(prefix: string): { cert: string; key: string } {
  const [cert, key] = [join(prefix, 'conf/localhost.pem'), join(prefix, 'conf/localhost.key')];
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', key, '-out', cert],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`nginx host: openssl could not make a certificate: ${made.stderr || made.error?.message}`);
  return { cert, key };
}

/** The listen lines of server.conf: plain HTTP, or TLS and HTTP/2 with a certificate made for this run in the prefix. */
function listenLines(prefix: string, port: number, tls: boolean): string[] {
  if (!tls) return [`listen 127.0.0.1:${port};`];
  const { cert, key } = throwawayCertificate(prefix);
  // nginx 1.22 (Debian 12) takes http2 on the listen line; 1.25.1 and later also take `http2 on;` (docs/deploy.md).
  return [`listen 127.0.0.1:${port} ssl http2;`, `ssl_certificate ${cert};`, `ssl_certificate_key ${key};`];
}

/** A site's text with its logs moved from the machine's log folder into the prefix's (same names): the only change a test host makes. */
export function withLogsIn(prefix: string, text: string): string {
  const paths = Object.values(siteFiles).flatMap((names) => [accessLogPath(names), errorLogPath(names)]);
  return paths.reduce((out, path) => out.replaceAll(path, join(prefix, 'logs', basename(path))), text);
}

/** The host's health check answer, if it answers 200 (over TLS, whatever the certificate). */
function health(url: string): Promise<string | undefined> {
  if (!url.startsWith('https:')) return fetch(`${url}/healthz`).then((reply) => (reply.ok ? reply.text() : undefined), () => undefined);
  return new Promise((done) => {
    const request = httpsGet(`${url}/healthz`, { rejectUnauthorized: false }, (reply) => {
      let body = '';
      reply.on('data', (chunk: Buffer) => (body += chunk.toString()));
      reply.on('end', () => done(reply.statusCode === 200 ? body : undefined));
    });
    request.on('error', () => done(undefined));
  });
}

export async function startNginxHost({ dir, upstream, values = {}, serverLines = [], siteText, port, tls = false }: NginxHostOptions): Promise<NginxHost> {
  requireNginx();
  const root = resolve(dir);
  const built = join(root, 'nginx/site.conf');
  if (!existsSync(built)) throw new Error(`${built}: missing; build first (npm run build writes it)`);
  const prefix = mkdtempSync(join(tmpdir(), 'kaagapay-nginx-'));
  for (const sub of ['conf/kaagapay', 'logs', 'tmp']) mkdirSync(join(prefix, sub), { recursive: true });
  const listen = port ?? (await freePort());
  const site = join(prefix, 'conf/site.conf');
  const writeSite = () => writeFileSync(site, withLogsIn(prefix, siteText ? siteText(readFileSync(built, 'utf8')) : readFileSync(built, 'utf8')));
  writeSite();
  writeFileSync(join(prefix, 'conf/kaagapay/upstream.conf'), `upstream kaagapay_api {\n    server ${upstream};\n    keepalive 8;\n}\n`);
  writeFileSync(
    join(prefix, 'conf/kaagapay/server.conf'),
    [...listenLines(prefix, listen, tls), 'server_name localhost;', `root ${root};`, ...Object.entries(values).map(([name, value]) => `set $${name} "${value}";`), ...serverLines, ''].join('\n'),
  );
  const conf = join(prefix, 'conf/nginx.conf');
  writeFileSync(conf, mainConfig(prefix, site));
  // A configuration nginx refuses is named with nginx's own words, before anything waits on a port.
  const checkConfig = () => {
    const check = spawnSync(nginxBinary, ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused ${site}:\n${check.stderr}`);
  };
  checkConfig();
  const child: ChildProcess = spawn(nginxBinary, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${listen}`;
  const deadline = Date.now() + 10000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`);
    if ((await health(url)) !== undefined) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer ${url}/healthz within 10 s: ${stderr}`);
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    url,
    port: listen,
    prefix,
    reload: async () => {
      writeSite();
      checkConfig();
      const { version } = JSON.parse(readFileSync(join(root, 'version.json'), 'utf8')) as { version: string };
      child.kill('SIGHUP');
      const until = Date.now() + 10000;
      for (;;) {
        const answer = await health(url);
        if (answer?.includes(JSON.stringify(version))) return;
        if (Date.now() > until) throw new Error(`nginx did not serve build ${version} within 10 s of a reload; /healthz says ${answer}: ${stderr}`);
        await new Promise((done) => setTimeout(done, 50));
      }
    },
    accessLog: join(prefix, 'logs', basename(accessLogPath(siteFiles['site.conf']))),
    logDir: join(prefix, 'logs'),
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
