// @vitest-environment node
// serve:prod answers the site's health checks as nginx does (issue 63), so a monitor or a load
// balancer can be tried against the zero-install preview before a host exists.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livenessBody } from '../../src/build/nginx-health';
import { startProductionServer, type ProductionServer } from './serve-production';

let dir = '';
let server: ProductionServer;

beforeAll(async () => {
  // The least a build holds for the server to start: its two entries, the not-found page, its name.
  dir = mkdtempSync(join(tmpdir(), 'serve-production-'));
  for (const page of ['', 'promotion', 'notFound']) {
    mkdirSync(join(dir, page), { recursive: true });
    writeFileSync(join(dir, page, 'index.html'), `<!doctype html><title>${page || 'home'}</title>`);
  }
  writeFileSync(join(dir, 'version.json'), JSON.stringify({ version: '0.1.0+abc123def456' }));
  server = await startProductionServer({ dir, port: 0 });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serve:prod health checks', () => {
  it('answers /healthz with the build it serves, never cached', async () => {
    const reply = await fetch(`${server.url}/healthz`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await reply.text()).toBe(`${livenessBody('0.1.0+abc123def456')}\n`);
  });

  it('answers /healthz/api up, naming the build, since the API here is the dev API in the same process', async () => {
    const reply = await fetch(`${server.url}/healthz/api`);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ status: 'up', upstream_status: '200', version: '0.1.0+abc123def456' });
  });

  it('still answers any other unknown path with the not-found page and 404', async () => {
    const reply = await fetch(`${server.url}/healthzz`);
    expect(reply.status).toBe(404);
    expect(await reply.text()).toContain('<title>notFound</title>');
  });
});
