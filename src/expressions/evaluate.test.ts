import { describe, expect, it } from 'vitest';
import cases from './evaluate.cases.json';
import { evaluate } from './evaluate';
import { inspectExpression } from './inspect';

describe('expressions (table in evaluate.cases.json)', () => {
  it.each(cases.cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(evaluate(c.expression, c.scope as Record<string, unknown>)).toEqual(c.expected);
  });

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Manila'])('gives the same dates when the machine is set to %s', (zone) => {
    const dateCases = cases.cases.filter((c) => /\bdate|days/.test(JSON.stringify(c.expression)));
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      expect(new Date(0).getTimezoneOffset()).toBe(zone === 'America/Los_Angeles' ? 480 : zone === 'UTC' ? 0 : -480);
      for (const c of dateCases) expect(evaluate(c.expression, c.scope as Record<string, unknown>), c.name).toEqual(c.expected);
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
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
