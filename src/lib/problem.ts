/**
 * One problem shape for schema errors, cross-reference errors and runtime faults:
 * `screens/bind-bank.json#/body/0/type: unknown block type "buton" (expected one of …)`.
 */
export interface Problem {
  file: string;
  pointer: string;
  message: string;
  expected?: string;
  /**
   * The page can still be drawn as it stands (a text without its translation shows its English; an
   * entry no text uses changes nothing), so the dev server keeps serving it and shows the problem.
   * npm run validate and builds fail on it like on any other.
   */
  content?: true;
}

/** Problems that leave a screen out of the preview: every one but a content problem. */
export const isStructural = (problem: Problem) => !problem.content;

export function formatProblem(problem: Problem): string {
  const expected = problem.expected ? ` (expected ${problem.expected})` : '';
  return `${problem.file}#${problem.pointer}: ${problem.message}${expected}`;
}

export function escapePointerToken(token: string): string {
  // Most keys need no escape; the compiler escapes every key of every screen it expands.
  if (!token.includes('~') && !token.includes('/')) return token;
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Reads the value at a JSON pointer, or undefined. */
export function valueAt(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  let node: unknown = document;
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}
