// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeScreen } from '../../tests/support/fake-screen';

describe('close-dialog step', () => {
  it('closes the named dialog, or the top one when none is named', async () => {
    const t = fakeScreen();
    await t.run([{ type: 'close-dialog', dialog: 'channels' }, { type: 'close-dialog' }]);
    expect(t.s.dialogs.close).toHaveBeenNthCalledWith(1, 'channels');
    expect(t.s.dialogs.close).toHaveBeenNthCalledWith(2, undefined);
    expect(t.s.dialogs.open).not.toHaveBeenCalled();
  });
});
