/**
 * A form's draft in sessionStorage (survives a reload and a failed send). Typing schedules a
 * save a moment later instead of serialising the whole form on every keystroke (with hundreds
 * of fields that was most of a keystroke's cost); leaving the page saves at once, and clearing
 * cancels a save still waiting, so a cleared draft never comes back.
 */
export interface DraftStore {
  read(): Record<string, unknown>;
  schedule(values: () => unknown): void;
  flush(): void;
  clear(): void;
}

const quietMs = 250;

/** fields: the only field names kept (screen form.draftFields); all when omitted. */
export function createDraftStore(key: string | undefined, fields?: readonly string[], storage: () => Storage = () => window.sessionStorage): DraftStore {
  const kept = (values: unknown): unknown =>
    fields && typeof values === 'object' && values !== null ? Object.fromEntries(fields.filter((name) => name in values).map((name) => [name, (values as Record<string, unknown>)[name]])) : values;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: (() => unknown) | undefined;
  const write = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const values = pending;
    pending = undefined;
    if (!key || !values) return;
    try {
      storage().setItem(key, JSON.stringify(kept(values())));
    } catch {
      // storage full or blocked: the form still works, only the draft is not kept
    }
  };
  return {
    read() {
      if (!key) return {};
      try {
        const saved = storage().getItem(key);
        const parsed: unknown = saved ? JSON.parse(saved) : {};
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
      } catch {
        return {};
      }
    },
    schedule(values) {
      if (!key) return;
      pending = values;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(write, quietMs);
    },
    flush: write,
    clear() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
      if (!key) return;
      try {
        storage().removeItem(key);
      } catch {
        // blocked storage holds no draft
      }
    },
  };
}
