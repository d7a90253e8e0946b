// A screen's form before and after react-hook-form takes its values over (./screen-form.ts): what
// the borrower typed, the handlers a field got before, the listeners and reset-form's starting
// values all go through the handover; the real library is handed the values here.
import { describe, expect, it, vi } from 'vitest';
import * as library from './form-library';
import { createFieldForm } from './screen-form';

/** The change event ./use-form-value.ts hands a field's handler. */
const change = (name: string, value: unknown) => ({ target: { name, value }, type: 'change' });

describe("a screen's form held until react-hook-form arrives", () => {
  it('registers a field with its starting value, unless the form already has one', () => {
    const { form } = createFieldForm({ amount: '5000' });
    form.register('amount', { value: '1000' });
    form.register('note', { value: 'hi' });
    expect(form.getValues()).toEqual({ amount: '5000', note: 'hi' });
  });

  it("tells a listener of the names it asked for, of what they hold and of what holds them, and everyone of a reset, as react-hook-form's subscribe does", () => {
    const { form } = createFieldForm({});
    const exact = vi.fn();
    const parts = vi.fn();
    const all = vi.fn();
    form.subscribe({ name: 'bank', exact: true, callback: exact });
    form.subscribe({ name: ['bank'], callback: parts });
    form.watch(all);
    form.setValue('bank.account', '1');
    form.setValue('note', 'x');
    expect([exact.mock.calls.length, parts.mock.calls.length, all.mock.calls.length]).toEqual([0, 1, 2]);
    form.reset();
    expect([exact.mock.calls.length, parts.mock.calls.length, all.mock.calls.length]).toEqual([1, 2, 3]);
  });

  it('tells a field of its value set whole with what holds it, before the handover as react-hook-form does after', () => {
    for (const handOver of [false, true]) {
      const held = createFieldForm({});
      held.form.register('bank.account', { value: '' });
      if (handOver) held.handOver(library);
      const heard = vi.fn();
      held.form.subscribe({ name: 'bank.account', exact: true, callback: heard });
      held.form.setValue('bank', { account: '0012345678' });
      expect(heard, `handed over: ${handOver}`).toHaveBeenCalledTimes(1);
      expect(held.form.getValues('bank.account')).toBe('0012345678');
    }
  });

  it('hands what was typed, set and registered to react-hook-form, and keeps the same handlers and listeners working after', async () => {
    const held = createFieldForm({ bank: { account: '' }, name: 'Maria' });
    const { form } = held;
    const account = form.register('bank.account', { value: '' });
    form.register('mobile', { value: '' });
    await account.onChange(change('bank.account', '0012345678'));
    form.setValue('mobile', '0917 123 4567');
    const heard = vi.fn();
    form.subscribe({ name: 'bank.account', exact: true, callback: heard });

    held.handOver(library);
    expect(held.handedOver()).toBe(true);
    expect(form.getValues()).toEqual({ bank: { account: '0012345678' }, name: 'Maria', mobile: '0917 123 4567' });

    await account.onChange(change('bank.account', '0099999999'));
    expect(form.getValues('bank.account')).toBe('0099999999');
    expect(heard).toHaveBeenCalledTimes(1);
    form.setValue('name', 'Jose');
    expect(heard).toHaveBeenCalledTimes(1);

    // reset-form goes back to the starting values, with one a field wrote in before the handover.
    form.control._defaultValues.mobile = '';
    form.reset();
    expect(form.getValues()).toEqual({ bank: { account: '' }, name: 'Maria', mobile: '' });
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('resets one field, and forgets an unregistered one, before and after the handover alike', () => {
    for (const handOver of [false, true]) {
      const held = createFieldForm({ amount: '5000' });
      const { form } = held;
      form.register('amount', { value: '' });
      form.register('note', { value: '' });
      form.setValue('amount', '7000');
      form.setValue('note', 'x');
      if (handOver) held.handOver(library);
      form.resetField('amount');
      form.unregister('note');
      expect(form.getValues('amount'), `handed over: ${handOver}`).toBe('5000');
      expect(form.getValues('note'), `handed over: ${handOver}`).toBeUndefined();
    }
  });


  it('hands over the values themselves, not copies: a value read before and after is the same one', () => {
    // A field that compares its value by identity (the photo list, src/widgets/image-upload) took a
    // copy for a change from elsewhere and dropped its uploads still running.
    const held = createFieldForm({});
    const { form } = held;
    const photos = ['/stations/dev-assets/photo.svg'];
    form.register('images', { value: [] });
    form.setValue('images', photos);
    held.handOver(library);
    expect(form.getValues('images')).toBe(photos);
  });

  it("does not ask react-hook-form for the values on each change: its listener of values copied the whole form per keystroke", async () => {
    // What the library was asked to tell, and how often a change made it copy the form's values.
    const asked: unknown[] = [];
    const held = createFieldForm({});
    held.handOver({
      createFormControl: (options) => {
        const made = library.createFormControl(options);
        const { subscribe } = made;
        made.subscribe = (props) => {
          asked.push(props.formState);
          return subscribe(props);
        };
        return made;
      },
    });
    const { form } = held;
    const account = form.register('account', { value: '' });
    const heard = vi.fn();
    form.subscribe({ name: 'account', exact: true, callback: heard });
    await account.onChange(change('account', '1'));
    form.setValue('account', '12');
    form.resetField('account');
    form.reset();
    expect(heard).toHaveBeenCalledTimes(4);
    expect(asked.filter((formState) => (formState as { values?: boolean } | undefined)?.values)).toEqual([]);
  });
});
