export type ToastKind = 'info' | 'loading' | 'success' | 'fail';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

type Listener = (toast: Toast | null) => void;

/**
 * One toast at a time, as mobile webviews show them: a new toast replaces the current one.
 * Loading toasts stay until hidden; others hide after their duration (minimum minMs).
 */
export function createToastStore(options: { defaultMs: number; minMs: number }) {
  let current: Toast | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l(current));

  const hide = (id?: number) => {
    if (id !== undefined && current?.id !== id) return;
    clearTimeout(timer);
    current = null;
    emit();
  };

  return {
    show(message: string, kind: ToastKind = 'info', durationMs?: number): number {
      clearTimeout(timer);
      current = { id: nextId++, message, kind };
      const id = current.id;
      if (kind !== 'loading') {
        const ms = Math.max(durationMs ?? options.defaultMs, options.minMs);
        timer = setTimeout(() => hide(id), ms);
      }
      emit();
      return id;
    },
    hide,
    get current() {
      return current;
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
