// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeScreen } from '../../tests/support/fake-screen';

describe('print step', () => {
  it('asks for the print dialog once and lets the list go on', async () => {
    const t = fakeScreen();
    expect(await t.run([{ type: 'print' }, { type: 'toast', message: 'after' }])).toBe(true);
    expect(t.s.print).toHaveBeenCalledTimes(1);
    expect(t.shown).toEqual(['info:after']);
  });
});
