import { describe, expect, it } from 'vitest';
import { customOperations } from '../expressions/operations';
import { wallClock } from './calendar-dates';

describe('wallClock', () => {
  it('reads an instant on the market zone\'s clock', () => {
    expect(wallClock(Date.UTC(2027, 2, 4, 16, 30), 'Asia/Manila')?.getDate()).toBe(5);
  });

  it('gives no date for a number no Date can hold, instead of throwing (the screen fuzz gave date() 5e123)', () => {
    expect(wallClock(5.0766172364969333e123, 'Asia/Manila')).toBeNull();
    expect(wallClock(-8.64e15 - 1, 'Asia/Manila')).toBeNull();
    expect(wallClock(Number.NaN, 'Asia/Manila')).toBeNull();
    expect(customOperations.date(5.0766172364969333e123, 'MMM D, YYYY')).toBe('');
  });
});
