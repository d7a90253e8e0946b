// @vitest-environment node
// A step kind whose handler is fetched once a screen is drawn (./registry.ts laterHandlers): when
// its code does not come, the list stops there with the network message, as for the mobile reader.
// Every later kind is planted failing, so a kind added to laterHandlers is held to it too.
import { describe, expect, it, vi } from 'vitest';
import { fakeScreen } from '../../tests/support/fake-screen';
import { laterHandlers } from './registry';

// Hoisted with the mocks below, which run before this file's own statements.
const offline = vi.hoisted(() => () => {
  throw new Error('offline: the later steps chunk did not come');
});
vi.mock('./copy', offline);
vi.mock('./countdown', offline);
vi.mock('./locate', offline);
vi.mock('./open-url', offline);
vi.mock('./report', offline);
vi.mock('./store', offline);

/** A step of each later kind, as a screen writes it (its handler never runs: its code does not come). */
const steps: Record<keyof typeof laterHandlers, Record<string, unknown>> = {
  copy: { type: 'copy', text: 'KGP-1' },
  countdown: { type: 'countdown', state: 'left', from: 3 },
  locate: { type: 'locate' },
  'open-url': { type: 'open-url', url: 'https://kaagapay.ph' },
  report: { type: 'report', event: 'offer-over-caps' },
  store: { type: 'store', key: 'k', value: 1 },
};

describe('a later kind whose code did not come', () => {
  it('covers every later kind', () => {
    expect(Object.keys(steps).sort()).toEqual(Object.keys(laterHandlers).sort());
  });

  it.each(Object.entries(steps))('%s stops its list with the network message, and the steps after it do not run', async (_kind, step) => {
    const t = fakeScreen();
    expect(await t.run([{ type: 'toast', message: 'before' }, step, { type: 'toast', message: 'after' }])).toBe(false);
    expect(t.shown).toEqual(['info:before', `fail:${t.s.market.messages.networkError}`]);
    expect(t.storage.local.getItem('k')).toBeNull();
  });
});
