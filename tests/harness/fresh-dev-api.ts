import { cleanup } from '@testing-library/react';
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
