// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canEncode, code128Bars, code128Symbols } from './code128';

describe('code128', () => {
  it('packs an even run of digits in code set C with its checksum', () => {
    // Start C (105), 12, 34, checksum (105 + 12·1 + 34·2) mod 103 = 82, stop.
    expect(code128Symbols('1234')).toEqual([105, 12, 34, 82, 106]);
  });

  it('uses code set B for other text', () => {
    // Start B (104), "A" = 33, "1" = 17; checksum (104 + 33 + 17·2) mod 103 = 68.
    expect(code128Symbols('A1')).toEqual([104, 33, 17, 68, 106]);
  });

  it('is 11 modules a symbol and 13 for the stop', () => {
    const drawn = code128Bars('30001101740001');
    expect(drawn?.modules).toBe(11 * (1 + 7 + 1) + 13);
  });

  it('refuses what a scanner cannot read', () => {
    expect(canEncode('')).toBe(false);
    expect(canEncode('₱100')).toBe(false);
    expect(code128Bars('验证')).toBeNull();
  });
});
