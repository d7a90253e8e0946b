// @vitest-environment node
// Vite's native config loader (planned to be its default) loads vite.config.ts and what it imports
// with the runtime's own module loader, which resolves no extension-less relative import and no
// JSON import without `with { type: 'json' }`. Vite warns of each such import (npm run dev opened
// with a page of them); the modules the config reaches name their imports' extensions instead,
// which tsconfig.json allows (allowImportingTsExtensions).
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, loadConfigFromFile } from 'vite';
import { projectRoot } from '../compiler/1-parse/files-on-disk.ts';

const ignoring = process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING;
afterEach(() => {
  if (ignoring !== undefined) process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = ignoring;
});

describe('the Vite and Vitest configs', () => {
  it.each(['vite.config.ts', 'vitest.config.ts', 'vitest.e2e.config.ts'])('%s and every module it reaches load under the native config loader', async (file) => {
    delete process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING;
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (message) => void warnings.push(message);
    await loadConfigFromFile({ command: 'serve', mode: 'devapi' }, file, projectRoot, 'warn', logger);
    expect(warnings.join('\n')).toBe('');
  });
});
