import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { NumberFieldBlock } from '../../generated/screen';
import { formatMoney } from '../../lib/money';
import { readNumber, roundTo, roundToStep } from '../../lib/rounding';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useRuntime } from '../../renderer/runtime-context';
import { useField } from '../../renderer/use-field';
import { controlAria, fieldFrame, useFieldIds } from '../field-frame/field-frame';
import { useFieldOptions } from '../field-options';
import { caretAfter, cleanNumberText, countSignificant, formatNumber, groupNumberText, numberMarks, plainNumberText } from './number-text';

/**
 * A number or money input in plain elements like the other fields (same frame, messages and
 * bench-tested cost), not Mantine's NumberInput: the grouping and decimal mark come from
 * config/market.json (its separators included), and the form gets a number, for money in minor
 * units as the API counts amounts. While focused the input shows what is typed, grouped as it
 * goes (₱5,000.5); once left, the amount as it reads (₱5,000.50).
 */
export function NumberField({ block }: WidgetProps<NumberFieldBlock>) {
  const runtime = useRuntime();
  const { currency } = runtime.services.market;
  const marks = numberMarks(currency);
  const money = block.money;
  const decimals = block.decimals ?? (money ? currency.decimals : 0);
  const prefix = money ? currency.sign : '';
  const { getValues } = runtime.form;
  const { name, min, max } = block;
  const extraCheck = useCallback(() => {
    const value = readNumber(getValues(name));
    if (value === null) return null;
    if (min && value < min.value) return min.message;
    if (max && value > max.value) return max.message;
    return null;
  }, [getValues, name, min, max]);
  // A server amount often comes as text ("500000"): the form keeps the number it stands for.
  const bound = useMemo(() => (block.defaultFrom === undefined ? block : { ...block, defaultFrom: { num: [block.defaultFrom] } }), [block]);
  const { field, label, placeholder, disabled, error } = useField(bound, { ...useFieldOptions(), extraCheck });
  const ids = useFieldIds();
  const required = Boolean(block.rules?.required);

  const toValue = (plain: string): number => (money ? roundTo(Number(plain) * currency.divisor, 0, 'round') : Number(plain));
  const toUnits = (value: number): number => (money ? value / currency.divisor : value);
  const stored = readNumber(field.value);
  const shown = stored === null ? '' : money ? formatMoney(stored, currency) : formatNumber(stored, marks, 0, decimals);

  // What the person is typing, while the input has the focus; null shows the stored value as it reads.
  const [draft, setDraft] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const { ref: fieldRef } = field;
  const ref = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      fieldRef(node);
    },
    [fieldRef],
  );
  // Regrouping moves characters: the caret stays after the same digit it was after.
  useLayoutEffect(() => {
    const at = caret.current;
    caret.current = null;
    if (at !== null && input.current && document.activeElement === input.current) input.current.setSelectionRange(at, at);
  });

  const edit = (plain: string, significantBefore: number) => {
    const text = plain === '' ? '' : `${prefix}${groupNumberText(plain, marks)}`;
    caret.current = caretAfter(text, significantBefore, marks, prefix);
    setDraft(text);
    field.onChange(plain === '' ? '' : toValue(plain));
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.currentTarget;
    const before = value.slice(0, selectionStart ?? value.length);
    edit(cleanNumberText(value, marks, decimals), countSignificant(before, marks, decimals > 0));
  };
  // Backspace just after a group mark (or Delete just before one) takes the digit beyond it,
  // as people expect; otherwise the mark would come straight back and nothing seem to happen.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { value, selectionStart: start, selectionEnd: end } = event.currentTarget;
    if (start === null || start !== end) return;
    if (event.key === 'Backspace' && start > 0 && value[start - 1] === marks.group) event.currentTarget.setSelectionRange(start - 1, start - 1);
    if (event.key === 'Delete' && value[start] === marks.group) event.currentTarget.setSelectionRange(start + 1, start + 1);
  };
  const onFocus = () => {
    const plain = stored === null ? '' : cleanNumberText(plainNumberText(toUnits(stored), decimals), { ...marks, decimal: '.' }, decimals);
    setDraft(plain === '' ? '' : `${prefix}${groupNumberText(plain, marks)}`);
  };
  const onBlur = () => {
    const value = readNumber(getValues(name));
    if (block.step !== undefined && value !== null) {
      const rounded = roundToStep(value, block.step, block.rounding);
      if (rounded !== value) field.onChange(rounded);
    }
    setDraft(null);
    field.onBlur();
  };

  return fieldFrame(
    { ids, label, required, error },
    <input
      ref={ref}
      type="text"
      {...controlAria(ids, error, required)}
      className="field-control"
      name={field.name}
      placeholder={placeholder || undefined}
      disabled={disabled}
      value={draft ?? shown}
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      onChange={onChange}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    />,
  );
}
