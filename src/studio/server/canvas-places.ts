// Node-only: where a block drawn on the studio's canvas is written in the screen's file. The canvas
// draws the compiled screen, whose blocks the renderer knows by their pointer in it (BlockView's
// `pointer`); fragments put their blocks in, so /body/5 drawn may be /body/2 written, or a block
// of a fragment the screen uses at /body/2. The compiler's own record of where each node was written
// answers (src/compiler/4-expand/fragments.ts: writtenIn), not a second reading of fragments here.
import { listFragmentFiles, listScreenFiles, loadMarket, loadSchemaFiles, readScreenSource } from '../../compiler/1-parse/files-on-disk';
import { writtenIn, type Expanded } from '../../compiler/4-expand/fragments';
import { checkScreens } from '../../compiler/compile-screens';
import { escapePointerToken } from '../../lib/problem';
import { studioPath } from './studio-files';

/** Each block of the compiled screen (an object with a type) → the pointer of what `file` wrote for it: the block, or the fragment block that brought it. */
export type CanvasPlaces = Record<string, string>;

/** The canvas places of `file` as it is on disk; none for a fragment or a screen validate refuses (the canvas then selects nothing). */
export function canvasPlaces(root: string, file: string): CanvasPlaces {
  studioPath(root, file);
  if (file.startsWith('screens/fragments/')) return {};
  const screens = listScreenFiles(root).map((path) => readScreenSource(path, root));
  const target = screens.find((source) => source.file === file);
  if (!target) return {};
  const fragments = listFragmentFiles(root).map((path) => readScreenSource(path, root));
  const checked = checkScreens([target], loadSchemaFiles(root), loadMarket(root).sessionParams, screens, fragments);
  const expanded = checked.expansions.get(file);
  return expanded ? placesIn(expanded, file) : {};
}

/** The canvas places of a compiled screen, from its expansion: each block (an object with a type) → where `file` wrote it. */
export function placesIn(expanded: Expanded, file: string): CanvasPlaces {
  const places: CanvasPlaces = {};
  const visit = (node: unknown, pointer: string) => {
    if (typeof node !== 'object' || node === null) return;
    if (!Array.isArray(node) && typeof (node as { type?: unknown }).type === 'string') {
      const written = writtenIn(expanded, pointer, file);
      if (written !== undefined) places[pointer] = written;
    }
    const entries: [string, unknown][] = Array.isArray(node) ? node.map((child, i) => [String(i), child]) : Object.entries(node);
    for (const [key, child] of entries) visit(child, `${pointer}/${escapePointerToken(key)}`);
  };
  visit(expanded.document, '');
  return places;
}
