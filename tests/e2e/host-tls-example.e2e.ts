// Issue 41: the host files docs/deploy.md has a lender write, as the build writes their examples,
// pass `nginx -t` on Debian 12's nginx (1.22): TLS with HTTP/2, the port-80 redirect, and the
// commented HSTS and CDN real-address lines once turned on; and staging and production on one nginx
// (each site's upstream, maps, zones and log formats under its own names). Only the certificate
// (a throwaway one) and the log folder (the test's) differ from the examples.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { mainConfig, nginxBinary, requireNginx, throwawayCertificate, withLogsIn } from '../../scripts/lib/nginx-host';
import { siteFiles } from '../../src/build/nginx-site';

const prefixes: string[] = [];

afterAll(() => {
  for (const prefix of prefixes) rmSync(prefix, { recursive: true, force: true });
});

/** The examples' commented lines a lender turns on: HSTS and the CDN's real address. */
const turnedOn = (text: string) => text.replace(/^# (add_header Strict-Transport-Security|set_real_ip_from|real_ip_header|real_ip_recursive)/gm, '$1');

/** `nginx -t` over the build's sites of `files`, each with its host files made from the build's examples. */
function check(files: (keyof typeof siteFiles)[]): { status: number | null; stderr: string; hosts: Record<string, string> } {
  requireNginx();
  const built = join(resolve(inject('outDir')), 'nginx');
  const prefix = mkdtempSync(join(tmpdir(), 'kaagapay-nginx-t-'));
  prefixes.push(prefix);
  for (const sub of ['conf', 'logs', 'tmp']) mkdirSync(join(prefix, sub), { recursive: true });
  const { cert, key } = throwawayCertificate(prefix);
  const hosts: Record<string, string> = {};
  for (const file of files) {
    const { site } = siteFiles[file];
    mkdirSync(join(prefix, 'conf', site));
    writeFileSync(join(prefix, 'conf', file), withLogsIn(prefix, readFileSync(join(built, file), 'utf8')));
    copyFileSync(join(built, site, 'upstream.conf.example'), join(prefix, 'conf', site, 'upstream.conf'));
    const server = turnedOn(readFileSync(join(built, site, 'server.conf.example'), 'utf8'))
      .replace(/^ssl_certificate .*$/m, `ssl_certificate ${cert};`)
      .replace(/^ssl_certificate_key .*$/m, `ssl_certificate_key ${key};`);
    writeFileSync(join(prefix, 'conf', site, 'server.conf'), server);
    hosts[site] = server;
  }
  const conf = join(prefix, 'conf/nginx.conf');
  writeFileSync(conf, mainConfig(prefix, ...files.map((file) => join(prefix, 'conf', file))));
  const run = spawnSync(nginxBinary, ['-t', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  return { status: run.status, stderr: run.stderr, hosts };
}

describe('the host files of docs/deploy.md on Debian 12’s nginx (issue 41)', () => {
  it('production: TLS with HTTP/2 on the listen line, HSTS and the CDN’s real address turned on, pass nginx -t', () => {
    const { status, stderr, hosts } = check(['site.conf']);
    expect(stderr).toContain('test is successful');
    expect(status).toBe(0);
    expect(hosts.kaagapay).toMatch(/^listen 443 ssl http2;$/m);
    expect(hosts.kaagapay).toMatch(/^add_header Strict-Transport-Security "max-age=31536000" always;$/m);
    // No warning either (a deprecated or ignored line would say so here).
    expect(stderr).not.toMatch(/\[warn\]/);
  });

  it('staging and production on one nginx: no duplicate upstream, zone or log format', () => {
    const { status, stderr } = check(['site.conf', 'site-staging.conf']);
    expect(stderr).toContain('test is successful');
    expect(status).toBe(0);
    expect(stderr).not.toMatch(/\[warn\]/);
  });
});
