// Where npm run check (scripts/test-support/check.ts) keeps what it makes between runs: its own
// folder per project root, under node_modules/.cache. A copy of the project sharing this
// node_modules (npm run trial:edits, the studio's end-to-end tests) keeps its own build info and
// build, or two checks at once would write one dist/ and each find the other's files (issue 66).
import { createHash } from 'node:crypto';
import { join } from 'node:path';

/** The check's cache folder for the project at `root` (node_modules/.cache/check/<hash of the root>). */
export function checkCacheDir(root: string): string {
  return join(root, 'node_modules/.cache/check', createHash('sha256').update(root).digest('hex').slice(0, 12));
}
