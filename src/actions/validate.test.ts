// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fakeScreen } from '../../tests/support/fake-screen';

describe('validate step', () => {
  it('toasts the first failing field in the order given and stops the list', async () => {
    const t = fakeScreen();
    const messages: Record<string, string | null> = { phone: null, captcha: 'Please enter the code shown in the picture', sms: 'Please enter the code we sent you by SMS' };
    t.s.form.check = (name) => messages[name] ?? null;
    expect(await t.run([{ type: 'validate', fields: ['phone', 'captcha', 'sms'] }, { type: 'toast', message: 'sent' }])).toBe(false);
    expect(t.shown).toEqual(['fail:Please enter the code shown in the picture']);
  });

  it('lets the list go on when every field passes', async () => {
    const t = fakeScreen();
    expect(await t.run([{ type: 'validate', fields: ['phone'] }, { type: 'toast', message: 'sent' }])).toBe(true);
    expect(t.shown).toEqual(['info:sent']);
  });

  it('inline, shows the messages beside the fields instead, and stops when one fails', async () => {
    const t = fakeScreen();
    t.s.form.showErrors = vi.fn(async () => false);
    expect(await t.run([{ type: 'validate', fields: ['name', 'phone'], show: 'inline' }, { type: 'toast', message: 'sent' }])).toBe(false);
    expect(t.s.form.showErrors).toHaveBeenCalledWith(['name', 'phone']);
    expect(t.shown).toEqual([]);
  });
});
