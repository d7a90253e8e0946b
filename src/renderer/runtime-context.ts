import { createContext, useContext } from 'react';
import type { ActionContext, ScreenServices } from '../actions/types';
import type { Scope } from '../expressions/evaluate';
import type { KeyStore } from '../lib/key-store';
import type { Step } from '../generated/screen';
import type { UseFormReturn } from 'react-hook-form';
import type { FieldRegistry } from './field-registry';

/** Everything blocks of one mounted screen share. Created once per screen; stable. */
export interface ScreenRuntime {
  file: string;
  services: ScreenServices;
  /**
   * The screen's react-hook-form, for its methods (the same object for the screen's life). Blocks
   * take it from here, not from a FormProvider: react-hook-form's context changes with the form's
   * state (mounted, submitting, submitted), and every field reading it rendered again each time:
   * all N fields twice on mount, all on submit (bench/render-counts.ts).
   */
  form: UseFormReturn;
  /** The address's query values (a key store: the hydration pass starts without them, src/renderer/render-phase.ts). */
  query: KeyStore;
  data: KeyStore;
  env: KeyStore;
  /** key 'open': ids of the open dialogs, in opening order. */
  dialogs: KeyStore;
  /** The mounted fields: their checks and the messages shown beside them. */
  fields: FieldRegistry;
  /** The full scope, read now (not reactive). */
  scope(extra?: Scope): Scope;
  context(extra?: Scope): ActionContext;
  runSteps(steps: Step[] | undefined, extra?: Scope): Promise<boolean>;
  /**
   * The runtime of a dialog with fields of its own (src/renderer/dialog-host.tsx): the screen's
   * stores, address and steps, with that form and its own field checks, so the steps its buttons
   * run validate and read its fields.
   */
  withForm(form: UseFormReturn): ScreenRuntime;
}

export const RuntimeContext = createContext<ScreenRuntime | null>(null);
/** Names added by repeat and server-fields (item, index) for the blocks below them. */
export const LocalScopeContext = createContext<Scope>({});

export const noRuntime = 'No screen runtime: render blocks inside <ScreenView>, which provides one.';

export function useRuntime(): ScreenRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error(noRuntime);
  return runtime;
}

export function useLocalScope(): Scope {
  return useContext(LocalScopeContext);
}
