import { describe, expect, it, vi } from 'vitest';
import { buildFieldCheck } from './field-rules';

describe('field rules', () => {
  it('makes the scope only for a custom rule, which reads it', () => {
    // Making the scope copies the screen's stores: a submit of 20 required fields spent half its checks on it (issue 64).
    const scope = vi.fn(() => ({ form: { password: 'secret1' } }));
    const required = buildFieldCheck({ required: 'Please enter it' }, {});
    expect(required('', scope)).toBe('Please enter it');
    expect(required('x', scope)).toBeNull();
    expect(scope).not.toHaveBeenCalled();
    const same = buildFieldCheck({ custom: [{ test: { '===': [{ var: 'value' }, { var: 'form.password' }] }, message: 'Passwords differ' }] }, {});
    expect(same('secret1', scope)).toBeNull();
    expect(same('secret2', scope)).toBe('Passwords differ');
    expect(scope).toHaveBeenCalledTimes(2);
    // A scope given as it is still works (the contract probe and the compiler's tools give one).
    expect(same('secret1', { form: { password: 'secret1' } })).toBeNull();
  });
});
