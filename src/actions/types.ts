import type { Bridge } from '../bridge/bridge';
import type { CallResult } from '../api/client';
import type { Scope } from '../expressions/evaluate';
import type { LocateResult } from '../lib/geolocation';
import type { KeyStore } from '../lib/key-store';
import type { ToastStore } from '../lib/toast-store';
import type { Market } from '../generated/market';
import type { Screen, Step } from '../generated/screen';

/** What a step can reach. The renderer provides it; actions never import the renderer. */
export interface ScreenServices {
  document: Screen;
  market: Market;
  state: KeyStore;
  toast: ToastStore;
  bridge: Bridge;
  /** Calls an endpoint of the screen by name, with the loading indicator when one is set. */
  call(endpoint: string, params: Record<string, unknown>, loadingText?: string, onUploadProgress?: (fraction: number) => void): Promise<CallResult>;
  navigate(to: string, query: Record<string, unknown>, replace: boolean): void;
  /** The in-app address navigate(to, query) goes to: the page's session with the query over it (an anchor's href says it too). */
  addressOf(to: string, query: Record<string, unknown>): string;
  /** Follows an already checked in-app path (keeps the app's history). */
  navigatePath(path: string, replace: boolean): void;
  /** Leaves the app for a checked http(s) URL. */
  openWeb(href: string, replace: boolean, external: boolean): void;
  back(): void;
  sessionQuery(): Record<string, string>;
  dialogs: { open(id: string): void; close(id?: string): void };
  form: {
    values(): Record<string, unknown>;
    /** Checks one field by its rules; gives the message of the first rule it breaks, or null. */
    check(name: string): string | null;
    /** Shows the fields' messages beside them; true when all pass. */
    showErrors(names: string[]): Promise<boolean>;
    /** Shows a failed call's messages beside their fields and focuses the first; gives the names of those on the page. */
    showServerErrors(messages: Record<string, string>): string[];
    clearDraft(): void;
    /** Puts the named fields (all when omitted) back to their initial values, without messages. */
    reset(names?: string[]): void;
  };
  refetch(data: string): Promise<void>;
  copy(text: string): Promise<boolean>;
  storage(area: 'local' | 'session'): Storage | null;
  wait(ms: number): Promise<void>;
  /** The device's position from the browser (or why there is none). */
  locate(timeoutMs: number): Promise<LocateResult>;
  /** Opens the browser's print dialog for the page. */
  print(): void;
  baseUrl(): string;
  runAction(name: string, scope: Scope): Promise<boolean>;
}

export interface ActionContext {
  services: ScreenServices;
  /** The scope expressions of this step see (query, data, state, form, env, market, plus reply/item…). */
  scope(): Scope;
  /** A context whose scope has more names (reply, item…). */
  with(extra: Scope): ActionContext;
  /** Runs steps in order; false when one stopped the list. */
  runSteps(steps: Step[] | undefined): Promise<boolean>;
}

export type StepOutcome = void | 'stop';
export type ActionHandler<S extends Step> = (step: S, context: ActionContext) => StepOutcome | Promise<StepOutcome>;
