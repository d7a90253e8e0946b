import { useCallback, useRef, useState } from 'react';
import type { Step } from '../generated/screen';
import { useLocalScope, useRuntime } from '../renderer/runtime-context';
import { tapTrigger } from '../renderer/tap-trigger';

/**
 * A tap handler that runs steps and ignores further taps until they finish (no double
 * submits), whether they are running, and the attributes that mark the tapped element as the
 * app's to do (src/renderer/tap-trigger.ts: a page may load the app on its first tap). Gives
 * undefined for both when there are no steps, so the widget is not a button then.
 */
export function useStepsHandler(steps: Step[] | undefined): [(() => void) | undefined, boolean, typeof tapTrigger | undefined] {
  const runtime = useRuntime();
  const local = useLocalScope();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const handler = useCallback(() => {
    if (running.current || !steps) return;
    running.current = true;
    setBusy(true);
    void runtime.runSteps(steps, local).finally(() => {
      running.current = false;
      setBusy(false);
    });
  }, [runtime, steps, local]);
  return steps && steps.length ? [handler, busy, tapTrigger] : [undefined, busy, undefined];
}
