import { useCallback, useMemo } from 'react';
import { Slider as MantineSlider } from '@mantine/core';
import { evaluateText } from '../../expressions/evaluate';
import type { SliderBlock } from '../../generated/screen';
import { formatMoney } from '../../lib/money';
import { readNumber } from '../../lib/rounding';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useLocalScope, useRuntime } from '../../renderer/runtime-context';
import { useExpressionInputs } from '../../renderer/use-expression';
import { useField } from '../../renderer/use-field';
import { fieldFrame, useFieldIds } from '../field-frame/field-frame';
import { useFieldOptions } from '../field-options';
import { formatNumber, numberMarks } from '../number-field/number-text';
import './slider.css';

/** Decimals of a step (0.25 → 2), so 0.1 steps are written 0.3, not 0.30000000000000004. */
function decimalsOf(step: number): number {
  const [mantissa = '', exponent = '0'] = String(step).split('e');
  return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent));
}

/** How the slider writes a value: valueLabel with value in scope, else money or a grouped number. */
function useValueText(block: SliderBlock): (value: number) => string {
  const runtime = useRuntime();
  const local = useLocalScope();
  useExpressionInputs(block.valueLabel);
  const { currency } = runtime.services.market;
  const decimals = decimalsOf(block.step);
  return useCallback(
    (value: number) => {
      if (block.valueLabel !== undefined) return evaluateText(block.valueLabel, runtime.scope({ ...local, value }));
      return block.money ? formatMoney(value, currency) : formatNumber(value, numberMarks(currency), 0, decimals);
    },
    [block.valueLabel, block.money, runtime, local, currency, decimals],
  );
}

/**
 * A slider bound to a form value (Mantine Slider: touch, arrow keys, Home and End). The value is
 * written above the track instead of in Mantine's bubble over the thumb, which a finger covers on
 * a phone and which would sit on top of that line.
 */
export function Slider({ block }: WidgetProps<SliderBlock>) {
  // The form always holds a number: a server amount in text ("500000") becomes one, nothing becomes min.
  const bound = useMemo(
    () => ({ ...block, default: block.default ?? block.min, defaultFrom: block.defaultFrom === undefined ? undefined : { coalesce: [{ num: [block.defaultFrom] }, block.min] } }),
    [block],
  );
  const { field, label, disabled, error } = useField(bound, useFieldOptions());
  const ids = useFieldIds();
  const runtime = useRuntime();
  const local = useLocalScope();
  const valueText = useValueText(block);
  const stored = readNumber(field.value);
  // A value from the server outside the range shows at the nearest end; the form keeps it until moved.
  const value = Math.min(block.max, Math.max(block.min, stored ?? block.min));
  const marks = useMemo(
    () =>
      (block.marks ?? []).map((mark) => {
        const text = mark.label === undefined ? valueText(mark.value) : evaluateText(mark.label, runtime.scope(local));
        // The end marks' labels line up with the track's ends instead of hanging past the screen edge.
        const align = mark.value <= block.min ? 'start' : mark.value >= block.max ? 'end' : undefined;
        return { value: mark.value, label: text ? <span className="slider-mark-text" data-align={align}>{text}</span> : undefined };
      }),
    [block.marks, block.min, block.max, valueText, runtime, local],
  );
  const { ref: setFocusTarget } = field;
  // Messages focus the thumb, the element that has the slider role.
  const rootRef = useCallback((node: HTMLDivElement | null) => setFocusTarget(node?.querySelector<HTMLElement>('[role="slider"]') ?? null), [setFocusTarget]);
  const labelId = `${ids.inputId}label`;
  return fieldFrame(
    { ids, label, required: Boolean(block.rules?.required), error, group: true },
    <div className="slider-field" data-marks={marks.some((m) => m.label) || undefined}>
      <p className="slider-value" aria-hidden="true">
        {stored === null ? '' : valueText(value)}
      </p>
      <MantineSlider
        ref={rootRef}
        min={block.min}
        max={block.max}
        step={block.step}
        value={value}
        onChange={field.onChange}
        disabled={disabled}
        marks={marks}
        label={null}
        thumbValueText={valueText}
        thumbProps={{
          id: ids.inputId,
          'aria-labelledby': label ? labelId : undefined,
          'aria-describedby': error ? ids.errorId : undefined,
          'aria-invalid': error ? true : undefined,
          onBlur: field.onBlur,
        }}
      />
    </div>,
  );
}
