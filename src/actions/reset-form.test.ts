// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fakeScreen } from '../../tests/support/fake-screen';

describe('reset-form step', () => {
  it('puts the named fields back, or all of them when none are named', async () => {
    const t = fakeScreen();
    expect(await t.run([{ type: 'reset-form', fields: ['name', 'phone'] }, { type: 'reset-form' }])).toBe(true);
    expect(vi.mocked(t.s.form.reset).mock.calls).toEqual([[['name', 'phone']], [undefined]]);
  });
});
