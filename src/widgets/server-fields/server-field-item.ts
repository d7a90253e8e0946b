// What a server-fields block reads from one item the server sent: kept free of React so the tests'
// helpers (tests/support/bank-form.ts, run by Node in the end-to-end and Storybook runs) find a
// field's label and required message exactly as the widget does (issue 43).
import type { ServerFieldOverride, ServerFieldsBlock } from '../../generated/screen';

export type Item = Record<string, unknown>;

/** The item's value under the block's mapped key (`map.name`, `map.label`, …). */
export function read(item: Item, key: string | undefined): unknown {
  return key === undefined ? undefined : item[key];
}

/** The screen's override for a server field, by the item's name. */
export function overrideOf(block: Pick<ServerFieldsBlock, 'map' | 'overrides'>, item: Item): ServerFieldOverride | undefined {
  const name = read(item, block.map.name);
  return typeof name === 'string' && block.overrides && Object.hasOwn(block.overrides, name) ? block.overrides[name] : undefined;
}
