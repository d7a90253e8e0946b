// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { getLatency, setLatency } from './endpoint';
import { clearReplyOverrides, getReplyOverride } from './overrides';
import { LATENCY_STORAGE_KEY, OVERRIDES_STORAGE_KEY, preloadFromStorage } from './session-preload';

function storage(values: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => values[key] ?? null };
}

afterEach(() => {
  clearReplyOverrides();
  setLatency(0);
});

describe('sessionStorage preload', () => {
  it('applies overrides and latency set before the page loaded', () => {
    const warnings = preloadFromStorage(storage({
      [OVERRIDES_STORAGE_KEY]: JSON.stringify({ '/user-problem/problem-list': { status: 500 } }),
      [LATENCY_STORAGE_KEY]: '0',
    }));
    expect(warnings).toEqual([]);
    expect(getReplyOverride('/user-problem/problem-list')).toEqual({ status: 500 });
    expect(getLatency()).toBe(0);
  });

  it('does nothing when the storage is empty', () => {
    setLatency(250);
    expect(preloadFromStorage(storage({}))).toEqual([]);
    expect(getLatency()).toBe(250);
  });

  it('ignores bad values with a warning that names the key', () => {
    setLatency(250);
    const warnings = preloadFromStorage(storage({ [OVERRIDES_STORAGE_KEY]: '{not json', [LATENCY_STORAGE_KEY]: 'fast' }));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('devapi.latencyMs');
    expect(warnings[1]).toContain('devapi.overrides');
    expect(getLatency()).toBe(250);
  });
});
