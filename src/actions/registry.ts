import type { Step } from '../generated/screen';
import type { ActionContext, ActionHandler } from './types';
import { back } from './back';
import { bridge } from './bridge';
import { call } from './call';
import { clearDraft } from './clear-draft';
import { closeDialog } from './close-dialog';
import { tellCodeFailed } from './code-failed';
import { ifStep } from './if';
import { navigate } from './navigate';
import { openDialog } from './open-dialog';
import { print } from './print';
import { refetch } from './refetch';
import { resetForm } from './reset-form';
import { run } from './run';
import { setState } from './set-state';
import { switchStep } from './switch';
import { toast } from './toast';
import { validate } from './validate';
import { wait } from './wait';

type Handlers = { [K in Step['type']]: ActionHandler<Extract<Step, { type: K }>> };
type Kind = Step['type'];
type HandlerOf<K extends Kind> = ActionHandler<Extract<Step, { type: K }>>;

/**
 * Kinds few screens use and none needs to draw: their handlers are in a chunk of their own
 * (src/build/chunk-groups.ts), fetched once a screen is drawn and the browser idle
 * (src/renderer/screen-body.tsx), or by the first step of theirs to run, which waits for it. In
 * the chunk every app page fetches before its first screen, they were 0.7 kB of it (issue 64).
 */
export const laterHandlers = {
  copy: () => import('./copy').then((module) => module.copy),
  countdown: () => import('./countdown').then((module) => module.countdown),
  locate: () => import('./locate').then((module) => module.locate),
  'open-url': () => import('./open-url').then((module) => module.openUrl),
  report: () => import('./report').then((module) => module.report),
  store: () => import('./store').then((module) => module.store),
} satisfies { [K in Kind]?: () => Promise<HandlerOf<K>> };

/** Fetches every later kind's handler; rejects when one did not come. */
export const loadLaterHandlers = () => Promise.all(Object.values(laterHandlers).map((load) => load()));

/** A handler that loads the kind's own on its first run; the steps stop when it does not come. */
function later<K extends keyof typeof laterHandlers>(kind: K): HandlerOf<K> {
  return async (step, context: ActionContext) => {
    const handler = await laterHandlers[kind]().catch(() => undefined);
    if (!handler) {
      await tellCodeFailed(context.services);
      return 'stop';
    }
    return (handler as ActionHandler<typeof step>)(step, context);
  };
}

/**
 * Step type → handler, each in src/actions/<type>.ts with its test beside it (registry.test.ts holds
 * that), a later kind's loading it. Exhaustive over the schema's step union: a kind without a
 * handler fails the type check.
 */
export const actionHandlers = {
  call,
  validate,
  navigate,
  'open-url': later('open-url'),
  back,
  bridge,
  toast,
  'open-dialog': openDialog,
  'close-dialog': closeDialog,
  copy: later('copy'),
  'set-state': setState,
  wait,
  if: ifStep,
  switch: switchStep,
  run,
  countdown: later('countdown'),
  store: later('store'),
  refetch,
  'clear-draft': clearDraft,
  'reset-form': resetForm,
  locate: later('locate'),
  print,
  report: later('report'),
} satisfies Handlers;
