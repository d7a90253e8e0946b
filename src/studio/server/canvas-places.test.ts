// @vitest-environment node
// A rule over every screen, not one example: each block the canvas can draw has a place in the
// screen's file, and that place is the same block (its type) or the fragment block that brought it.
import { describe, expect, it } from 'vitest';
import { listFragmentFiles, listScreenFiles, loadMarket, loadSchemaFiles, readScreenSource } from '../../compiler/1-parse/files-on-disk';
import { checkScreens } from '../../compiler/compile-screens';
import { escapePointerToken, valueAt } from '../../lib/problem';
import { placesIn } from './canvas-places';

const screens = listScreenFiles().map((path) => readScreenSource(path));
const fragments = listFragmentFiles().map((path) => readScreenSource(path));
const checked = checkScreens(screens, loadSchemaFiles(), loadMarket().sessionParams, [], fragments);

/** Every object with a type in a document, by pointer. */
function typed(node: unknown, pointer = '', found: [string, string][] = []): [string, string][] {
  if (typeof node !== 'object' || node === null) return found;
  if (!Array.isArray(node) && typeof (node as { type?: unknown }).type === 'string') found.push([pointer, (node as { type: string }).type]);
  const entries: [string, unknown][] = Array.isArray(node) ? node.map((child, i) => [String(i), child]) : Object.entries(node);
  for (const [key, child] of entries) typed(child, `${pointer}/${escapePointerToken(key)}`, found);
  return found;
}

describe('the canvas places of every screen', () => {
  it('compiles every screen', () => {
    expect(checked.problems).toEqual([]);
    expect(checked.expansions.size).toBe(screens.length);
  });

  it.each(screens.map((source) => [source.file, source] as const))('%s: each drawn block selects itself or the fragment block that brought it', (file, source) => {
    const expanded = checked.expansions.get(file)!;
    const written = JSON.parse(source.text) as unknown;
    const places = placesIn(expanded, file);
    const wrong = typed(expanded.document).flatMap(([pointer, type]) => {
      const place = places[pointer];
      if (place === undefined) return [`${pointer} (${type}): no place in ${file}`];
      const there = (valueAt(written, place) as { type?: unknown } | undefined)?.type;
      return there === type || there === 'fragment' ? [] : [`${pointer} (${type}) → ${file}#${place}, a ${String(there)}`];
    });
    expect(wrong).toEqual([]);
  });
});
