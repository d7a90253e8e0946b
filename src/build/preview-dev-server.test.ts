// @vitest-environment node
// check: reads the project documents (npm run check runs this file when screens/, schemas/, config/ or tests/contract/ change)
// npm run dev itself (vite.config.ts in mode devapi) on a copy of the project whose catalogue lacks a text of /faq.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';
import { copyProjectForDevServer, devServerOn } from './dev-server-copy';
import { projectRoot } from '../compiler/1-parse/files-on-disk';

const faq = JSON.parse(readFileSync(join(projectRoot, 'screens/faq.json'), 'utf8')) as { routes: string[]; body: { text?: string }[] };
const heading = faq.body[0]!.text!;

describe('npm run dev with a text lacking its Filipino', () => {
  const root = mkdtempSync(join(tmpdir(), 'preview-dev-server-'));
  let server: ViteDevServer;
  let base: string;
  const get = async (path: string) => {
    const reply = await fetch(new URL(path, base));
    return { status: reply.status, text: await reply.text() };
  };

  beforeAll(async () => {
    copyProjectForDevServer(root);
    const catalogue = JSON.parse(readFileSync(join(root, 'locales/fil.json'), 'utf8')) as { texts: Record<string, string> };
    delete catalogue.texts[heading];
    writeFileSync(join(root, 'locales/fil.json'), JSON.stringify(catalogue));
    server = await devServerOn(root, { optimizeDeps: { noDiscovery: true, include: [] } });
    await server.listen();
    base = server.resolvedUrls!.local[0]!;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the route, the screens manifest and the Filipino screen, which shows the English', async () => {
    expect((await get(faq.routes[0]!)).status).toBe(200);
    expect((await get('/@id/__x00__virtual:screens')).status).toBe(200);
    const filipino = await get('/screens/faq.json?screen&lang=fil');
    expect(filipino.status).toBe(200);
    expect(filipino.text).toContain(JSON.stringify(heading));
  });
});
