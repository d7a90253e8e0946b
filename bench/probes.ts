/**
 * In-page probes, installed with page.addInitScript before any page script runs. They only
 * timestamp; the runner drives the page and reads window.__bench. Times are in ms since
 * navigation start (performance.timeOrigin), the clock of performance.now() and event.timeStamp.
 *
 * "After the next paint" = a requestAnimationFrame callback (runs just before the frame's
 * paint), then a MessageChannel message (runs as the next task, after that paint).
 */

/** The form's input controls: text and date inputs, native selects, and the renderer's picker buttons (aria-haspopup="dialog"). Radios (the card-type tabs) are not fields. */
export const CONTROL_SELECTOR = 'input:not([type=radio]):not([type=checkbox]):not([type=hidden]), select, textarea, button[aria-haspopup="dialog"]';
/** A field's error message: Mantine's Input.Wrapper message (hand-written page) or the renderer's field frame message (src/widgets/field-frame). */
export const ERROR_SELECTOR = '.mantine-InputWrapper-error, .field-error';

export interface BenchProbe {
  /** When all N controls were in the DOM and painted. */
  mountAt: number | null;
  /** Per keystroke: keydown timestamp → after the next paint. */
  keys: number[];
  /** Set by the runner just before tapping submit. */
  armed: boolean;
  clickAt: number | null;
  /** When all N error messages were in the DOM and painted. */
  errorsAt: number | null;
  until(test: () => boolean): Promise<void>;
}

declare global {
  interface Window {
    __bench: BenchProbe;
  }
}

export function installProbes({ n, controls, errors }: { n: number; controls: string; errors: string }): void {
  const waiters: { test: () => boolean; resolve: () => void }[] = [];
  const notify = () => {
    for (const waiter of [...waiters]) {
      if (waiter.test()) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  const afterPaint = (record: (now: number) => void) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        record(performance.now());
        notify();
      };
      channel.port2.postMessage(null);
    });
  };
  const probe: BenchProbe = {
    mountAt: null,
    keys: [],
    armed: false,
    clickAt: null,
    errorsAt: null,
    until: (test) => new Promise((resolve) => (test() ? resolve() : waiters.push({ test, resolve }))),
  };
  window.__bench = probe;
  let mounted = false;
  let validated = false;
  // Counting runs once per mutation batch, only while a count is awaited, the same way on both pages.
  new MutationObserver(() => {
    if (!mounted && document.querySelectorAll(controls).length >= n) {
      mounted = true;
      afterPaint((now) => (probe.mountAt = now));
    }
    if (probe.clickAt !== null && !validated && document.querySelectorAll(errors).length >= n) {
      validated = true;
      afterPaint((now) => (probe.errorsAt = now));
    }
  }).observe(document, { childList: true, subtree: true });
  window.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      afterPaint((now) => probe.keys.push(now - start));
    },
    true,
  );
  window.addEventListener(
    'click',
    (event) => {
      if (!probe.armed) return;
      probe.armed = false;
      probe.clickAt = event.timeStamp;
    },
    true,
  );
}
