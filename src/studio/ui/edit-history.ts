// Undo and redo over whole documents: each edit pushes the document it replaced. Documents are
// shared, never changed (document-edits.ts copies what it touches), so a step costs one reference.

export interface History<T> {
  past: T[];
  present: T;
  future: T[];
}

export const started = <T>(present: T): History<T> => ({ past: [], present, future: [] });

export const edited = <T>(history: History<T>, next: T): History<T> => (next === history.present ? history : { past: [...history.past, history.present], present: next, future: [] });

export function undone<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  return previous === undefined ? history : { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redone<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  return next === undefined ? history : { past: [...history.past, history.present], present: next, future: rest };
}
