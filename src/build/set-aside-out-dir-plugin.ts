// Node-only Vite plugin (builds): the last build's files are moved out of the output folder, in a few
// renames, before this build writes there, and removed on the thread pool while the bundler works.
// Vite would delete them one by one first, on the main thread: with 300 more screens that is 4,000
// files and 3 s before the bundler writes anything, on every build after the first (npm run check,
// then npm test). What Vite keeps when it empties the folder (a `.git`) stays.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** Where earlier builds' files wait to be removed, inside the project (so a rename, not a copy, moves them). */
export const previousBuildsFolder = (root: string) => join(root, 'node_modules', '.cache', 'previous-builds');

/** Moves the entries of `outDir` (but `.git`) into a new folder under `aside`, then removes everything under `aside` without waiting; false when nothing could be moved. */
export function setAside(outDir: string, aside: string): { moved: boolean; removed: Promise<void> } {
  mkdirSync(aside, { recursive: true });
  const here = mkdtempSync(join(aside, 'build-'));
  let moved = true;
  try {
    for (const name of readdirSync(outDir)) if (name !== '.git') renameSync(join(outDir, name), join(here, name));
  } catch {
    // Another disk (EXDEV) or a file in use: Vite empties the folder as it always does.
    moved = false;
  }
  // Earlier builds' leftovers go too (a build stopped before its removal ended).
  const removed = Promise.all(readdirSync(aside).map((name) => rm(join(aside, name), { recursive: true, force: true }))).then(() => undefined);
  return { moved, removed };
}

export function setAsideOutDirPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'set-aside-out-dir',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      if (config.build.ssr || !config.build.write) return;
      const outDir = resolve(config.root, config.build.outDir);
      const fromRoot = relative(config.root, outDir);
      // Vite's own rule: a folder inside the project is emptied unless told otherwise, one outside only when told.
      const empties = config.build.emptyOutDir ?? (fromRoot !== '' && !fromRoot.startsWith('..') && !isAbsolute(fromRoot));
      if (!empties || !existsSync(outDir)) return;
      // Its end is not awaited: the process stays up until the removal is done.
      void setAside(outDir, previousBuildsFolder(config.root)).removed.catch(() => undefined);
    },
  };
}
