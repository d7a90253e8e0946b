import { memo, useMemo } from 'react';
import { evaluate, truthy } from '../../expressions/evaluate';
import type { Block, ServerFieldsBlock } from '../../generated/screen';
import { BlockView, type WidgetProps } from '../../renderer/block-view';
import { LocalScopeContext, useLocalScope, useRuntime } from '../../renderer/runtime-context';
import { useExpression, useExpressionInputs } from '../../renderer/use-expression';
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

const ServerItem = memo(function ServerItem({ item, index, block, pointer }: { item: Item; index: number; block: ServerFieldsBlock; pointer: string }) {
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
});

/**
 * Fields defined by the server (SPEC screen 1). Hidden items leave the form with their values.
 * itemWhen is watched here, once, rather than by each field: with hundreds of fields, one
 * subscription per field made every keystroke notify them all (npm run bench).
 */
export function ServerFields({ block, pointer }: WidgetProps<ServerFieldsBlock>) {
  const runtime = useRuntime();
  const outer = useLocalScope();
  const items = useExpression(block.items);
  useExpressionInputs(block.itemWhen);
  const list = Array.isArray(items) ? items.filter((i): i is Item => typeof i === 'object' && i !== null) : [];
  const shown = list
    .map((item, index) => ({ item, index }))
    .filter(({ item, index }) => block.itemWhen === undefined || truthy(evaluate(block.itemWhen, runtime.scope({ ...outer, item, index }))));
  return (
    <FieldOptionsContext.Provider value={unregister}>
      {shown.map(({ item, index }) => (
        <ServerItem key={String(item[block.map.name] ?? index)} item={item} index={index} block={block} pointer={pointer} />
      ))}
    </FieldOptionsContext.Provider>
  );
}
