import { beforeEach, describe, expect, it, vi } from 'vitest';
import market from '../../config/market.json' with { type: 'json' };
import type { MobileRule } from './mobile-number';

const rule = market.mobile as MobileRule;

// tests/setup.ts loads the reader for every test: each test here takes a fresh copy of the module,
// as a page that has not loaded it yet.
let numbers: typeof import('./mobile-numbers') & typeof import('./mobile-numbers-on-use');
beforeEach(async () => {
  vi.resetModules();
  numbers = { ...(await import('./mobile-numbers')), ...(await import('./mobile-numbers-on-use')) };
});

const touch = (type: string) => document.body.dispatchEvent(new Event(type, { bubbles: true }));

describe('the mobile-number reader', () => {
  it('loads at the first touch of a page that draws a screen reading numbers, not before', async () => {
    const gone = numbers.readMobileNumbersOnUse();
    await new Promise((done) => setTimeout(done, 20));
    expect(numbers.mobileNumbersLoaded()).toBe(false);
    touch('focusin');
    await vi.waitFor(() => expect(numbers.mobileNumbersLoaded()).toBe(true));
    expect(numbers.isMobile('0917 123 4567', rule)).toBe(true);
    gone();
  });

  it('gives steps the load to wait for while such a screen is drawn and the reader is not in', async () => {
    expect(numbers.mobileNumbersReady()).toBeUndefined();
    const gone = numbers.readMobileNumbersOnUse();
    const ready = numbers.mobileNumbersReady();
    expect(ready).toBeInstanceOf(Promise);
    await ready;
    expect(numbers.mobileNumbersLoaded()).toBe(true);
    expect(numbers.mobileNumbersReady()).toBeUndefined();
    gone();
  });

  it('keeps listening while another screen that reads numbers is drawn', async () => {
    const dialog = numbers.readMobileNumbersOnUse();
    const page = numbers.readMobileNumbersOnUse();
    dialog();
    touch('keydown');
    await vi.waitFor(() => expect(numbers.mobileNumbersLoaded()).toBe(true));
    page();
  });

  it('stops listening once the last screen that reads numbers goes', async () => {
    const dialog = numbers.readMobileNumbersOnUse();
    const page = numbers.readMobileNumbersOnUse();
    dialog();
    page();
    expect(numbers.mobileNumbersReady()).toBeUndefined();
    touch('pointerdown');
    touch('focusin');
    await new Promise((done) => setTimeout(done, 20));
    expect(numbers.mobileNumbersLoaded()).toBe(false);
  });

  it('gives the mobile() operation no number before the reader is in, the number after', async () => {
    const { customOperations } = await import('../expressions/operations');
    expect(customOperations.mobile('0917 123 4567')).toBe('');
    await numbers.loadMobileNumbers();
    expect(customOperations.mobile('0917 123 4567')).toBe('09171234567');
  });

  it('names the contract when a number is read before the reader is in', () => {
    expect(() => numbers.normaliseMobile('09171234567', rule)).toThrow(/src\/lib\/mobile-numbers-on-use\.ts/);
  });
});
