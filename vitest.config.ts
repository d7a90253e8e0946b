import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { screensPlugin } from './src/build/screens-plugin.ts';
import { replySchemasPlugin } from './src/build/reply-schemas-plugin.ts';
import { LongFirstSequencer } from './tests/harness/long-first-sequencer.ts';

export default defineConfig({
  plugins: [react(), screensPlugin({ strict: true }), replySchemasPlugin()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/peers/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
    // Three workers on 2 cores: the long files wait on the page's frames and timers (generated
    // replies use two thirds of a core), and a third worker fills that time. The unit run took
    // 433 s with two, and 326 s with three and the long files first (issue 62).
    maxWorkers: 3,
    sequence: { sequencer: LongFirstSequencer },
  },
});
