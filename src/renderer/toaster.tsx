import { useSyncExternalStore } from 'react';
import { Loader } from '@mantine/core';
import type { ToastStore } from '../lib/toast-store';

/** The single toast of the page, announced to screen readers. */
export function Toaster({ store }: { store: ToastStore }) {
  const toast = useSyncExternalStore(store.subscribe, () => store.current, () => null);
  return (
    <div className="toast-layer" role={toast?.kind === 'fail' ? 'alert' : 'status'} aria-live={toast?.kind === 'fail' ? 'assertive' : 'polite'}>
      {toast ? (
        // Keyed by toast: the same message shown again is a new node, so it is announced again.
        <div key={toast.id} className={`toast toast-${toast.kind}`} data-testid="toast">
          {toast.kind === 'loading' ? <Loader size="xs" color="white" /> : null}
          <span>{toast.message}</span>
        </div>
      ) : null}
    </div>
  );
}
