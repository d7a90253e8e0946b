import { describe, expect, it } from 'vitest';
import cases from './evaluate.cases.json';
import { evaluate } from './evaluate';
import { inspectExpression } from './inspect';

describe('expressions (table in evaluate.cases.json)', () => {
  it.each(cases.cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(evaluate(c.expression, c.scope as Record<string, unknown>)).toEqual(c.expected);
  });

  it('has no method or log operation (method would call any function of any value)', () => {
    expect(() => evaluate({ method: ['abc', 'toUpperCase'] }, {})).toThrow(/Unrecognized operation method/);
    expect(inspectExpression({ method: ['a', 'b'] }, () => {})[0]?.message).toBe('unknown expression operation "method"');
  });

  it('reports var paths read from the screen scope, but not those read per element', () => {
    const paths: string[] = [];
    inspectExpression({ map: [{ var: 'data.list' }, { var: 'title' }] }, (p) => paths.push(p));
    expect(paths).toEqual(['data.list']);
  });
});
