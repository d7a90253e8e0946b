import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: PreviewServer | undefined;
/** Where the dev-API build goes; a second checkout or engineer can use another (E2E_OUT_DIR). */
const outDir = process.env.E2E_OUT_DIR ?? 'dist-devapi';

/** Builds the app with the dev API (unless E2E_SKIP_BUILD=1) and serves it on a free port. */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    await build({ mode: 'devapi', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  }
  server = await preview({ mode: 'devapi', logLevel: 'warn', build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview gave no local URL');
  project.provide('baseUrl', url.replace(/\/$/, ''));
  return async () => {
    await server?.close();
  };
}
