import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { runsCheckItself } from './scripts/lib/e2e-selection.ts';

// End-to-end tests: the production build served as a host serves it (scripts/ops/serve-production.ts),
// driven in Debian's Chromium; each page's API calls are answered in the test (tests/e2e/dev-api-route.ts).

/**
 * The files that run npm run check themselves (the studio's): alone, after every other file. A check
 * runs the unit tests on both cores for minutes, and beside it a photo upload in complaints.e2e.ts
 * went over its 60 s (CI on 8af8f34); run last and alone, no other file shares the machine with it.
 */
const checkRunners = readdirSync('tests/e2e')
  .filter((name) => name.endsWith('.e2e.ts') && readFileSync(`tests/e2e/${name}`, 'utf8').includes(runsCheckItself))
  .map((name) => `tests/e2e/${name}`);

const timeouts = { testTimeout: 60000, hookTimeout: 180000 };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'chromium',
          include: ['tests/e2e/**/*.e2e.ts'],
          exclude: checkRunners,
          environment: 'node',
          // The shared host (nginx over the build): the studio's files serve their own copy instead.
          globalSetup: ['tests/e2e/global-setup.ts'],
          ...timeouts,
          // Three files at a time, one Chromium each (each test's API runs in its own page and context; the
          // served build is read-only). A page mostly waits (for its frames, its replies, a dialog's
          // transition): on 2 cores the suite took 987 s with two and 600 s with three (issue 62).
          fileParallelism: true,
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'studio',
          include: checkRunners,
          environment: 'node',
          ...timeouts,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
