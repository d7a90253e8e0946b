// For the step tests beside each handler: the services a screen gives its steps, with every effect
// recorded instead of done, so a test drives a handler through the runner exactly as a screen does.
import { vi } from 'vitest';
import type { CallResult } from '../../src/api/client';
import type { Bridge, BridgeCall } from '../../src/bridge/bridge';
import type { Scope } from '../../src/expressions/evaluate';
import type { Market } from '../../src/generated/market';
import type { Screen, Step } from '../../src/generated/screen';
import type { LocateResult } from '../../src/lib/geolocation';
import { createKeyStore } from '../../src/lib/key-store';
import { createToastStore } from '../../src/lib/toast-store';
import market from '../../config/market.json' with { type: 'json' };
import { createActionContext } from '../../src/actions/run-steps';
import { loadSchemaFiles } from '../../src/compiler/1-parse/files-on-disk';
import { withSchemaDefaults } from '../../src/compiler/6-emit/schema-defaults';
import type { ActionContext, ScreenServices } from '../../src/actions/types';

const schemas = loadSchemaFiles();
/** Steps as a screen writes them, with what the compiler fills in: their schema defaults. */
export const compiled = (steps: readonly unknown[]) => (withSchemaDefaults({ actions: { steps } }, schemas) as { actions: { steps: Step[] } }).actions.steps;

export interface FakeScreen {
  /** The services; a test may replace any member before running steps. */
  s: ScreenServices;
  /** Runs steps as a screen writes them, compiled as the build does (their schema defaults filled in), with `scope` (query 7 by default) under the screen's state. */
  run(steps: readonly unknown[], scope?: Scope): Promise<boolean>;
  /** Every toast shown, as `kind:message`. */
  shown: string[];
  calls: { endpoint: string; params: Record<string, unknown> }[];
  /** Every move: `to?query` for navigate, the path or URL for open-url. */
  navigations: string[];
  toast: ScreenServices['toast'];
  bridgeCalls: Pick<BridgeCall, 'action' | 'params'>[];
  /** The local and session storage the store step writes to. */
  storage: Record<'local' | 'session', Storage>;
}

/** A Storage kept in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** A screen's services with a scripted endpoint (each call takes the next reply) and recorded effects. */
export function fakeScreen(replies: CallResult[] = [], document: Partial<Screen> = {}): FakeScreen {
  const toast = createToastStore({ defaultMs: 3000, minMs: 300 });
  const shown: string[] = [];
  toast.subscribe((t) => t && shown.push(`${t.kind}:${t.message}`));
  const calls: FakeScreen['calls'] = [];
  const navigations: string[] = [];
  const bridgeCalls: FakeScreen['bridgeCalls'] = [];
  const bridge: Bridge = { platform: 'browser', log: [], call: (action, params = {}) => void bridgeCalls.push({ action, params }), subscribe: () => () => undefined };
  const storage = { local: memoryStorage(), session: memoryStorage() };
  const s: ScreenServices = {
    document: { id: 't', title: 'T', routes: ['/t'], body: [], ...document } as Screen,
    market: market as Market,
    state: createKeyStore({}),
    toast,
    bridge,
    async call(endpoint, params, loadingText) {
      calls.push({ endpoint, params });
      const id = loadingText ? toast.show(loadingText, 'loading') : undefined;
      try {
        return replies.shift() ?? { ok: false, reason: 'network', message: 'none left' };
      } finally {
        if (id !== undefined) toast.hide(id);
      }
    },
    navigate: (to, query) => navigations.push(s.addressOf(to, query)),
    addressOf: (to, query) => `${to}?${new URLSearchParams(query as Record<string, string>)}`,
    navigatePath: (path) => navigations.push(path),
    openWeb: (href) => navigations.push(href),
    back: vi.fn(),
    sessionQuery: () => ({ sessionId: 's' }),
    dialogs: { open: vi.fn(), close: vi.fn() },
    form: { values: () => ({}), check: () => null, showErrors: async () => true, showServerErrors: () => [], clearDraft: vi.fn(), reset: vi.fn() },
    refetch: vi.fn(async () => {}),
    copy: vi.fn(async () => true),
    storage: (area) => storage[area],
    wait: vi.fn(async () => {}),
    locate: async (): Promise<LocateResult> => ({ kind: 'unsupported' }),
    print: vi.fn(),
    baseUrl: () => 'https://app.example.ph/x',
    runAction: vi.fn(async () => true),
  };
  const context = (scope: Scope): ActionContext => createActionContext(s, () => ({ state: s.state.snapshot(), ...scope, market }));
  const run = (steps: readonly unknown[], scope: Scope = { query: { productId: '7' } }) => context(scope).runSteps(compiled(steps));
  return { s, run, shown, calls, navigations, toast, bridgeCalls, storage };
}
