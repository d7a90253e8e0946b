// Build-time only: a navigate step's queryFrom names one of the screen's "queries"; the step gets
// that query (its own query winning per parameter), and the runtime never sees either name.
import { didYouMean } from '../shared/closest';
import type { Problem } from '../../lib/problem';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Resolves every queryFrom of `document` (changing it) and drops its "queries"; unknown names are problems. */
export function resolveNamedQueries(document: Record<string, unknown>, file: string): Problem[] {
  const queries = isRecord(document.queries) ? document.queries : {};
  delete document.queries;
  const problems: Problem[] = [];
  const walk = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => walk(child, `${pointer}/${i}`));
      return;
    }
    if (!isRecord(node)) return;
    if (node.type === 'navigate' && typeof node.queryFrom === 'string') {
      const named = queries[node.queryFrom];
      if (isRecord(named)) node.query = { ...named, ...(isRecord(node.query) ? node.query : {}) };
      else problems.push({ file, pointer: `${pointer}/queryFrom`, message: `no query named "${node.queryFrom}" in this screen${didYouMean(node.queryFrom, Object.keys(queries))}`, expected: Object.keys(queries).length ? `one of ${Object.keys(queries).join(', ')}` : 'a query declared under "queries"' });
      delete node.queryFrom;
    }
    for (const [key, child] of Object.entries(node)) walk(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  walk(document, '');
  return problems;
}
