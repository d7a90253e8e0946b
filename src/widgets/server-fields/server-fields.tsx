import { useMemo } from 'react';
import { evaluate } from '../../expressions/evaluate';
import type { Block, ServerFieldsBlock } from '../../generated/screen';
import { BlockView, type WidgetProps } from '../../renderer/block-view';
import { LocalScopeContext, useLocalScope, useRuntime } from '../../renderer/runtime-context';
import { useExpression } from '../../renderer/use-expression';
import { FieldOptionsContext } from '../field-options';

type Item = Record<string, unknown>;

const unregister = { unregisterOnUnmount: true };

function read(item: Item, key: string | undefined): unknown {
  return key === undefined ? undefined : item[key];
}

/** Turns one server field definition into the block of the field kind its category maps to. */
export function toFieldBlock(item: Item, block: ServerFieldsBlock, requiredMessage: string): Block | null {
  const kind = block.kinds[String(read(item, block.map.kind))];
  const name = read(item, block.map.name);
  if (!kind || typeof name !== 'string' || !name) return null;
  const label = String(read(item, block.map.label) ?? name);
  const placeholder = read(item, block.map.placeholder);
  const value = read(item, block.map.value);
  const common = {
    name,
    label,
    ...(typeof placeholder === 'string' && placeholder ? { placeholder } : {}),
    ...(typeof value === 'string' || typeof value === 'number' ? { default: value } : {}),
    rules: { required: requiredMessage },
    ...(block.itemWhen === undefined ? {} : { when: block.itemWhen }),
  };
  if (kind === 'select-picker') {
    const raw = read(item, block.map.options);
    const options = (Array.isArray(raw) ? raw : []).filter((o): o is Item => typeof o === 'object' && o !== null).map((o) => ({
      label: String(read(o, block.map.optionLabel ?? 'label') ?? ''),
      value: String(read(o, block.map.optionValue ?? 'value') ?? ''),
    }));
    return { type: 'select-picker', ...common, options, confirmLabel: block.pickerConfirmLabel, cancelLabel: block.pickerCancelLabel } as Block;
  }
  if (kind === 'city-select') return { type: 'city-select', ...common, confirmLabel: block.pickerConfirmLabel, cancelLabel: block.pickerCancelLabel } as Block;
  if (kind === 'day-field') return { type: 'day-field', ...common };
  const hint = read(item, block.map.format);
  const format = (typeof hint === 'string' ? block.formats?.[hint] : undefined) ?? block.textFormat ?? 'none';
  return { type: 'text-field', ...common, format };
}

function ServerItem({ item, index, block, pointer }: { item: Item; index: number; block: ServerFieldsBlock; pointer: string }) {
  const runtime = useRuntime();
  const outer = useLocalScope();
  const scope = useMemo(() => ({ ...outer, item, index }), [outer, item, index]);
  const field = useMemo(() => {
    const required = block.requiredMessage === undefined ? runtime.services.market.messages.required : String(evaluate(block.requiredMessage, runtime.scope(scope)) ?? '');
    return toFieldBlock(item, block, required);
  }, [item, block, runtime, scope]);
  if (!field) return null;
  return (
    <LocalScopeContext.Provider value={scope}>
      <BlockView block={field} pointer={`${pointer}/items/${index}`} />
    </LocalScopeContext.Provider>
  );
}

/** Fields defined by the server (SPEC screen 1). Hidden items leave the form with their values. */
export function ServerFields({ block, pointer }: WidgetProps<ServerFieldsBlock>) {
  const items = useExpression(block.items);
  const list = Array.isArray(items) ? items.filter((i): i is Item => typeof i === 'object' && i !== null) : [];
  return (
    <FieldOptionsContext.Provider value={unregister}>
      {list.map((item, i) => (
        <ServerItem key={String(item[block.map.name] ?? i)} item={item} index={i} block={block} pointer={pointer} />
      ))}
    </FieldOptionsContext.Provider>
  );
}
