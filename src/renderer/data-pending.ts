// What a block reads, for the phases that lack some of it (src/renderer/render-phase.ts): in a
// screen's layout and on the build's page, a block that shows a value not known yet draws a
// placeholder of its size (src/renderer/block-skeleton.tsx), and one it shows or hides is left out
// (src/renderer/block-view.tsx); the rest (headings, labels, static text, the footer) draws as it will be.
import type { Block } from '../generated/screen';
import { readPaths } from '../expressions/inspect';

/** A list of blocks or steps: their own reads are theirs, not the block's that holds them. */
const isTypedList = (value: unknown) => Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string');

/** The block's own properties: without the blocks it holds and the steps it runs, which read data later or draw themselves. */
function ownProperties(value: unknown): unknown {
  if (isTypedList(value)) return undefined;
  if (Array.isArray(value)) return value.map(ownProperties);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, ownProperties(v)]));
}

/** Whether json-logic calls now(): the build's day is not the reader's, so the build's page cannot show it. */
function callsNow(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(callsNow);
  if (typeof node !== 'object' || node === null) return false;
  return Object.entries(node).some(([key, value]) => key === 'now' || callsNow(value));
}

const cache = new WeakMap<Block, { shows: Set<string>; when: Set<string> }>();

/** The scope roots (data, query, …) the block's own properties read, and those its `when` reads; 'now' for a call of now(). */
function rootsRead(block: Block): { shows: Set<string>; when: Set<string> } {
  let read = cache.get(block);
  if (!read) {
    // A field's default is its value, not its size: the layout draws the field, and the field takes
    // its default when it mounts with the data, or when the hydration pass is over (src/renderer/use-field.ts).
    const { when, defaultFrom: _default, ...rest } = block as Block & { when?: unknown; defaultFrom?: unknown };
    const roots = (logic: unknown) => new Set([...readPaths(logic).map((path) => path.split('.')[0]!), ...(callsNow(logic) ? ['now'] : [])]);
    read = { shows: roots(ownProperties(rest)), when: roots(when) };
    cache.set(block, read);
  }
  return read;
}

/**
 * Whether drawing the block itself needs a value of the scope roots not known yet, and whether its
 * `when` does: the data while it is on the way, and the address query, the form and the time
 * (now()) on the page the build prerenders (src/renderer/render-phase.ts), which has none of them.
 */
export function dataNeeds(block: Block, unknownRoots: readonly string[] = ['data']): { shows: boolean; when: boolean } {
  const read = rootsRead(block);
  return { shows: unknownRoots.some((root) => read.shows.has(root)), when: unknownRoots.some((root) => read.when.has(root)) };
}
