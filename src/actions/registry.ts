import type { Step } from '../generated/screen';
import type { ActionHandler } from './types';
import { back } from './back';
import { bridge } from './bridge';
import { call } from './call';
import { copy } from './copy';
import { countdown } from './countdown';
import { clearDraft } from './clear-draft';
import { closeDialog } from './close-dialog';
import { ifStep } from './if';
import { locate } from './locate';
import { navigate } from './navigate';
import { openDialog } from './open-dialog';
import { openUrl } from './open-url';
import { print } from './print';
import { refetch } from './refetch';
import { report } from './report';
import { resetForm } from './reset-form';
import { run } from './run';
import { setState } from './set-state';
import { store } from './store';
import { switchStep } from './switch';
import { toast } from './toast';
import { validate } from './validate';
import { wait } from './wait';

type Handlers = { [K in Step['type']]: ActionHandler<Extract<Step, { type: K }>> };

/**
 * Step type → handler, each in src/actions/<type>.ts with its test beside it (registry.test.ts holds
 * that). Exhaustive over the schema's step union: a kind without a handler fails the type check.
 */
export const actionHandlers = {
  call,
  validate,
  navigate,
  'open-url': openUrl,
  back,
  bridge,
  toast,
  'open-dialog': openDialog,
  'close-dialog': closeDialog,
  copy,
  'set-state': setState,
  wait,
  if: ifStep,
  switch: switchStep,
  run,
  countdown,
  store,
  refetch,
  'clear-draft': clearDraft,
  'reset-form': resetForm,
  locate,
  print,
  report,
} satisfies Handlers;
