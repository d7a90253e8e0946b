import { describe, expect, it } from 'vitest';
import { cleanInput, displayInput, phoneStyleOf } from './formats';
import { countGraphemes, truncateGraphemes } from './graphemes';
import { checkUrl } from './safe-url';

describe('input formats (SPEC point 5)', () => {
  it.each([
    ['digits', '12a-3 4', '1234'],
    ['number', '+63 (917)', '63917'],
    ['phone', '0917-555-0134 99', '09175550134'],
    ['bank-card', '1234 5678-9012x3456', '1234567890123456'],
    ['none', ' keep me ', ' keep me '],
  ] as const)('%s keeps %j as %j', (format, raw, clean) => {
    expect(cleanInput(format, raw)).toBe(clean);
  });

  it("shows phones 3-4-4 (SPEC's style) and cards in fours", () => {
    expect(displayInput('phone', '09175550134')).toBe('091 7555 0134');
    expect(displayInput('phone', '0917')).toBe('091 7');
    expect(displayInput('bank-card', '1234567890123')).toBe('1234 5678 9012 3');
  });
});

describe('phone input as Filipinos type and write numbers (market mobile rule mobile-number, PH)', () => {
  it('goes with the market rule', () => {
    expect(phoneStyleOf({ rule: 'mobile-number', country: 'PH' })).toBe('ph');
    expect(phoneStyleOf({ rule: 'pattern' })).toBe('spec');
  });

  it.each([
    ['0917 123 4567', '09171234567', '0917 123 4567'],
    ['0917-123-4567 99', '09171234567', '0917 123 4567'],
    ['+63 917 123 4567', '+639171234567', '+63 917 123 4567'],
    ['+63 917 123 4567 8', '+639171234567', '+63 917 123 4567'],
    ['63 917 123 4567', '639171234567', '63 917 123 4567'],
    ['917 123 4567', '9171234567', '917 123 4567'],
    ['0895 123 4567', '08951234567', '0895 123 4567'],
    ['(02) 8888 5240', '0288885240', '02 8888 5240'],
    ['+', '+', '+'],
    ['+63', '+63', '+63'],
    ['0917', '0917', '0917'],
    ['09171', '09171', '0917 1'],
    ['1+2', '12', '12'],
  ])('%j is kept as %j and shown as %j', (typed, kept, shown) => {
    expect(cleanInput('phone', typed, 'ph')).toBe(kept);
    expect(displayInput('phone', kept, 'ph')).toBe(shown);
    // What the input shows is typed again on the next keystroke: it must keep the same value.
    expect(cleanInput('phone', shown, 'ph')).toBe(kept);
  });
});

describe('grapheme counting', () => {
  it('counts an emoji ZWJ sequence, a flag and a line break as one each', () => {
    expect(countGraphemes('👨‍👩‍👧')).toBe(1);
    expect(countGraphemes('🇵🇭')).toBe(1);
    expect(countGraphemes('a\r\nb')).toBe(3);
    expect(truncateGraphemes('ab👨‍👩‍👧c', 3)).toBe('ab👨‍👩‍👧');
  });
});

describe('safe URLs', () => {
  const base = 'https://app.example.ph/repayment?x=1';
  it.each([
    ['/repaymentOfCode?a=1', { kind: 'in-app', path: '/repaymentOfCode?a=1' }],
    ['https://pay.example.com/x', { kind: 'web', href: 'https://pay.example.com/x' }],
    ['https://app.example.ph/loanDetails?o=1', { kind: 'in-app', path: '/loanDetails?o=1' }],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['//evil.example.com/x', null],
    ['http://', null],
    ['java\nscript:alert(1)', null],
    [42, null],
  ])('%j', (raw, expected) => {
    expect(checkUrl(raw, base)).toEqual(expected);
  });
});
