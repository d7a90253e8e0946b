import { describe, expect, it } from 'vitest';
import { getPath, setPath, withPath } from './value-path';

describe('value paths', () => {
  it('reads and writes plain and nested names, making records and lists on the way', () => {
    const root: Record<string, unknown> = { name: 'Juan' };
    setPath(root, 'bank.account', '0012345678');
    setPath(root, 'refs.0.mobile', '0917 123 4567');
    expect(root).toEqual({ name: 'Juan', bank: { account: '0012345678' }, refs: [{ mobile: '0917 123 4567' }] });
    expect(getPath(root, 'name')).toBe('Juan');
    expect(getPath(root, 'bank.account')).toBe('0012345678');
    expect(getPath(root, 'refs.0.mobile')).toBe('0917 123 4567');
    expect(getPath(root, 'bank.branch')).toBeUndefined();
    expect(getPath(root, 'name.first')).toBeUndefined();
  });

  it('gives a copy with a value at a name, leaving the original and what it holds as they were', () => {
    const original = { bank: { account: '0001', name: 'BDO' }, items: [{ n: 1 }] };
    const changed = withPath(original, 'bank.account', '1234');
    expect(changed).toEqual({ bank: { account: '1234', name: 'BDO' }, items: [{ n: 1 }] });
    expect(original.bank.account).toBe('0001');
    expect(withPath({}, 'items.0.name', 'x')).toEqual({ items: [{ name: 'x' }] });
  });
});
