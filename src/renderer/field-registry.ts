import { createKeyStore } from '../lib/key-store';

/** What the registry needs of a mounted field. */
export interface FieldEntry {
  /** The message of the first rule the field's current value breaks, or null. */
  check(): string | null;
  /** The element to focus when its message is the first one shown (the control, or null before it mounts). */
  element(): HTMLElement | null;
  /** What the field keeps of a text typed into its control (a format's cleaning, a length cap); the text itself when absent. */
  typed?(text: string): unknown;
}

/**
 * The screen's mounted fields, their checks and the messages shown beside them. Each field reads
 * its own message (errors.subscribe(name)), so showing N messages re-renders N fields once.
 * react-hook-form keeps the values; its own validation is not used: its form-state broadcast
 * reaches every field on each change of errors, and every one of them copies all the form's
 * values, which made submit-validate grow as N² (npm run bench).
 */
export function createFieldRegistry() {
  const entries = new Map<string, FieldEntry>();
  const errors = createKeyStore();
  // Fields whose messages were asked for: from then on each change re-checks them, so a message
  // goes as soon as the value is fixed (react-hook-form's reValidateMode "onChange").
  const watched = new Set<string>();
  const message = (name: string) => entries.get(name)?.check() ?? null;
  // Focus goes to the first of these fields in page order, whatever order they were named in.
  const focusFirst = (names: readonly string[]) => {
    let first: HTMLElement | null = null;
    for (const name of names) {
      const element = entries.get(name)?.element() ?? null;
      if (element && (!first || first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING)) first = element;
    }
    first?.focus();
  };

  return {
    errors,
    add(name: string, entry: FieldEntry): () => void {
      entries.set(name, entry);
      return () => {
        if (entries.get(name) !== entry) return;
        entries.delete(name);
        watched.delete(name);
        errors.set(name, undefined);
      };
    },
    check: message,
    /** What the named field keeps of `text` typed into its control: text typed into the page before its scripts ran goes in as if typed into the field. */
    typed: (name: string, text: string): unknown => {
      const entry = entries.get(name);
      return entry?.typed ? entry.typed(text) : text;
    },
    /** The mounted fields' names, in mounting order. */
    names: (): string[] => [...entries.keys()],
    /** Shows the named fields' messages and focuses the first failing field on the page; true when all pass. */
    show(names: readonly string[]): boolean {
      const failing = names.filter((name) => {
        watched.add(name);
        const text = message(name);
        errors.set(name, text ?? undefined);
        return text !== null;
      });
      focusFirst(failing);
      return !failing.length;
    },
    /**
     * Shows a failed call's messages beside their fields (src/actions/field-errors.ts) and focuses
     * the first on the page; each stays until its field changes. Gives the names of the fields it
     * showed, which are those on the page.
     */
    put(messages: Record<string, string>): string[] {
      const shown = Object.keys(messages).filter((name) => entries.has(name));
      for (const name of shown) errors.set(name, messages[name]);
      focusFirst(shown);
      return shown;
    },
    /** A field's value changed: re-check it if its message was asked for, else take a server's message away. */
    changed(name: string): void {
      errors.set(name, watched.has(name) ? (message(name) ?? undefined) : undefined);
    },
    /** Takes the named fields' messages away until they are asked for again (reset-form). */
    clear(names: readonly string[]): void {
      for (const name of names) {
        watched.delete(name);
        errors.set(name, undefined);
      }
    },
  };
}

export type FieldRegistry = ReturnType<typeof createFieldRegistry>;
