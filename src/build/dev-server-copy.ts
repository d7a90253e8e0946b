// `npm run dev` on a copy of the project, for the tests that edit what a product person edits and
// read what the dev server serves (src/build/*dev-server*.test.ts): the copy shares node_modules and
// keeps its own dependency pre-bundle, so the shared node_modules/.vite is never written.
import { cpSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type InlineConfig, type ViteDevServer } from 'vite';
import { projectRoot } from '../compiler/1-parse/files-on-disk';

/** What `npm run dev` reads of the project (the studio's checks, src/build/validate-project.ts, read the assumptions' table too). */
const devServerInputs = ['src', 'config', 'screens', 'schemas', 'locales', 'public', 'index.html', 'promotion', 'vite.config.ts', 'package.json', 'tsconfig.json', '.env.devapi', 'docs/contract-assumptions.md'];

/** Copies the project's dev-server inputs into `root` (a new temp folder), node_modules linked. */
export function copyProjectForDevServer(root: string): void {
  for (const path of devServerInputs) cpSync(join(projectRoot, path), join(root, path), { recursive: true });
  symlinkSync(join(projectRoot, 'node_modules'), join(root, 'node_modules'));
}

/** The copy's dev server as `npm run dev` starts it (mode devapi), on a free port, quiet, without HMR; `config` goes over that. */
export function devServerOn(root: string, config: InlineConfig = {}): Promise<ViteDevServer> {
  return createServer({ root, configFile: join(root, 'vite.config.ts'), mode: 'devapi', cacheDir: join(root, '.vite'), logLevel: 'silent', ...config, server: { port: 0, hmr: false, ...config.server } });
}
