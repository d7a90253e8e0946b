import { describe, expect, it } from 'vitest';
import { fixedOffsetOf, numberMarksOf } from './derived-formats';

describe('the formats the build derives from the market', () => {
  it("gives a locale's marks only where it groups by thousands in Latin digits, as the hand format writes", () => {
    expect(numberMarksOf('en-PH', 2)).toEqual({ group: ',', decimal: '.' });
    expect(numberMarksOf('fil-PH', 2)).toEqual({ group: ',', decimal: '.' });
    expect(numberMarksOf('de-DE', 2)).toEqual({ group: '.', decimal: ',' });
    expect(numberMarksOf('en-IN', 2), 'groups lakhs: 12,34,567.50').toBeUndefined();
    expect(numberMarksOf('ar-EG', 2), 'Arabic digits').toBeUndefined();
    expect(numberMarksOf('not a locale!', 2)).toBeUndefined();
  });

  it("gives a zone's offset over the span around now it has kept it, and nothing for a zone with daylight time or none Intl knows", () => {
    const december2026 = Date.UTC(2026, 11, 7);
    expect(fixedOffsetOf('Asia/Manila', december2026), 'daylight time last in 1990').toEqual({ offsetMinutes: 480, from: Date.UTC(1990, 6, 29), to: Date.UTC(2100, 0, 1) });
    expect(fixedOffsetOf('America/New_York', december2026)).toBeUndefined();
    expect(fixedOffsetOf('Nowhere/Zone', december2026)).toBeUndefined();
  });
});
