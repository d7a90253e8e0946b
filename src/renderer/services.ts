import type { RouterHistory } from '@tanstack/history';
import { stringifySearch } from '../lib/search-params';
import { keepSession } from '../lib/session-address';
import type { UseFormReturn } from 'react-hook-form';
import type { ScreenServices } from '../actions/types';
import { callEndpoint, type ClientConfig } from '../api/client';
import type { Bridge } from '../bridge/bridge';
import type { Market } from '../generated/market';
import type { Screen } from '../generated/screen';
import { copyText } from '../lib/clipboard';
import type { KeyStore } from '../lib/key-store';
import type { ToastStore } from '../lib/toast-store';
import type { FieldRegistry } from './field-registry';
import type { Scope } from '../expressions/evaluate';
import type { DraftStore } from './draft-store';

export interface ServiceDeps {
  document: Screen;
  market: Market;
  /** The client for the address the screen shows now: its session is that address's. */
  client: () => ClientConfig;
  state: KeyStore;
  dialogs: KeyStore;
  toast: ToastStore;
  bridge: Bridge;
  history: RouterHistory;
  /** Loads one of the screen's data sources again (src/renderer/data-screen-view.tsx). */
  refetch: (name: string) => Promise<void>;
  form: UseFormReturn;
  drafts: DraftStore;
  fields: FieldRegistry;
  scope: () => Scope;
  runAction: (name: string, scope: Scope) => Promise<boolean>;
}

function stringValues(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  return out;
}

/** The services one screen's steps use, bound to its document, form, router and stores. */
export function createServices(deps: ServiceDeps): ScreenServices {
  const { document, market, client, toast, history } = deps;
  const go = (target: string, replace: boolean) => (replace ? history.replace(target) : history.push(target));
  const services: ScreenServices = {
    document,
    market,
    state: deps.state,
    toast,
    bridge: deps.bridge,
    async call(name, params, loadingText, onUploadProgress) {
      const endpoint = document.endpoints?.[name];
      if (!endpoint) throw new Error(`no endpoint "${name}"`);
      const text = loadingText ?? endpoint.loadingText;
      const loading = text ? toast.show(text, 'loading') : undefined;
      try {
        return await callEndpoint(client(), { ...endpoint, name, params, onUploadProgress });
      } finally {
        if (loading !== undefined) toast.hide(loading);
      }
    },
    navigate(to, query, replace) {
      go(services.addressOf(to, query), replace);
    },
    addressOf(to, query) {
      // The step's values win over the current session, an empty one included (the test preview's
      // cleared field): the page opened then has the session its address shows.
      return `${to}${stringifySearch(stringValues({ ...client().session, ...query }))}`;
    },
    navigatePath(path, replace) {
      go(keepSession(path, client().session, market.sessionParams), replace);
    },
    openWeb(href, replace, external) {
      if (external) window.open(href, '_blank', 'noopener,noreferrer');
      else if (replace) window.location.replace(href);
      else window.location.assign(href);
    },
    back() {
      if (window.history.length > 1) history.back();
      else deps.bridge.call('close');
    },
    sessionQuery: () => ({ ...client().session }),
    dialogs: {
      open(id) {
        const open = (deps.dialogs.get('open') as string[] | undefined) ?? [];
        if (!open.includes(id)) deps.dialogs.set('open', [...open, id]);
      },
      close(id) {
        const open = (deps.dialogs.get('open') as string[] | undefined) ?? [];
        deps.dialogs.set('open', id === undefined ? open.slice(0, -1) : open.filter((d) => d !== id));
      },
    },
    form: {
      values: () => deps.form.getValues(),
      check: (name) => deps.fields.check(name),
      showErrors: async (names) => deps.fields.show(names),
      showServerErrors: (messages) => deps.fields.put(messages),
      clearDraft() {
        deps.drafts.clear();
      },
      reset(names) {
        const all = names ?? Object.keys(deps.form.getValues());
        for (const name of all) deps.form.resetField(name);
        deps.fields.clear(all);
      },
    },
    refetch: deps.refetch,
    copy: (text) => copyText(text),
    storage(area) {
      try {
        return area === 'local' ? window.localStorage : window.sessionStorage;
      } catch {
        return null;
      }
    },
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    // Fetched at the one step that asks for a position (a tap: a screen's first draw never needs it), not on every page (issue 64).
    locate: (timeoutMs) => import('../lib/geolocation').then(({ locateDevice }) => locateDevice(typeof navigator === 'undefined' ? undefined : navigator.geolocation, timeoutMs)),
    print: () => window.print(),
    baseUrl: () => window.location.href,
    runAction: deps.runAction,
  };
  return services;
}
