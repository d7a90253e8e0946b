// @vitest-environment node
// check: reads the project documents (npm run check runs this file when screens/, schemas/, config/ or tests/contract/ change)
// npm run dev itself (vite.config.ts in mode devapi) on a copy of the project: what a product person
// saves in locales/ or screens/ is served on that first save, without touching another file.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';
import { copyProjectForDevServer, devServerOn } from './dev-server-copy';
import { projectRoot } from '../compiler/1-parse/files-on-disk';

const faq = JSON.parse(readFileSync(join(projectRoot, 'screens/faq.json'), 'utf8')) as { id: string; routes: string[]; body: { text?: string }[] };
const heading = faq.body[0]!.text!;

describe('npm run dev after a save in locales/ or screens/', () => {
  const root = mkdtempSync(join(tmpdir(), 'dev-server-fresh-'));
  let server: ViteDevServer;
  /** A module as the page loads it (a plain fetch of a `.json` address gets the file itself). */
  const get = async (url: string) => (await server.environments.client.transformRequest(url))?.code ?? '';
  /** Writes a file as an editor saves it and waits until the dev server's watcher has seen it. */
  const save = async (path: string, text: string) => {
    const full = join(root, path);
    const seen = new Promise<void>((resolve) => {
      const heard = (changed: string) => {
        if (changed !== full) return;
        server.watcher.off('change', heard).off('add', heard);
        resolve();
      };
      server.watcher.on('change', heard).on('add', heard);
    });
    writeFileSync(full, text);
    await seen;
  };

  beforeAll(async () => {
    copyProjectForDevServer(root);
    server = await devServerOn(root, { optimizeDeps: { noDiscovery: true, include: [] } });
    await server.listen();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves a changed Filipino text in the screen without the screen being saved', async () => {
    const before = await get('/screens/faq.json?screen&lang=fil');
    const catalogue = JSON.parse(readFileSync(join(root, 'locales/fil.json'), 'utf8')) as { texts: Record<string, string> };
    expect(before).toContain(JSON.stringify(catalogue.texts[heading]));
    const changed = `${catalogue.texts[heading]} (binago)`;
    catalogue.texts[heading] = changed;
    await save('locales/fil.json', JSON.stringify(catalogue, null, 2));
    expect(await get('/screens/faq.json?screen&lang=fil')).toContain(JSON.stringify(changed));
  }, 30_000);

  it('answers the endpoints of a new screen file in the dev API on its first save', async () => {
    const path = '/stations/dev-server-fresh/new-screen';
    expect(await get('virtual:declared-endpoints')).not.toContain(path);
    const screen = { ...faq, id: 'dev-server-fresh', routes: ['/dev-server-fresh'], endpoints: { fresh: { method: 'GET', path, reply: 'no-data', examples: { ok: { code: 'str00' } } } } };
    await save('screens/dev-server-fresh.json', JSON.stringify(screen, null, 2));
    expect(await get('virtual:declared-endpoints')).toContain(path);
  }, 30_000);
});
