import { evaluate, truthy, type Scope } from '../expressions/evaluate';
import type { FieldRules } from '../generated/screen';
import { countGraphemes } from '../lib/graphemes';
import { isMobile } from '../lib/mobile-numbers';
import type { MobileRule } from '../lib/mobile-number';

/** The scope, or a way to make it: only a custom rule reads it, and making it copies the screen's stores (issue 64: half of a submit's checks). */
export type FieldCheck = (value: unknown, scope: Scope | (() => Scope)) => string | null;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0);
}

/** Builds the check of a field from its JSON rules: the message of the first broken rule, or null. */
export function buildFieldCheck(rules: FieldRules | undefined, marketValues: Record<string, unknown>): FieldCheck {
  if (!rules) return () => null;
  let pattern: RegExp | null = null;
  if (rules.pattern) {
    const source = rules.pattern.value.startsWith('market:') ? String(marketValues[rules.pattern.value.slice(7)] ?? '') : rules.pattern.value;
    pattern = new RegExp(source);
  }
  return (value, scope) => {
    if (isEmpty(value)) return rules.required ?? null;
    const text = typeof value === 'string' ? value : String(value);
    if (rules.minLength && countGraphemes(text) < rules.minLength.value) return rules.minLength.message;
    if (rules.maxLength && countGraphemes(text) > rules.maxLength.value) return rules.maxLength.message;
    if (pattern && rules.pattern && !pattern.test(text)) return rules.pattern.message;
    if (rules.mobile && !isMobile(text, marketValues.mobile as MobileRule)) return rules.mobile.message;
    if (!rules.custom?.length) return null;
    const read = typeof scope === 'function' ? scope() : scope;
    for (const rule of rules.custom) {
      if (!truthy(evaluate(rule.test, { ...read, value }))) return rule.message;
    }
    return null;
  };
}
