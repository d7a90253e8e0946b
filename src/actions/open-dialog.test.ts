// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeScreen } from '../../tests/support/fake-screen';

describe('open-dialog step', () => {
  it('opens the named dialog', async () => {
    const t = fakeScreen();
    expect(await t.run([{ type: 'open-dialog', dialog: 'channels' }])).toBe(true);
    expect(t.s.dialogs.open).toHaveBeenCalledWith('channels');
    expect(t.s.dialogs.close).not.toHaveBeenCalled();
  });
});
