// What a server-fields block reads from one item the server sent, and the field it draws of it:
// kept free of React so the tests' helpers (tests/support/bank-form.ts, run by Node in the
// end-to-end and Storybook runs) find a field's label and required message exactly as the widget
// does (issue 43), and npm run probe fills the bank form with the values these fields send (issue 60).
import type { Block, FieldRules, ServerFieldOverride, ServerFieldsBlock } from '../../generated/screen';

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

/** What the screen writes over a server field (its override, evaluated in the item's scope). */
export interface FieldTexts {
  /** The block's requiredMessage for this item (market messages.required when it has none). */
  requiredMessage: string;
  /** The override's label and hint; blank keeps the server's. */
  label?: string;
  placeholder?: string;
  override?: ServerFieldOverride;
}

/** The field's rules: required unless the override says false, with the override's other rules. */
function rulesOf(texts: FieldTexts): FieldRules {
  const { label: _label, placeholder: _placeholder, required, ...rest } = texts.override ?? {};
  return { ...(required === false ? {} : { required: required ?? texts.requiredMessage }), ...rest };
}

/** Turns one server field definition into the block of the field kind its category maps to. */
export function toFieldBlock(item: Item, block: ServerFieldsBlock, texts: FieldTexts): Block | null {
  const kind = block.kinds[String(read(item, block.map.kind))];
  const name = read(item, block.map.name);
  if (!kind || typeof name !== 'string' || !name) return null;
  const label = texts.label || String(read(item, block.map.label) ?? name);
  const served = read(item, block.map.placeholder);
  const placeholder = texts.placeholder || (typeof served === 'string' ? served : '');
  const value = read(item, block.map.value);
  const common = {
    name,
    label,
    ...(placeholder ? { placeholder } : {}),
    ...(typeof value === 'string' || typeof value === 'number' ? { default: value } : {}),
    rules: rulesOf(texts),
  };
  if (kind === 'select-picker') {
    const raw = read(item, block.map.options);
    const options = (Array.isArray(raw) ? raw : []).filter((o): o is Item => typeof o === 'object' && o !== null).map((o) => ({
      label: String(read(o, block.map.optionLabel ?? 'label') ?? ''),
      value: String(read(o, block.map.optionValue ?? 'value') ?? ''),
    }));
    // The options are made here with the keys label and value.
    return { type: 'select-picker', ...common, options, optionLabelKey: 'label', optionValueKey: 'value', confirmLabel: block.pickerConfirmLabel, cancelLabel: block.pickerCancelLabel } as Block;
  }
  if (kind === 'city-select') return { type: 'city-select', ...common, confirmLabel: block.pickerConfirmLabel, cancelLabel: block.pickerCancelLabel } as Block;
  // A block made here, not by the compiler: it states what the schema's defaults would have filled in.
  if (kind === 'day-field') return { type: 'day-field', ...common, valueFormat: 'YYYY-MM-DD' };
  const hint = read(item, block.map.format);
  const format = (typeof hint === 'string' ? block.formats?.[hint] : undefined) ?? block.textFormat;
  return { type: 'text-field', ...common, format, multiline: false, counter: false };
}
