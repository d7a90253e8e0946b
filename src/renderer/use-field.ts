import { useEffect, useMemo } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { evaluate, truthy, type Scope } from '../expressions/evaluate';
import type { FieldRules } from '../generated/screen';
import { buildFieldCheck } from './field-rules';
import { useLocalScope, useRuntime } from './runtime-context';
import { useExpression, useText } from './use-expression';

export interface FieldBlock {
  name: string;
  label?: unknown;
  placeholder?: unknown;
  default?: string | number | boolean;
  defaultFrom?: unknown;
  rules?: FieldRules;
  disabled?: unknown;
}

/**
 * Binds a field block to the screen's form. Each field subscribes to its own value and error
 * only, so a keystroke re-renders that field and nothing else.
 */
export function useField(block: FieldBlock, options: { unregisterOnUnmount?: boolean; extraCheck?: () => string | null } = {}) {
  const runtime = useRuntime();
  const local = useLocalScope();
  const { control } = useFormContext();
  const extra = options.extraCheck;
  const check = useMemo(() => {
    const byRules = buildFieldCheck(block.rules, runtime.services.market as unknown as Record<string, unknown>);
    // A widget's own condition (e.g. uploads still running) comes before the JSON rules.
    return extra ? (value: unknown, scope: Scope) => extra() ?? byRules(value, scope) : byRules;
  }, [block.rules, runtime, extra]);
  const initial = useMemo(() => {
    // A restored draft wins over the document's default.
    const draft = control._defaultValues[block.name] as unknown;
    if (draft !== undefined) return draft;
    if (block.defaultFrom !== undefined) return evaluate(block.defaultFrom, runtime.scope(local)) ?? '';
    return block.default ?? '';
    // the initial value is read once, when the field mounts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const controller = useController({
    name: block.name,
    control,
    defaultValue: initial,
    shouldUnregister: options.unregisterOnUnmount ?? false,
    rules: { validate: (value: unknown) => check(value, runtime.scope(local)) ?? true },
  });
  useEffect(() => {
    runtime.fieldChecks.set(block.name, check);
    return () => {
      if (runtime.fieldChecks.get(block.name) === check) runtime.fieldChecks.delete(block.name);
    };
  }, [runtime, block.name, check]);
  const label = useText(block.label);
  const placeholder = useText(block.placeholder);
  const disabled = truthy(useExpression(block.disabled ?? false));
  return { ...controller, label, placeholder, disabled, error: controller.fieldState.error?.message };
}
