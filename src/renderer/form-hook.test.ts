// The form of a screen without fields (./form-hook.ts): steps may still set and read its values, by
// the same dotted names react-hook-form takes.
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePlainForm } from './form-hook';

describe("a screen's plain form", () => {
  it('sets, reads and resets values by dotted names, and tells its subscribers', () => {
    const { result } = renderHook(() => usePlainForm({ bank: { account: '0001' }, note: 'a' }));
    const form = result.current;
    const heard = vi.fn();
    form.subscribe({ callback: heard });
    form.setValue('bank.account', '1234567890');
    expect(form.getValues('bank.account')).toBe('1234567890');
    expect(form.getValues()).toEqual({ bank: { account: '1234567890' }, note: 'a' });
    form.resetField('bank.account');
    expect(form.getValues('bank.account')).toBe('0001');
    form.reset();
    expect(form.getValues()).toEqual({ bank: { account: '0001' }, note: 'a' });
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('names the mistake when a field is drawn on a screen the build found none on', () => {
    const { result } = renderHook(() => usePlainForm({}));
    expect(() => result.current.register('amount')).toThrow(/a field was drawn on a screen the build found none on/);
  });
});
