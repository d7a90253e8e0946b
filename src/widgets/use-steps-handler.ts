import { useCallback, useRef, useState } from 'react';
import type { Step } from '../generated/screen';
import { useLocalScope, useRuntime } from '../renderer/runtime-context';

/**
 * A tap handler that runs steps and ignores further taps until they finish (no double
 * submits). Gives undefined when there are no steps, so the widget is not a button then.
 */
export function useStepsHandler(steps: Step[] | undefined): [(() => void) | undefined, boolean] {
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
  return [steps && steps.length ? handler : undefined, busy];
}
