import { defineConfig } from 'vitest/config';

// End-to-end tests: the built app (dev-API mode) served locally, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 180000,
    fileParallelism: false,
  },
});
