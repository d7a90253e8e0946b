import { describe, expect, it, vi } from 'vitest';
import { evaluate } from '../expressions/evaluate';
import { liveFormValues } from './live-form-values';

function fakeForm(values: Record<string, unknown>) {
  const getValues = vi.fn((name?: string) => (name === undefined ? { ...values } : values[name]));
  return { values, getValues };
}

describe('liveFormValues', () => {
  it('reads one key without copying the form, and sees later changes', () => {
    const form = fakeForm({ cardType: 'bank', tin: '123' });
    const live = liveFormValues(form.getValues as never);
    expect(evaluate({ var: 'form.cardType' }, { form: live })).toBe('bank');
    expect(form.getValues).toHaveBeenCalledWith('cardType');
    expect(form.getValues).not.toHaveBeenCalledWith();
    form.values.cardType = 'wallet';
    expect(evaluate({ '==': [{ var: 'form.cardType' }, 'wallet'] }, { form: live })).toBe(true);
  });

  it('lists, spreads and serialises like the plain values for whole-form reads', () => {
    const live = liveFormValues(fakeForm({ a: '1', b: 2 }).getValues as never);
    expect(Object.keys(live)).toEqual(['a', 'b']);
    expect({ ...live }).toEqual({ a: '1', b: 2 });
    expect(JSON.parse(JSON.stringify(live))).toEqual({ a: '1', b: 2 });
    expect('a' in live).toBe(true);
    expect('z' in live).toBe(false);
    expect(live.z).toBeUndefined();
  });
});

describe('a whole-form read', () => {
  it('returns a plain copy, never the live view (which could end up stored in the form)', () => {
    const form = { values: { a: '1' } as Record<string, unknown>, getValues: (name?: string) => (name === undefined ? { ...form.values } : form.values[name]) };
    const live = liveFormValues(form.getValues as never);
    const whole = evaluate({ var: 'form' }, { form: live });
    expect(whole).not.toBe(live);
    expect(whole).toEqual({ a: '1' });
    form.values.a = '2';
    expect(whole).toEqual({ a: '1' });
    expect(evaluate({ merge: [{ var: 'form' }] }, { form: live })).toEqual([{ a: '2' }]);
  });
});

describe('the whole scope', () => {
  it('comes out with a copy of the form, not the view (a field defaulting to it would hold itself)', () => {
    const live = liveFormValues(fakeForm({ a: '1' }).getValues as never);
    const scope = { form: live, query: {} };
    const whole = evaluate({ var: '' }, scope) as Record<string, unknown>;
    expect(whole.form).not.toBe(live);
    expect(whole.form).toEqual({ a: '1' });
  });
});
