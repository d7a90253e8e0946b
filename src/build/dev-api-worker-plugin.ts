// Node-only Vite plugin: MSW's worker script for the dev API (src/dev-api/browser.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { projectRoot } from '../compiler/1-parse/files-on-disk.ts';

/** Serves (dev) or emits (dev-API builds) MSW's worker script; production builds never get it. */
export function devApiWorkerPlugin(enabled: boolean): Plugin {
  const workerPath = join(projectRoot, 'node_modules/msw/lib/mockServiceWorker.js');
  return {
    name: 'dev-api-worker',
    configureServer(dev) {
      if (!enabled) return;
      dev.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(workerPath));
      });
    },
    configurePreviewServer(preview) {
      if (!enabled) return;
      preview.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(workerPath));
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(workerPath, 'utf8') });
    },
  };
}
