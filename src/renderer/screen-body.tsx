import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ClientConfig } from '../api/client';
import { createActionContext } from '../actions/run-steps';
import { stopCountdowns } from '../actions/countdown-timers';
import { loadLaterHandlers } from '../actions/registry';
import { stateValues } from '../actions/set-state';
import type { Scope } from '../expressions/evaluate';
import type { Screen, SetStateStep, Step } from '../generated/screen';
import { createKeyStore } from '../lib/key-store';
import { useAppServices } from './app-services';
import { BlockList } from './block-view';
import { LazyDialogs } from './lazy-dialogs';
import { ScreenMain } from './screen-main';
import { bodyParts } from './page-landmarks';
import { RuntimeContext, type ScreenRuntime } from './runtime-context';
import { createServices } from './services';
import { createDraftStore } from './draft-store';
import { createFieldRegistry } from './field-registry';
import { FormHookContext, usePlainForm } from './form-hook';
import { liveFormValues } from './live-form-values';
import { initialEnv, type ScreenEnv } from './screen-env';
import { useKeyboardOpen } from './use-keyboard-open';
import { LayoutProvider, useBuiltPass, useMountedInBuiltPass } from './render-phase';
import { useHistory } from './navigation';
import { afterPaintWhenIdle } from './after-paint';
import { currentLanguage } from '../i18n/language';

interface Props {
  document: Screen;
  file: string;
  query: Record<string, string>;
  data: Record<string, unknown>;
  /** The API client for this screen's address (its session: src/api/request.ts pageClient). */
  client: ClientConfig;
  /** Drawn as the screen's layout while its data is on the way: inert, and running nothing (src/renderer/render-phase.ts). */
  pending?: boolean;
  /** Loads one of the screen's data sources again (a refetch step); only a screen with data has any. */
  refetch?: (name: string) => Promise<void>;
}

/** The validator lets a refetch step name only a data source, which a screen without data has none of. */
const noRefetch = (name: string) => Promise.reject(new Error(`refetch: the screen loads no data "${name}"`));

// Production builds fold this to false, so blocks shown only with env.devApi never show there.
const devApi = () => import.meta.env.VITE_DEV_API === 'true';
/** The env of a page the build prerendered: a plain browser with no phone system known. */
const prerenderEnv = () => initialEnv('browser', '', devApi(), currentLanguage());
const pageEnv = (platform: ScreenEnv['platform']) => initialEnv(platform, typeof navigator === 'undefined' ? '' : navigator.userAgent, devApi(), currentLanguage());

/** The named text inputs of a prerendered screen that hold text the build did not write there. */
function typedBeforeHydration(screen: HTMLElement | null): (HTMLInputElement | HTMLTextAreaElement)[] {
  const inputs = screen ? [...screen.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name]:not([type=checkbox]):not([type=radio]):not([type=file]), textarea[name]')] : [];
  return inputs.filter((input) => input.value !== '' && input.value !== input.defaultValue);
}

/**
 * The state a screen's onLoad starts with: its leading set-state steps (state from the data, as
 * /complaint's order), applied to the runtime's state as the screen mounts with its data, so the
 * blocks they show or hide are drawn in that first render. Run as steps, they came a frame late: a
 * block subscribes to the state after the browser has painted, and /complaint's order card pushed
 * the page down as it came (a layout shift of 0.13). Worked out from the screen's own initial state
 * each time, so a render React repeats (StrictMode) applies them once. Gives how many steps it applied.
 */
function applyLeadingStateSteps(steps: Step[] | undefined, runtime: ScreenRuntime, initial: Record<string, unknown>): number {
  const leading: SetStateStep[] = [];
  for (const step of steps ?? []) {
    if (step.type !== 'set-state') break;
    leading.push(step);
  }
  const state = { ...initial };
  try {
    for (const step of leading) Object.assign(state, Object.fromEntries(stateValues(step, runtime.scope({ state: { ...state } }))));
  } catch {
    // A value the data cannot give (evaluating it threw): none is applied here; onLoad runs them all as steps, as it did before.
    return 0;
  }
  for (const [key, value] of Object.entries(state)) runtime.services.state.set(key, value);
  return leading.length;
}

/** The scope's roots a screen reads afresh at every step (ScreenBody's scope): a named action run from a block takes the rest from its caller. */
const liveRoots = new Set(['query', 'data', 'state', 'form', 'env', 'market']);

/** One mounted screen: its form, state, runtime and blocks. Renders once; blocks subscribe to what they read. */
export function ScreenBody({ document, file, query, data, client, pending = false, refetch = noRefetch }: Props) {
  const app = useAppServices();
  // The runtime below is made once, but the screen can be opened again at another address while
  // mounted: its steps read the client of the address shown when they run.
  const currentClient = useRef(client);
  useLayoutEffect(() => {
    currentClient.current = client;
  }, [client]);
  const history = useHistory();
  const currentRefetch = useRef(refetch);
  useLayoutEffect(() => {
    currentRefetch.current = refetch;
  }, [refetch]);
  const built = useBuiltPass();
  // Mounted in the hydration pass: the draft, query and phone the prerendered page could not know come in once it is over.
  const hydrated = useMountedInBuiltPass();
  const [drafts] = useState(() => createDraftStore(document.form?.draftKey, document.form?.draftFields));
  // react-hook-form for a screen with fields (loaded with it), a plain form for one without; the same hook for the screen's life.
  const useScreenForm = useContext(FormHookContext) ?? usePlainForm;
  const form = useScreenForm(built ? {} : drafts.read());

  const runtime = useMemo<ScreenRuntime>(() => {
    const state = createKeyStore((document.state as Record<string, unknown> | undefined) ?? {});
    const dialogs = createKeyStore({ open: [] });
    const dataStore = createKeyStore(data);
    const queryStore = createKeyStore(query);
    const env = createKeyStore({ ...(built ? prerenderEnv() : pageEnv(app.bridge.platform)) });
    const pending = new Set<string>();
    // The screen's stores with a form and its field checks: the screen's, or a dialog's own.
    const withForm = (form: UseFormReturn): ScreenRuntime => {
      const fields = createFieldRegistry();
      const liveForm = liveFormValues(form.getValues);
      const scope = (extra: Scope = {}): Scope => ({
        query: queryStore.snapshot(),
        data: dataStore.snapshot(),
        state: state.snapshot(),
        form: liveForm,
        env: env.snapshot(),
        market: app.market,
        ...extra,
      });
      const runAction = async (name: string, extra: Scope): Promise<boolean> => {
        // A named action never runs twice at once: a second tap while it is pending is ignored.
        if (pending.has(name)) return false;
        pending.add(name);
        try {
          // The caller's scope adds what only it has (item, index, reply…); the screen's own roots are read
          // live at each step, so a step sees what a set-state before it in the action wrote (issue 60:
          // checkCaps reported nothing, its if reading the state from before its own set-state).
          const added = Object.fromEntries(Object.entries(extra).filter(([root]) => !liveRoots.has(root)));
          return await createActionContext(services, () => scope(added)).runSteps(document.actions?.[name]);
        } finally {
          pending.delete(name);
        }
      };
      const services = createServices({
        document, market: app.market, client: () => currentClient.current, state, dialogs, toast: app.toast, bridge: app.bridge,
        history, refetch: (name) => currentRefetch.current(name), form, drafts, fields, scope: () => scope(), runAction,
      });
      return {
        file, services, form, query: queryStore, data: dataStore, env, fields, scope,
        context: (extra = {}) => createActionContext(services, () => scope(extra)),
        runSteps: (steps, extra = {}) => createActionContext(services, () => scope(extra)).runSteps(steps),
        dialogs,
        withForm,
      };
    };
    return withForm(form);
    // One runtime per mounted screen; data updates flow through the data store below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    for (const [name, value] of Object.entries(data)) runtime.data.set(name, value);
  }, [data, runtime]);

  // After the hydration pass the query changes from none to the page's. It reaches the store as this
  // screen renders (the same values each time this render is repeated), so that a block mounting in
  // this render reads it: the error page's message, a placeholder in the hydration pass, read the
  // empty query and showed its default text for a frame (a layout shift of 0.025). Blocks already
  // mounted hear of it before the browser paints: a passive effect let one frame show them with the
  // old query (the QR card of /repaymentOfCode drawn, then pushed down: a layout shift of 0.19).
  const queryNames = useMemo(() => [...new Set([...Object.keys(runtime.query.snapshot()), ...Object.keys(query)])], [query, runtime]);
  for (const name of queryNames) runtime.query.write(name, query[name]);
  useLayoutEffect(() => {
    for (const name of queryNames) runtime.query.announce(name);
  }, [queryNames, runtime]);

  // After the hydration pass: what the page has that the build could not know, changed in place
  // (React updates only what differs; remounting would redraw the whole screen).
  const screen = useRef<HTMLDivElement>(null);
  const typedEarly = useRef(new Set<string>());
  useEffect(() => {
    if (!built || pending) return;
    // Just hydrated: what the borrower typed into the page before its scripts had run is in the
    // inputs only, and the next pass would draw the form's blank values over it. It wins over the draft.
    // As if typed into the field: 0917 123 4567 in a phone field is kept as its digits, as the field keeps it.
    for (const input of typedBeforeHydration(screen.current)) {
      typedEarly.current.add(input.name);
      form.setValue(input.name, runtime.fields.typed(input.name, input.value));
    }
  }, [built, pending, form, runtime]);
  useEffect(() => {
    if (built || !hydrated || pending) return;
    for (const [name, value] of Object.entries(pageEnv(app.bridge.platform))) runtime.env.set(name, value);
    for (const [name, value] of Object.entries(drafts.read())) if (!typedEarly.current.has(name)) form.setValue(name, value);
  }, [built, hydrated, pending, app.bridge, runtime, drafts, form]);

  useKeyboardOpen(runtime.env, app.market.keyboardHideThresholdPx);

  useEffect(() => {
    if (!document.form?.draftKey || pending) return undefined;
    const subscription = form.watch(() => drafts.schedule(() => form.getValues()));
    const leave = () => drafts.flush();
    const hidden = () => window.document.visibilityState === 'hidden' && drafts.flush();
    window.addEventListener('pagehide', leave);
    window.document.addEventListener('visibilitychange', hidden);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', leave);
      window.document.removeEventListener('visibilitychange', hidden);
      drafts.flush();
    };
  }, [form, drafts, document.form?.draftKey, pending]);

  // Mounted with its data (not the build's page, nor the layout): onLoad's leading set-state steps are in the first render.
  const [appliedOnLoad] = useState(() => (built || pending ? 0 : applyLeadingStateSteps(document.onLoad, runtime, (document.state as Record<string, unknown> | undefined) ?? {})));
  const loaded = useRef(false);
  // A layout effect: onLoad's synchronous steps land before the first paint.
  useLayoutEffect(() => {
    // Not in the hydration pass: its steps run once the page's own values are in.
    if (loaded.current || built || pending) return;
    loaded.current = true;
    void runtime.runSteps(document.onLoad?.slice(appliedOnLoad));
  }, [runtime, document.onLoad, built, pending, appliedOnLoad]);

  useEffect(() => () => stopCountdowns(runtime.services.state), [runtime]);

  // The steps few screens use come once the screen is drawn (a failure is told by the step that needed one).
  useEffect(() => (built || pending ? undefined : afterPaintWhenIdle(() => void loadLaterHandlers().catch(() => undefined))), [built, pending]);

  // Functions the host app calls (e.g. window.nativeBack() on its back button), while this screen is open.
  useEffect(() => {
    if (pending) return undefined;
    const handlers = Object.entries(document.hostHandlers ?? {});
    const host = window as unknown as Record<string, unknown>;
    for (const [name, action] of handlers) host[name] = () => void runtime.services.runAction(action, runtime.scope());
    return () => handlers.forEach(([name]) => delete host[name]);
  }, [document.hostHandlers, runtime, pending]);

  const wide = document.layout === 'site';
  const parts = useMemo(() => bodyParts(document.body), [document.body]);
  return (
    <LayoutProvider value={pending}>
      <RuntimeContext.Provider value={runtime}>
        {/* The layout is not the screen yet: tests and Storybook wait for data-screen. */}
        <div
          ref={screen}
          className={wide ? 'screen screen-site' : 'screen screen-webview'}
          {...(pending ? { 'data-screen-layout': document.id, inert: true, 'aria-hidden': true } : { 'data-screen': document.id })}
        >
          {parts.before ? <BlockList blocks={document.body.slice(0, parts.before)} pointer="/body" /> : null}
          <ScreenMain document={document}>
            <BlockList blocks={document.body.slice(parts.before, parts.after)} pointer="/body" start={parts.before} />
          </ScreenMain>
          {parts.after < document.body.length ? <BlockList blocks={document.body.slice(parts.after)} pointer="/body" start={parts.after} /> : null}
          {document.footer?.length ? (
            <footer className="screen-footer">
              <BlockList blocks={document.footer} pointer="/footer" />
            </footer>
          ) : null}
        </div>
        {document.dialogs && !pending ? <LazyDialogs screen={screen} /> : null}
      </RuntimeContext.Provider>
    </LayoutProvider>
  );
}
