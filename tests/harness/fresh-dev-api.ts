import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../../src/dev-api/node';
import { resetDb } from '../../src/dev-api/db';
import { clearReplyOverrides } from '../../src/dev-api/overrides';

/** Between component tests: unmount the app, give the dev API its seed back, forget overrides and the browser's storage. */
export function freshDevApi(): void {
  cleanup();
  resetDb();
  clearReplyOverrides();
  sessionStorage.clear();
  localStorage.clear();
}

/**
 * A component test file's dev API: Mock Service Worker's node server listening while the file's
 * tests run (a request no handler answers fails the test, unless `unhandled` is 'bypass'), and a
 * fresh dev API after each test (freshDevApi), then the file's own `after`.
 */
export function withDevApi({ unhandled = 'error', after }: { unhandled?: 'error' | 'bypass'; after?: () => void | Promise<void> } = {}): void {
  beforeAll(() => server.listen({ onUnhandledRequest: unhandled }));
  afterEach(async () => {
    freshDevApi();
    await after?.();
  });
  afterAll(() => server.close());
}
