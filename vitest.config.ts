import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { screensPlugin } from './src/build/screens-plugin.ts';
import { replySchemasPlugin } from './src/build/reply-schemas-plugin.ts';

export default defineConfig({
  plugins: [react(), screensPlugin({ strict: true }), replySchemasPlugin()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/peers/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
    // jsdom start-up dominates on 2 cores; a few workers is fastest here.
    maxWorkers: 2,
  },
});
