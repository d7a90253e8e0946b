import { describe, expect, it } from 'vitest';
import { parseExpression } from '../compiler/shared/expression-parser';
import { roundToStep } from '../lib/rounding';
import { evaluate } from './evaluate';

const run = (source: string, scope: Record<string, unknown> = {}) => evaluate(parseExpression(source), scope);

describe('round(x, digits?) and floor(x, digits?)', () => {
  it.each([
    ['round(2.5)', 3],
    ['round(-2.5)', -3],
    ['round(2.4)', 2],
    ['round(1.005, 2)', 1.01],
    ['round(1.255, 2)', 1.26],
    ['round(8.345, 2)', 8.35],
    ['round(0.1 + 0.2, 2)', 0.3],
    ['round(1234.5678, 1)', 1234.6],
    ['round(1250, -2)', 1300],
    ['round(-0.4)', 0],
    ['round(123456789.125, 2)', 123456789.13],
    ['round(1e21, 2)', 1e21],
    ['round(1e-7, 2)', 0],
    ['round(5, 20)', 5],
  ])('%s → %s (a half goes away from zero; no binary error)', (source, expected) => {
    expect(run(source)).toBe(expected);
  });

  it.each([
    ['floor(2.9)', 2],
    ['floor(-2.1)', -3],
    ['floor(0.29, 2)', 0.29],
    ['floor(1.005, 2)', 1],
    ['floor(4.35 * 100)', 435],
    ['floor(5678.999, 2)', 5678.99],
    ['floor(1299, -2)', 1200],
    ['floor(-0.0001, 2)', -0.01],
  ])('%s → %s (towards minus infinity; 0.29 stays 0.29)', (source, expected) => {
    expect(run(source)).toBe(expected);
  });

  it('reads numeric text as the server sends it, digits too', () => {
    expect(run("round(' 1234.565 ', '2')")).toBe(1234.57);
    expect(run("floor('5678.00')")).toBe(5678);
    expect(run('round(data.amount / 100)', { data: { amount: '500050' } })).toBe(5001);
  });

  it('gives null for nothing to round, and for digits that are not a whole number', () => {
    for (const source of ['round(null)', "round('')", "round('   ')", "round('abc')", 'round(data.missing)', "floor('NaN')", "round('Infinity')", 'round(true)', 'round([1])']) {
      expect(run(source, { data: {} }), source).toBeNull();
    }
    expect(run("round(1.5, 'x')")).toBeNull();
    expect(run('round(1.5, 1.5)')).toBeNull();
  });

  it('takes blank digits as 0', () => {
    expect(run('round(2.5, null)')).toBe(3);
    expect(run("floor(2.5, '')")).toBe(2);
  });

  it('is what a loan amount needs: money(round(x)) of centavos', () => {
    expect(run('money(round(form.amount * 1.075))', { form: { amount: 500033 } })).toBe('₱5,375.35');
  });
});

describe('roundToStep (the number field and slider steps)', () => {
  it.each([
    [5250, 500, 'round', 5500],
    [5249, 500, 'round', 5000],
    [5499, 500, 'floor', 5000],
    [1.15, 0.05, 'floor', 1.15],
    [0.3, 0.1, 'round', 0.3],
    [0.7, 0.1, 'floor', 0.7],
    [123, 0, 'round', 123],
  ] as const)('%s by %s (%s) → %s', (value, step, mode, expected) => {
    expect(roundToStep(value, step, mode)).toBe(expected);
  });
});
