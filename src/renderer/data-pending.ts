import { createContext, useContext } from 'react';
import type { Block } from '../generated/screen';
import { readPaths } from '../expressions/inspect';

/**
 * True in a screen's layout, drawn while its data is still on the way (and on the page the build
 * prerenders, which has none): blocks that show data draw a placeholder of their size instead
 * (src/renderer/block-skeleton.tsx), the rest (headings, labels, static text, the footer) draws as it will be.
 */
export const DataPendingContext = createContext(false);

export const useDataPending = () => useContext(DataPendingContext);

/** A list of blocks or steps: their own reads are theirs, not the block's that holds them. */
const isTypedList = (value: unknown) => Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string');

/** The block's own properties: without the blocks it holds and the steps it runs, which read data later or draw themselves. */
function ownProperties(value: unknown): unknown {
  if (isTypedList(value)) return undefined;
  if (Array.isArray(value)) return value.map(ownProperties);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, ownProperties(v)]));
}

const readsDataPath = (paths: string[]) => paths.some((path) => path === 'data' || path.startsWith('data.'));

const cache = new WeakMap<Block, { shows: boolean; when: boolean }>();

/** Whether drawing the block itself needs the screen's data, and whether its `when` does. */
export function dataNeeds(block: Block): { shows: boolean; when: boolean } {
  let needs = cache.get(block);
  if (!needs) {
    const { when, ...rest } = block as Block & { when?: unknown };
    needs = { shows: readsDataPath(readPaths(ownProperties(rest))), when: readsDataPath(readPaths(when)) };
    cache.set(block, needs);
  }
  return needs;
}
