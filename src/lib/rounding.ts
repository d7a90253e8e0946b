/**
 * Decimal rounding for amounts, as a person does it on paper: round(1.005, 2) is 1.01, not the
 * 1.00 that Math.round(1.005 * 100) / 100 gives (1.005 * 100 is 100.49999999999999 in binary).
 * The digits are moved through the number's decimal text (1.005 → "1.005e2" → 100.5), which is
 * exact, and back the same way; arithmetic dust beyond 15 significant digits is dropped first.
 */

export type RoundingMode = 'round' | 'floor';

/** The number with its decimal point moved `by` places (exact for the decimal text JavaScript prints). */
function shift(value: number, by: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + by}`);
}

/** A finite number from a number or numeric text; null for anything else (null, '', 'abc', NaN, Infinity). */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : null;
}

/**
 * Rounds to `digits` decimals (negative digits round to tens, hundreds…): 'round' takes a half
 * away from zero (2.5 → 3, -2.5 → -3, the way money is rounded by hand), 'floor' goes down
 * towards minus infinity (2.9 → 2, -2.1 → -3). Never gives -0.
 */
export function roundTo(value: number, digits: number, mode: RoundingMode): number {
  // 15 significant digits drop the dust of earlier arithmetic (4.35 * 100 is 434.99999999999994),
  // which would otherwise cost a floor a whole unit.
  const moved = Number(shift(Math.abs(value), digits).toPrecision(15));
  // Too large to carry those decimals: it is already whole at that place.
  if (!Number.isFinite(moved)) return value;
  const whole = mode === 'round' ? Math.round(moved) : value < 0 ? Math.ceil(moved) : Math.floor(moved);
  const result = shift(whole, -digits) * (value < 0 ? -1 : 1);
  return result === 0 ? 0 : result;
}

/** The nearest multiple of `step` (or the one below, for 'floor'), with no binary dust (0.1 + 0.2). */
export function roundToStep(value: number, step: number, mode: RoundingMode): number {
  if (!(step > 0)) return value;
  const multiple = roundTo(value / step, 0, mode);
  // The step's own decimals bound the result's: 3 × 0.1 is 0.30000000000000004 until rounded.
  const [mantissa = '', exponent = '0'] = String(step).split('e');
  const decimals = Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent));
  return roundTo(multiple * step, decimals, 'round');
}
