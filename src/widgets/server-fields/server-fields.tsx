import { useEffect, useState } from 'react';
import { evaluate, evaluateText, truthy, type Scope } from '../../expressions/evaluate';
import type { Block, ServerFieldsBlock } from '../../generated/screen';
import { BlockView } from '../../renderer/block-view';
import type { WidgetProps } from '../../renderer/widgets-context';
import { LocalScopeContext, useLocalScope, useRuntime } from '../../renderer/runtime-context';
import { useExpression, useExpressionInputs } from '../../renderer/use-expression';
import { FieldOptionsContext } from '../field-options';
import { overrideOf, read, toFieldBlock, type Item } from './server-field-item';

const unregister = { unregisterOnUnmount: true };

function textOf(text: unknown, scope: Scope): string | undefined {
  return text === undefined ? undefined : evaluateText(text, scope);
}

interface ItemField {
  index: number;
  outer: Scope;
  block: ServerFieldsBlock;
  /** The names the item's field adds to the scope (item, index). */
  scope: Scope;
  field: Block | null;
}

/**
 * The field block of each item, and the scope it reads, kept while its item, index, outer scope
 * and block are the same: a render for another reason (an itemWhen input) hands every field the
 * same block and scope, so none of them renders again (BlockView skips equal props). Kept here per
 * item rather than in a memo component per item: that was one more component per field to mount
 * (bench/render-counts.ts).
 */
function useItemFields(block: ServerFieldsBlock, outer: Scope): (item: Item, index: number) => ItemField {
  const runtime = useRuntime();
  const [made] = useState(() => new WeakMap<Item, ItemField>());
  return (item, index) => {
    const kept = made.get(item);
    if (kept && kept.index === index && kept.outer === outer && kept.block === block) return kept;
    const scope = { ...outer, item, index };
    const full = runtime.scope(scope);
    const requiredMessage = block.requiredMessage === undefined ? runtime.services.market.messages.required : evaluateText(block.requiredMessage, full);
    const override = overrideOf(block, item);
    const field = toFieldBlock(item, block, { requiredMessage, override, label: textOf(override?.label, full), placeholder: textOf(override?.placeholder, full) });
    const next = { index, outer, block, scope, field };
    made.set(item, next);
    return next;
  };
}

/**
 * An override for a code the server did not send does nothing; in development it says so, since
 * a typo in a code (or a field the server dropped) otherwise goes unnoticed.
 */
function useUnknownCodeWarning(block: ServerFieldsBlock, list: readonly Item[], where: string): void {
  const { overrides } = block;
  // Joined into one string so that a new list with the same codes does not warn again.
  const sent = import.meta.env.DEV && overrides ? list.map((item) => String(read(item, block.map.name) ?? '')).join('\n') : '';
  useEffect(() => {
    if (!overrides || !sent) return;
    const codes = sent.split('\n');
    for (const code of Object.keys(overrides)) {
      if (codes.includes(code)) continue;
      const token = code.replace(/~/g, '~0').replace(/\//g, '~1');
      console.warn(`${where}/overrides/${token}: the server sent no field "${code}", so this override does nothing (expected one of the codes sent: ${codes.join(', ')})`);
    }
  }, [overrides, sent, where]);
}

/**
 * Fields defined by the server (SPEC screen 1), with the screen's overrides by code (label, hint,
 * required or not, further rules). Hidden items leave the form with their values.
 * itemWhen is watched here, once, rather than by each field: with hundreds of fields, one
 * subscription per field made every keystroke notify them all (npm run bench).
 */
export function ServerFields({ block, pointer }: WidgetProps<ServerFieldsBlock>) {
  const runtime = useRuntime();
  const outer = useLocalScope();
  const items = useExpression(block.items);
  useExpressionInputs(block.itemWhen);
  const list = Array.isArray(items) ? items.filter((i): i is Item => typeof i === 'object' && i !== null) : [];
  useUnknownCodeWarning(block, list, `${runtime.file}#${pointer}`);
  const shown = list
    .map((item, index) => ({ item, index }))
    .filter(({ item, index }) => block.itemWhen === undefined || truthy(evaluate(block.itemWhen, runtime.scope({ ...outer, item, index }))));
  const fieldOf = useItemFields(block, outer);
  return (
    <FieldOptionsContext.Provider value={unregister}>
      {shown.map(({ item, index }) => {
        const { scope, field } = fieldOf(item, index);
        return field ? (
          <LocalScopeContext.Provider key={String(item[block.map.name] ?? index)} value={scope}>
            <BlockView block={field} pointer={`${pointer}/items/${index}`} />
          </LocalScopeContext.Provider>
        ) : null;
      })}
    </FieldOptionsContext.Provider>
  );
}
