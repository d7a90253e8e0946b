// What a release costs a returning borrower (npm run build:diff, issue 63): every file under
// dist/assets is cached for a year under its hashed name (docs/deploy.md §5), so what a browser
// that has the last release downloads again is each file whose name is new, at the size nginx sends
// it: the build's .br (nginx's brotli_static; Chromium's webviews ask for br over HTTPS since
// Chrome 50, an older one gets the larger .gz), else its .gz, else the file itself (a file under
// 1 kB is not compressed: src/build/precompress.ts).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { isChunkOf } from '../../src/build/chunk-groups';

/** A file of a build's assets folder as a browser gets it. */
export interface AssetFile {
  /** Its path under the build, e.g. assets/faq-DyXi7ShT.js. */
  name: string;
  /** Its bytes' hash: a name must never come back with other bytes. */
  digest: string;
  /** The bytes the browser downloads. */
  sent: number;
  encoding: 'br' | 'gzip' | 'none';
}

export interface BuildChanges {
  /** Names the earlier build did not have: each one downloaded again. */
  added: AssetFile[];
  /** Names both builds have with other bytes: a cached copy would be stale for a year. */
  rewritten: AssetFile[];
  /** Names only the earlier build had (nothing to download; a release keeps them for open tabs). */
  removed: string[];
}

const compressedCopy = /\.(br|gz)$/;

/** The files of `dist`/assets, each with the bytes a browser gets for it. */
export function assetFiles(dist: string): AssetFile[] {
  const folder = join(dist, 'assets');
  if (!existsSync(folder)) throw new Error(`${folder}: no assets folder (expected a finished vite build there)`);
  return readdirSync(folder)
    .filter((file) => !compressedCopy.test(file) && statSync(join(folder, file)).isFile())
    .sort()
    .map((file) => {
      const path = join(folder, file);
      const bytes = readFileSync(path);
      const [encoding, sent] = existsSync(`${path}.br`) ? (['br', statSync(`${path}.br`).size] as const) : existsSync(`${path}.gz`) ? (['gzip', statSync(`${path}.gz`).size] as const) : (['none', bytes.byteLength] as const);
      return { name: `assets/${file}`, digest: createHash('sha256').update(bytes).digest('hex'), sent, encoding };
    });
}

/** What changed from the build a borrower has (`before`) to the next one (`after`). */
export function compareBuilds(before: readonly AssetFile[], after: readonly AssetFile[]): BuildChanges {
  const earlier = new Map(before.map((file) => [file.name, file]));
  const later = new Set(after.map((file) => file.name));
  return {
    added: after.filter((file) => !earlier.has(file.name)),
    rewritten: after.filter((file) => earlier.has(file.name) && earlier.get(file.name)!.digest !== file.digest),
    removed: before.filter((file) => !later.has(file.name)).map((file) => file.name),
  };
}

/** The bytes a returning borrower downloads again: every new name and every rewritten one. */
export const downloadedAgain = (changes: BuildChanges): number => [...changes.added, ...changes.rewritten].reduce((sum, file) => sum + file.sent, 0);

/**
 * The chunks a copy edit of `screenFile` renames by design: the screen's own (one per language it
 * changed), the screens manifest that names them, and the app's entry, the one chunk that imports the
 * manifest (src/app/screen-index.ts setScreenManifest).
 */
export const copyEditChunks = (screenFile: string): string[] => [basename(screenFile, '.json'), '_virtual_screens', 'main'];

/** The changed files that are none of the chunks `expected` (by name, without the hash): a shared chunk renamed along. */
export const renamedAlong = (changes: BuildChanges, expected: readonly string[]): AssetFile[] =>
  [...changes.added, ...changes.rewritten].filter((file) => !expected.some((name) => isChunkOf(name, file.name)));

/** Bytes as the budgets write them: kB of 1000 bytes. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export interface Verdict {
  ok: boolean;
  /** The files, one a line, then the total and the verdict. */
  lines: string[];
  /** One line for the run's summary. */
  summary: string;
}

/**
 * Whether `changes` (what `edit` did to the build) stay within `ceiling` bytes downloaded again; a
 * name rewritten with other bytes fails whatever its size. `fix` is what a failure tells to do.
 */
export function judge(edit: string, changes: BuildChanges, ceiling: number, fix: string): Verdict {
  const total = downloadedAgain(changes);
  const files = [...changes.added, ...changes.rewritten];
  const width = Math.max(0, ...files.map((file) => file.name.length));
  const lines = files.map((file) => `  ${file.name.padEnd(width)}  ${kB(file.sent).padStart(8)} ${file.encoding === 'none' ? 'as is' : file.encoding}${changes.rewritten.includes(file) ? '  SAME NAME, OTHER BYTES' : ''}`);
  const ok = total <= ceiling && changes.rewritten.length === 0;
  const counted = `${files.length} file(s), ${kB(total)} downloaded again by a returning borrower (ceiling ${kB(ceiling)})`;
  lines.push(`  ${counted}: ${ok ? 'pass' : 'FAILED'}`);
  if (changes.rewritten.length) {
    lines.push(`  ${changes.rewritten.map((file) => file.name).join(', ')}: the same name with other bytes (expected a name that is its content's hash: browsers keep a name's bytes for a year, src/build/chunk-groups.ts chunkFileName)`);
  }
  if (total > ceiling) lines.push(`  ${edit}: over the ceiling. ${fix}`);
  return { ok, lines, summary: `${edit}: ${files.length} file(s), ${kB(total)} (ceiling ${kB(ceiling)}) ${ok ? 'pass' : 'FAILED'}` };
}
