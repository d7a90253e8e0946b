// @vitest-environment node
// npm run dev (vite.config.ts in mode devapi) started cold on a copy of the project: every package
// a page can import, however late it loads it (a lazy widget, a screen's reply check, the dev API),
// is pre-bundled on start. A package found only when a page first loads it makes Vite re-optimise,
// and the open page's next lazy import fails with "504 Outdated Optimize Dep" until a reload.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';
import { copyProjectForDevServer, devServerOn } from './dev-server-copy';

describe('npm run dev started cold', () => {
  const root = mkdtempSync(join(tmpdir(), 'dev-server-deps-'));
  let server: ViteDevServer;

  beforeAll(async () => {
    copyProjectForDevServer(root);
    // Its own cache, so the start is cold whatever an earlier npm run dev left in node_modules/.vite.
    server = await devServerOn(root, { server: { watch: null } });
    await server.listen();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('pre-bundles on start every package the pages import, lazily loaded ones included', async () => {
    const client = server.environments.client;
    const optimizer = client.depsOptimizer!;
    await optimizer.scanProcessing;
    const known = () => [...Object.keys(optimizer.metadata.optimized), ...Object.keys(optimizer.metadata.discovered)];
    const onStart = new Set(known());
    expect(onStart.size).toBeGreaterThan(0);
    // Every module both entries and the studio's page (/__studio, issue 66) reach, through static and dynamic imports alike (virtual modules included).
    const queue = ['/src/app/main.ts', '/src/app/promotion-main.tsx', '/src/studio/ui/main.tsx'];
    const seen = new Set<string>();
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (seen.has(url)) continue;
      seen.add(url);
      await client.transformRequest(url);
      const module = await client.moduleGraph.getModuleByUrl(url);
      for (const imported of module?.importedModules ?? []) if (!imported.url.includes('/node_modules/')) queue.push(imported.url);
    }
    expect(seen.size).toBeGreaterThan(100);
    expect(known().filter((dep) => !onStart.has(dep))).toEqual([]);
    // Named in vite.config.ts too: a cached pre-bundle is kept until the config changes, so a package
    // first imported after the last start would otherwise be found late on a page of a warm start.
    const included = new Set(server.config.optimizeDeps.include ?? []);
    expect(known().filter((dep) => !included.has(dep))).toEqual([]);
  }, 90_000);
});
