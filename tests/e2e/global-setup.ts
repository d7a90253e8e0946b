import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: PreviewServer | undefined;

/** Builds the app with the dev API (unless E2E_SKIP_BUILD=1) and serves it on a free port. */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    await build({ mode: 'devapi', logLevel: 'warn', build: { outDir: 'dist-devapi', emptyOutDir: true } });
  }
  server = await preview({ mode: 'devapi', logLevel: 'warn', build: { outDir: 'dist-devapi' }, preview: { port: 0, host: '127.0.0.1' } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview gave no local URL');
  project.provide('baseUrl', url.replace(/\/$/, ''));
  return async () => {
    await server?.close();
  };
}
