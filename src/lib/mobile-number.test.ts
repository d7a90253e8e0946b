import { describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import { isMobile, normaliseMobile, type MobileRule } from './mobile-number';

const philippine = (market as Market).mobile;
const e164: MobileRule = { rule: 'mobile-number', country: 'PH', sendFormat: 'e164' };
const specPattern: MobileRule = { rule: 'pattern', pattern: '^1[3-9]\\d{9}$' };

describe('Philippine mobile numbers as people type them (market default)', () => {
  it('is the market rule, sending the national form', () => {
    expect(philippine).toEqual({ rule: 'mobile-number', country: 'PH', sendFormat: 'national' });
  });

  it.each([
    ['0917 123 4567', '09171234567', '+639171234567'],
    ['09171234567', '09171234567', '+639171234567'],
    ['+63 917 123 4567', '09171234567', '+639171234567'],
    ['+639171234567', '09171234567', '+639171234567'],
    ['63 917 123 4567', '09171234567', '+639171234567'],
    ['639171234567', '09171234567', '+639171234567'],
    ['917 123 4567', '09171234567', '+639171234567'],
    ['0917-123-4567', '09171234567', '+639171234567'],
    ['(0917) 123 4567', '09171234567', '+639171234567'],
    ['  0917 123 4567 ', '09171234567', '+639171234567'],
    ['0895 123 4567', '08951234567', '+638951234567'],
    ['0896 765 4321', '08967654321', '+638967654321'],
    ['0991 123 4567', '09911234567', '+639911234567'],
    ['0993 222 3333', '09932223333', '+639932223333'],
    ['0999 123 4567', '09991234567', '+639991234567'],
    ['0813 123 4567', '08131234567', '+638131234567'],
    [9171234567, '09171234567', '+639171234567'],
  ])('accepts %j: sends %j (national) or %j (e164)', (typed, national, international) => {
    expect(normaliseMobile(typed, philippine)).toBe(national);
    expect(normaliseMobile(typed, e164)).toBe(international);
  });

  it.each([
    ['13800138000', "SPEC's Chinese mobile pattern"],
    ['13912345678', "SPEC's Chinese mobile pattern"],
    ['02 8888 5240', 'a Metro Manila landline'],
    ['0288885240', 'a Metro Manila landline'],
    ['0917 123 456', 'one digit short'],
    ['0917 123 45678', 'one digit too many'],
    ['0900 123 4567', 'not an allocated mobile prefix'],
    ['+1 650 253 0000', 'a foreign number'],
    ['+86 139 1234 5678', 'a foreign mobile number'],
    ['0917 123 4567 call me', 'text after the number'],
    ['abc', 'letters'],
    ['', 'empty'],
    [null, 'null'],
    [undefined, 'missing'],
    [{}, 'not text'],
  ] as [unknown, string][])('rejects %j (%s)', (typed) => {
    expect(normaliseMobile(typed, philippine)).toBeNull();
    expect(isMobile(typed, philippine)).toBe(false);
  });
});

describe("SPEC point 5's pattern (market option: mobile.rule 'pattern')", () => {
  it.each([
    ['13800138000', '13800138000'],
    ['19912345678', '19912345678'],
    ['12800138000', null],
    ['1380013800', null],
    ['09171234567', null],
    ['+8613800138000', null],
    ['', null],
  ])('%j → %j', (typed, sent) => {
    expect(normaliseMobile(typed, specPattern)).toBe(sent);
  });
});
