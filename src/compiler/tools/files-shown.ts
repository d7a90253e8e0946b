// Node-only: which documents make up what a screen shows, for the tools that read a screen as a
// whole from disk (a trial's rewording, the visual baselines' layout fingerprint).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listScreenFiles } from '../1-parse/files-on-disk';

/**
 * The screen file at `path` and, followed through each other, the fragment files it uses
 * (`{"type": "fragment", "use": name}`) and the screen files it includes (`{"type": "include",
 * "screen": id}`), each once, in the order first met. A name with no file is left out: the
 * validator reports it.
 */
export function filesShown(root: string, path: string): string[] {
  const found: string[] = [];
  let screens: { path: string; id: unknown }[] | undefined;
  const screenById = (id: string) =>
    (screens ??= listScreenFiles(root).map((file) => ({ path: file, id: (JSON.parse(readFileSync(file, 'utf8')) as { id?: unknown }).id }))).find((s) => s.id === id)?.path;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === 'object' && node !== null) {
      const block = node as Record<string, unknown>;
      if (block.type === 'fragment' && typeof block.use === 'string') add(join(root, 'screens/fragments', `${block.use}.json`));
      if (block.type === 'include' && typeof block.screen === 'string') add(screenById(block.screen));
      Object.values(block).forEach(visit);
    }
  };
  const add = (file: string | undefined) => {
    if (!file || found.includes(file) || !existsSync(file)) return;
    found.push(file);
    visit(JSON.parse(readFileSync(file, 'utf8')));
  };
  add(path);
  return found;
}
