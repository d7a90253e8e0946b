/**
 * The host-app bridge (CONTRACT.md): iOS posts { action, params } to
 * window.webkit.messageHandlers.<name>; Android calls window.<name>.<action>(json); a plain
 * browser records the call, logs it to the console and tells its listeners (dev builds show it in a
 * note: src/app/bridge-log.tsx), and never throws.
 */
export type Platform = 'ios' | 'android' | 'browser';

export interface BridgeCall {
  action: string;
  params: Record<string, unknown>;
  platform: Platform;
  at: number;
}

export interface Bridge {
  platform: Platform;
  call(action: string, params?: Record<string, unknown>): void;
  /** Calls made so far (every platform records them; the browser fallback only records). */
  log: BridgeCall[];
  subscribe(listener: (call: BridgeCall) => void): () => void;
}

type HostWindow = {
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
} & Record<string, unknown>;

/** How a plain browser's console line for a bridge call starts; the action and its JSON params follow. */
export const BROWSER_LOG_PREFIX = 'bridge (no host app): ';

export function detectPlatform(win: HostWindow, name: string): Platform {
  if (win.webkit?.messageHandlers?.[name]) return 'ios';
  const android = win[name];
  if (typeof android === 'object' && android !== null) return 'android';
  return 'browser';
}

export function createBridge(win: HostWindow, name: string): Bridge {
  const listeners = new Set<(call: BridgeCall) => void>();
  const log: BridgeCall[] = [];
  return {
    get platform() {
      return detectPlatform(win, name);
    },
    log,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    call(action, params = {}) {
      const platform = detectPlatform(win, name);
      const entry: BridgeCall = { action, params, platform, at: Date.now() };
      log.push(entry);
      try {
        if (platform === 'ios') win.webkit?.messageHandlers?.[name]?.postMessage({ action, params });
        else if (platform === 'android') {
          const host = win[name] as Record<string, unknown>;
          const method = host[action];
          if (typeof method === 'function') (method as (json: string) => void).call(host, JSON.stringify(params));
        } else {
          // Production pages show borrowers no developer text; the console is where a tester of a
          // production build finds what the page asked of the host app: one line, readable as is.
          console.info(`${BROWSER_LOG_PREFIX}${action} ${JSON.stringify(params)}`);
        }
      } catch (error) {
        // A host without this action must not break the page; the call stays in the log.
        console.warn(`bridge: ${action} failed`, error);
      }
      for (const listener of listeners) listener(entry);
    },
  };
}
