import { afterEach, describe, expect, it, vi } from 'vitest';
import * as registry from '../widgets/registry';
import { dialogPartsLoader } from './dialog-parts-loader';

afterEach(() => vi.restoreAllMocks());

describe('dialogPartsLoader', () => {
  const needs = { rate: { widgets: ['star-rating'], form: true }, scan: { widgets: ['barcode'], form: false } };

  it('has a dialog that needs nothing the screen lacks in at once, and the others only once fetched', async () => {
    const loader = dialogPartsLoader(needs);
    expect(loader.loaded('thanks')).toEqual({ widgets: {} });
    expect(loader.loaded('rate')).toBeUndefined();
    const parts = await loader.load('rate');
    expect(Object.keys(parts.widgets)).toEqual(['star-rating']);
    expect(typeof parts.useForm).toBe('function');
    expect(loader.loaded('rate')).toBe(parts);
    // No form library for a dialog without fields.
    expect((await loader.load('scan')).useForm).toBeUndefined();
  });

  it('fetches once per dialog, and again after a fetch that failed', async () => {
    const load = vi.spyOn(registry, 'loadWidgets').mockRejectedValueOnce(new Error('offline'));
    const loader = dialogPartsLoader(needs);
    await expect(loader.load('scan')).rejects.toThrow('offline');
    expect(loader.loaded('scan')).toBeUndefined();
    const first = loader.load('scan');
    expect(loader.load('scan')).toBe(first);
    await first;
    expect(load).toHaveBeenCalledTimes(2);
  });
});
