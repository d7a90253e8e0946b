// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeScreen } from '../../tests/support/fake-screen';

describe('clear-draft step', () => {
  it("forgets the form's saved draft and lets the list go on", async () => {
    const t = fakeScreen();
    expect(await t.run([{ type: 'clear-draft' }, { type: 'navigate', to: '/done' }])).toBe(true);
    expect(t.s.form.clearDraft).toHaveBeenCalledTimes(1);
    expect(t.navigations).toEqual(['/done?']);
  });
});
