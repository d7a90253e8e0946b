import type { Step } from '../generated/screen';
import type { ActionHandler } from './types';
import { back } from './back';
import { bridge } from './bridge';
import { call } from './call';
import { copy } from './copy';
import { countdown } from './countdown';
import { clearDraft, refetch } from './data';
import { closeDialog, openDialog } from './dialogs';
import { ifStep, run, switchStep, wait } from './flow';
import { locate } from './locate';
import { navigate } from './navigate';
import { openUrl } from './open-url';
import { resetForm } from './reset-form';
import { setState } from './set-state';
import { store } from './store';
import { toast } from './toast';
import { validate } from './validate';

type Handlers = { [K in Step['type']]: ActionHandler<Extract<Step, { type: K }>> };

/** Step type → handler. Exhaustive over the schema's step union: a kind without a handler fails the type check. */
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
} satisfies Handlers;
