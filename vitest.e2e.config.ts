import { defineConfig } from 'vitest/config';

// End-to-end tests: the production build served as a host serves it (scripts/serve-production.ts),
// driven in Debian's Chromium; each page's API calls are answered in the test (tests/e2e/dev-api-route.ts).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 180000,
    // Two files at a time, one Chromium each: on 2 cores the suite takes ~5 min instead of ~7
    // (each test's API runs in its own page and context; the served build is read-only).
    fileParallelism: true,
    maxWorkers: 2,
  },
});
