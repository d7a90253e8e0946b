// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createBridge } from './bridge';

describe('host-app bridge', () => {
  it('posts { action, params } to the iOS message handler', () => {
    const postMessage = vi.fn();
    const bridge = createBridge({ webkit: { messageHandlers: { appBridge: { postMessage } } } } as never, 'appBridge');
    bridge.call('close', { reason: 'bound' });
    expect(bridge.platform).toBe('ios');
    expect(postMessage).toHaveBeenCalledWith({ action: 'close', params: { reason: 'bound' } });
  });

  it('calls window.<name>.<action>(json) on Android', () => {
    const callPhone = vi.fn();
    const bridge = createBridge({ appBridge: { callPhone } } as never, 'appBridge');
    bridge.call('callPhone', { phone: '(02) 8888 5240' });
    expect(bridge.platform).toBe('android');
    expect(callPhone).toHaveBeenCalledWith('{"phone":"(02) 8888 5240"}');
  });

  it('records and announces calls in a plain browser, and never throws', () => {
    const bridge = createBridge({} as never, 'appBridge');
    const seen = vi.fn();
    bridge.subscribe(seen);
    expect(() => bridge.call('goHome')).not.toThrow();
    expect(bridge.platform).toBe('browser');
    expect(bridge.log.map((c) => c.action)).toEqual(['goHome']);
    expect(seen).toHaveBeenCalledOnce();
  });

  it('survives an Android host without the action', () => {
    const bridge = createBridge({ appBridge: {} } as never, 'appBridge');
    expect(() => bridge.call('goRate')).not.toThrow();
    expect(bridge.log).toHaveLength(1);
  });
});
