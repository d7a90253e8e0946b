// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Step } from '../generated/screen';
import { fakeScreen } from '../../tests/support/fake-screen';

const byProduct = (withDefault: boolean) => ({
  type: 'switch',
  value: { var: 'query.productId' },
  cases: { '7': [{ type: 'toast', message: 'seven' }], true: [{ type: 'toast', message: 'yes' }] },
  ...(withDefault ? { default: [{ type: 'toast', message: 'other' }] } : {}),
});

describe('switch step', () => {
  it('runs the case named by the value as text, else the default', async () => {
    const t = fakeScreen();
    await t.run([byProduct(true)]);
    await t.run([byProduct(true)], { query: { productId: '8' } });
    await t.run([byProduct(true)], { query: { productId: true } });
    expect(t.shown).toEqual(['info:seven', 'info:other', 'info:yes']);
  });

  it('does nothing without a matching case or default, and the list goes on', async () => {
    const t = fakeScreen();
    expect(await t.run([byProduct(false), { type: 'toast', message: 'after' }], { query: { productId: '1' } })).toBe(true);
    expect(t.shown).toEqual(['info:after']);
  });

  it('stops the outer list when a step of its case stops', async () => {
    const t = fakeScreen();
    const step: Step = { type: 'switch', value: 'a', cases: { a: [{ type: 'validate', fields: ['x'], show: 'inline' }] } };
    t.s.form.showErrors = async () => false;
    expect(await t.run([step, { type: 'toast', message: 'after' }])).toBe(false);
    expect(t.shown).toEqual([]);
  });
});
