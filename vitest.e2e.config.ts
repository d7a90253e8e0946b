import { defineConfig } from 'vitest/config';

// End-to-end tests: the production build served as a host serves it (scripts/ops/serve-production.ts),
// driven in Debian's Chromium; each page's API calls are answered in the test (tests/e2e/dev-api-route.ts).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 180000,
    // Three files at a time, one Chromium each (each test's API runs in its own page and context; the
    // served build is read-only). A page mostly waits (for its frames, its replies, a dialog's
    // transition): on 2 cores the suite took 987 s with two and 600 s with three (issue 62).
    fileParallelism: true,
    maxWorkers: 3,
  },
});
