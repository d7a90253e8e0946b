import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftStore } from './draft-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('draft store', () => {
  it('saves once typing pauses, with the latest values', () => {
    const drafts = createDraftStore('draft.test');
    let values = { a: '1' };
    drafts.schedule(() => values);
    values = { a: '12' };
    drafts.schedule(() => values);
    expect(sessionStorage.getItem('draft.test')).toBeNull();
    vi.advanceTimersByTime(300);
    expect(JSON.parse(sessionStorage.getItem('draft.test') ?? 'null')).toEqual({ a: '12' });
    expect(drafts.read()).toEqual({ a: '12' });
  });

  it('saves at once on flush (the page is leaving), and a clear cancels a save still waiting', () => {
    const drafts = createDraftStore('draft.test');
    drafts.schedule(() => ({ a: 'x' }));
    drafts.flush();
    expect(drafts.read()).toEqual({ a: 'x' });
    drafts.schedule(() => ({ a: 'y' }));
    drafts.clear();
    vi.advanceTimersByTime(1000);
    expect(sessionStorage.getItem('draft.test')).toBeNull();
  });

  it('reads nothing from a corrupt or missing draft, and does nothing without a key', () => {
    sessionStorage.setItem('draft.test', '{broken');
    expect(createDraftStore('draft.test').read()).toEqual({});
    const none = createDraftStore(undefined);
    none.schedule(() => ({ a: 1 }));
    vi.advanceTimersByTime(1000);
    expect(none.read()).toEqual({});
  });

  it('keeps only the listed fields when the screen names them (an image code is stale after a reload)', () => {
    const drafts = createDraftStore('draft.test', ['mobile']);
    drafts.schedule(() => ({ mobile: '09171234567', captcha: 'AB12', smsCode: '123456' }));
    drafts.flush();
    expect(drafts.read()).toEqual({ mobile: '09171234567' });
  });
});
