import { describe, expect, it } from 'vitest';
import { createFieldRegistry } from './field-registry';

function setup() {
  const values: Record<string, string> = { a: '', b: '', c: 'ok' };
  const registry = createFieldRegistry();
  const elements: Record<string, HTMLInputElement> = {};
  // DOM order c, b, a: the focus goes to the first failing field on the page, not in the list.
  for (const name of ['c', 'b', 'a']) document.body.append((elements[name] = Object.assign(document.createElement('input'), { name })));
  const remove = Object.fromEntries(
    Object.keys(values).map((name) => [name, registry.add(name, { check: () => (values[name] ? null : `${name} is required`), element: () => elements[name] ?? null })]),
  );
  return { values, registry, elements, remove };
}

describe('field registry', () => {
  it('shows the messages of the failing fields, focuses the first on the page, and says whether all passed', () => {
    const { registry, elements } = setup();
    expect(registry.show(['a', 'b', 'c'])).toBe(false);
    expect(registry.errors.get('a')).toBe('a is required');
    expect(registry.errors.get('b')).toBe('b is required');
    expect(registry.errors.get('c')).toBeUndefined();
    expect(document.activeElement).toBe(elements.b);
    expect(registry.show(['c'])).toBe(true);
  });

  it('re-checks a field on change only once its message was asked for', () => {
    const { values, registry } = setup();
    const heard: string[] = [];
    registry.errors.subscribe('a', () => heard.push(String(registry.errors.get('a'))));
    registry.changed('a');
    expect(heard).toEqual([]);
    registry.show(['a']);
    values.a = 'x';
    registry.changed('a');
    values.a = '';
    registry.changed('a');
    expect(heard).toEqual(['a is required', 'undefined', 'a is required']);
  });

  it('forgets a field when it unmounts or is reset', () => {
    const { values, registry, remove } = setup();
    registry.show(['a', 'b']);
    remove.a?.();
    expect(registry.errors.get('a')).toBeUndefined();
    expect(registry.names()).toEqual(['b', 'c']);
    expect(registry.check('a')).toBeNull();
    registry.clear(['b']);
    expect(registry.errors.get('b')).toBeUndefined();
    values.b = '';
    registry.changed('b');
    expect(registry.errors.get('b')).toBeUndefined();
  });
});
