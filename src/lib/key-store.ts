type Listener = () => void;

/**
 * A map of values with per-key subscriptions: a block reading state.countdown re-renders when
 * that key changes, not when another does (the screen never re-renders as a whole).
 */
export function createKeyStore(initial: Record<string, unknown> = {}) {
  const values: Record<string, unknown> = { ...initial };
  const listeners = new Map<string, Set<Listener>>();
  return {
    get(key: string): unknown {
      return values[key];
    },
    snapshot(): Record<string, unknown> {
      return { ...values };
    },
    set(key: string, value: unknown): void {
      if (Object.is(values[key], value)) return;
      values[key] = value;
      listeners.get(key)?.forEach((l) => l());
    },
    /**
     * Sets a value without telling its readers yet (announce does): for a value that components
     * rendering right now must read, written while they render, announced once they are committed.
     */
    write(key: string, value: unknown): void {
      values[key] = value;
    },
    /** Tells a key's readers to read it again (those who already have its value draw nothing new). */
    announce(key: string): void {
      listeners.get(key)?.forEach((l) => l());
    },
    subscribe(key: string, listener: Listener): () => void {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}

export type KeyStore = ReturnType<typeof createKeyStore>;
