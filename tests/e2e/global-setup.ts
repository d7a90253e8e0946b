import { existsSync } from 'node:fs';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { startDevApiUpstream, type DevApiUpstream } from '../../scripts/lib/dev-api-upstream';
import { startNginxHost, type NginxHost } from '../../scripts/lib/nginx-host';
import { startProductionServer, type ProductionServer } from '../../scripts/ops/serve-production';
import { logLeaks, sessionValuesOfTests } from './log-leaks';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The build under test, for a test that starts a host of its own over it (tests/e2e/host-*.e2e.ts). */
    outDir: string;
  }
}

/** The production build under test; a second checkout or engineer can use another (E2E_OUT_DIR). */
const outDir = process.env.E2E_OUT_DIR ?? 'dist';

/** Values of the host's server.conf for the tests: the internal test page is served (as on staging). */
export const testHostValues = { kaagapay_test_preview: 'on' };

/**
 * Builds the production app (unless E2E_SKIP_BUILD=1: `npm test` has just built it) and serves it
 * as lenders do: Debian's nginx with the site configuration the build wrote (dist/nginx/site.conf,
 * scripts/lib/nginx-host.ts), and the dev API in Node as its /stations upstream on a loopback port.
 * Most tests answer their pages' API calls in the browser (tests/e2e/dev-api-route.ts, fresh data per
 * page); those that do not reach the upstream through nginx. E2E_HOST=serve-prod serves with
 * scripts/ops/serve-production.ts instead, for a machine without nginx; CI never does. At the end the
 * run fails if the host's logs kept any query value the tests sent (sharedHostLeaks).
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
  project.provide('outDir', outDir);
  if (process.env.E2E_HOST === 'serve-prod') {
    const server: ProductionServer = await startProductionServer({ dir: outDir, port: 0 });
    project.provide('baseUrl', server.url);
    return () => server.close();
  }
  const upstream: DevApiUpstream = await startDevApiUpstream();
  const host: NginxHost = await startNginxHost({ dir: outDir, upstream: `127.0.0.1:${upstream.port}`, values: testHostValues });
  project.provide('baseUrl', host.url);
  return async () => {
    // Read before close, which removes the host's folder.
    const leaks = sharedHostLeaks(host);
    await host.close();
    await upstream.close();
    if (leaks.length > 0) {
      // Vitest 4 prints a teardown's error ("error during close") but exits 0 by itself: the tests
      // have passed by then. The run must fail, so say so where the process's exit code is decided.
      process.exitCode = 1;
      throw new Error(leaks.join('\n'));
    }
  };
}

/**
 * Issue 41, "no session value appears in the access log after the end-to-end suite": what the shared
 * host's logs (access and error, the site's and nginx's own) kept of the queries the tests sent,
 * as the suite's last failure, naming the file, the line and the value.
 */
function sharedHostLeaks(host: NginxHost): string[] {
  if (!existsSync(host.accessLog)) return [`${host.accessLog}: the site's access log is missing, so the logs cannot be checked for session values (has accessLogPath in src/build/nginx-site.ts moved without withLogsIn in scripts/lib/nginx-host.ts?)`];
  const values = sessionValuesOfTests();
  const leaks = logLeaks(host.logDir, values);
  if (leaks.length === 0) return [];
  return [
    `The shared nginx host's logs kept query values the tests sent (issue 41: no log may keep a session value; checked: ${values.join(', ')} and any query):`,
    ...leaks.map((leak) => `  ${leak}`),
    'A line with a query comes from a log format that writes $request, $request_uri or $args, or from an error log below crit (src/build/nginx-site.ts: logFormats, errorLogLevel).',
  ];
}
