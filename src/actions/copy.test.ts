// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import market from '../../config/market.json';
import { fakeScreen } from '../../tests/support/fake-screen';

describe('copy step', () => {
  it("copies the evaluated text and confirms with the market's message", async () => {
    const t = fakeScreen();
    await t.run([{ type: 'copy', text: { cat: ['Ref ', { var: 'query.productId' }] } }]);
    expect(t.s.copy).toHaveBeenCalledWith('Ref 7');
    expect(t.shown).toEqual([`success:${market.messages.copied}`]);
  });

  it("says the step's own messages, and fails with the failure one when the copy did not happen", async () => {
    const t = fakeScreen();
    const step = { type: 'copy', text: 'PAY-1', successMessage: 'Code copied', failureMessage: 'Copy it by hand' } as const;
    await t.run([step]);
    t.s.copy = vi.fn(async () => false);
    await t.run([step]);
    await t.run([{ type: 'copy', text: 'PAY-1' }]);
    expect(t.shown).toEqual(['success:Code copied', 'fail:Copy it by hand', `fail:${market.messages.copyFailed}`]);
  });
});
