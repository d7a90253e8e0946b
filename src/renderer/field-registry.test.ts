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

  it("puts a server's messages on the fields it names, focuses the first on the page, says which it showed and drops each on change", () => {
    const { values, registry, elements } = setup();
    values.a = 'typed';
    expect(registry.put({ a: 'refused a', gone: 'not on the page', b: 'refused b' })).toEqual(['a', 'b']);
    expect([registry.errors.get('a'), registry.errors.get('b'), registry.errors.get('c')]).toEqual(['refused a', 'refused b', undefined]);
    expect(document.activeElement).toBe(elements.b);
    registry.changed('a');
    expect(registry.errors.get('a')).toBeUndefined();
    expect(registry.errors.get('b')).toBe('refused b');
    // A field whose own message was asked for goes back to its rules' message.
    registry.show(['b']);
    registry.put({ b: 'refused b' });
    registry.changed('b');
    expect(registry.errors.get('b')).toBe('b is required');
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
