import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { startProductionServer, type ProductionServer } from '../../scripts/serve-production';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: ProductionServer | undefined;
/** The production build under test; a second checkout or engineer can use another (E2E_OUT_DIR). */
const outDir = process.env.E2E_OUT_DIR ?? 'dist';

/**
 * Builds the production app (unless E2E_SKIP_BUILD=1: `npm test` has just built it) and serves it
 * as a host would (scripts/serve-production.ts: its headers, compression and route pages). Borrowers
 * get this build, so this is what the tests drive; the pages' API calls are answered per test
 * (tests/e2e/dev-api-route.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // Vitest sets NODE_ENV=test, and Vite would keep it: a development build (React's, and
    // import.meta.env.DEV true). Borrowers get what `npm run build` makes, so build as it does.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  }
  server = await startProductionServer({ dir: outDir, port: 0 });
  project.provide('baseUrl', server.url);
  return async () => {
    await server?.close();
  };
}
