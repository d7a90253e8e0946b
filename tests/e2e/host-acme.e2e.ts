// Issue 63: a certificate can be had and renewed with the host files as the build writes them. The
// port-80 server of upstream.conf.example answers Let's Encrypt's HTTP-01 check from the webroot
// certbot or acme.sh write to (docs/deploy.md, Certificates), and sends everything else, the rest of
// /.well-known/ included, to HTTPS. On Debian's nginx, the example as written but for its listen
// address (a free loopback port, not 80) and its webroot (the test's folder).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, mainConfig, nginxBinary, requireNginx } from '../../scripts/lib/nginx-host';
import { siteFiles } from '../../src/build/nginx-site';

const { site, serverName, acmeRoot } = siteFiles['site.conf'];
const token = 'k7Qd2vXr9pLm4sT1-_aZ';
const keyAuthorization = `${token}.Yx3bN8cW5eR0uI6oP2aS4dF7gH9jK1lZ`;

let prefix = '';
let base = '';
let nginx: ChildProcess | undefined;

beforeAll(async () => {
  requireNginx();
  prefix = mkdtempSync(join(tmpdir(), 'kaagapay-acme-'));
  for (const sub of ['conf', 'logs', 'tmp', 'acme/.well-known/acme-challenge']) mkdirSync(join(prefix, sub), { recursive: true });
  const webroot = join(prefix, 'acme');
  writeFileSync(join(webroot, '.well-known/acme-challenge', token), keyAuthorization);
  // Files a webroot may hold that the check must not open.
  writeFileSync(join(webroot, '.well-known/security.txt'), 'Contact: mailto:security@example.ph\n');
  writeFileSync(join(webroot, 'index.html'), '<p>webroot</p>\n');
  const port = await freePort();
  const example = readFileSync(join(resolve(inject('outDir')), 'nginx', site, 'upstream.conf.example'), 'utf8');
  expect(example, 'the example listens on port 80').toMatch(/^ {4}listen 80;$/m);
  expect(example, 'the example names the webroot docs/deploy.md gives certbot').toContain(`root ${acmeRoot};`);
  const upstream = example.replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${port};`).replace(`root ${acmeRoot};`, `root ${webroot};`);
  writeFileSync(join(prefix, 'conf/upstream.conf'), upstream);
  const conf = join(prefix, 'conf/nginx.conf');
  writeFileSync(conf, mainConfig(prefix, join(prefix, 'conf/upstream.conf')));
  nginx = spawn(nginxBinary, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await fetch(`${base}/`, { redirect: 'manual' }).then(() => true, () => false))) {
    if (Date.now() > deadline || nginx.exitCode !== null) throw new Error(`nginx did not start with the port-80 example: ${stderr}`);
    await new Promise((done) => setTimeout(done, 100));
  }
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((done) => nginx!.once('exit', done));
    nginx.kill('SIGQUIT');
    await exited;
  }
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' });

describe('port 80 of the host files: the HTTP-01 check answered, everything else sent to HTTPS (issue 63)', () => {
  it('serves a challenge token from the webroot, as plain text', async () => {
    const reply = await get(`/.well-known/acme-challenge/${token}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await reply.text()).toBe(keyAuthorization);
  });

  it('answers 404 for a token it does not hold, without redirecting the check', async () => {
    expect((await get('/.well-known/acme-challenge/unknown-token')).status).toBe(404);
  });

  it('opens nothing else of /.well-known/ or the webroot: each goes to the same address over HTTPS', async () => {
    for (const path of ['/.well-known/security.txt', '/index.html', '/', `/loanConfirm?productId=2&sessionId=s&deviceId=d`]) {
      const reply = await get(path);
      expect(reply.status, path).toBe(301);
      expect(reply.headers.get('location'), path).toBe(`https://${serverName}${path}`);
    }
  });
});
