/**
 * One problem shape for schema errors, cross-reference errors and runtime faults:
 * `screens/bind-bank.json#/body/0/type: unknown block type "buton" (expected one of …)`.
 */
export interface Problem {
  file: string;
  pointer: string;
  message: string;
  expected?: string;
}

export function formatProblem(problem: Problem): string {
  const expected = problem.expected ? ` (expected ${problem.expected})` : '';
  return `${problem.file}#${problem.pointer}: ${problem.message}${expected}`;
}

export function escapePointerToken(token: string): string {
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
