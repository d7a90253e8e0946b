import { describe, expect, it } from 'vitest';
import { sameJsonShape } from './json-shape';

const screen = { title: 'Payment account information', body: [{ type: 'paragraph', text: 'Your loan' }], minAmount: 1000, flag: true, none: null };
const edited = (change: (copy: typeof screen & Record<string, unknown>) => void) => {
  const copy = structuredClone(screen) as typeof screen & Record<string, unknown>;
  change(copy);
  return JSON.stringify(copy, null, 2);
};

describe('sameJsonShape', () => {
  it('a copy edit (other words, another number, reformatted) keeps the shape', () => {
    expect(sameJsonShape(JSON.stringify(screen), edited((s) => ((s.title = 'Where we send your loan'), (s.body[0]!.text = 'Iyong utang'), (s.minAmount = 2000))))).toBe(true);
  });

  it('an item of a shape the array has already, items reordered or keys reordered keep it: TypeScript types an array by the set of its items\' types', () => {
    const before = JSON.stringify(screen);
    expect(sameJsonShape(before, edited((s) => s.body.unshift({ type: 'paragraph', text: 'A notice first' })))).toBe(true);
    const mixed = { list: [1, 'one', { a: 1, b: 'x' }] };
    expect(sameJsonShape(JSON.stringify(mixed), JSON.stringify({ list: [{ b: 'y', a: 2 }, 'two', 3, 4] }))).toBe(true);
  });

  it('a key added or removed, a value of another kind, an item added, or text that does not parse changes it', () => {
    const before = JSON.stringify(screen);
    expect(sameJsonShape(before, edited((s) => (s.subtitle = 'new')))).toBe(false);
    expect(sameJsonShape(before, edited((s) => delete (s as Record<string, unknown>).flag))).toBe(false);
    expect(sameJsonShape(before, edited((s) => ((s as Record<string, unknown>).minAmount = '1000')))).toBe(false);
    expect(sameJsonShape(before, edited((s) => ((s as Record<string, unknown>).none = 'x')))).toBe(false);
    expect(sameJsonShape(before, edited((s) => s.body.push({ type: 'paragraph', text: 'more', tone: 'muted' } as (typeof s.body)[0])))).toBe(false);
    expect(sameJsonShape(before, edited((s) => (s.body = [])))).toBe(false);
    expect(sameJsonShape(before, '{"title": ')).toBe(false);
  });
});
