// Build-time only: a navigate step's queryFrom names one of the screen's "queries"; the step gets
// that query (its own query winning per parameter), and the runtime never sees either name.
import { didYouMean } from '../shared/closest.ts';
import { escapePointerToken, type Problem } from '../../lib/problem.ts';
import type { Expanded, Origin } from './fragments.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Resolves every queryFrom of `document` (changing it) and drops its "queries"; unknown names are
 * problems. Given the expansion the document came from, it records where each entry of a joined
 * query was written (the named query's or the step's own), for the references stage 5 reads.
 */
export function resolveNamedQueries(document: Record<string, unknown>, file: string, expanded?: Pick<Expanded, 'origins' | 'joined'>): Problem[] {
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
      if (isRecord(named)) {
        const own = isRecord(node.query) ? node.query : {};
        const query = { ...named, ...own };
        if (expanded) {
          const step = expanded.origins.get(node) ?? { file, pointer };
          const from = (part: object, fallback: Origin) => expanded.origins.get(part) ?? fallback;
          const ownAt = from(own, { file: step.file, pointer: `${step.pointer}/query` });
          const namedAt = from(named, { file, pointer: `/queries/${escapePointerToken(node.queryFrom)}` });
          const at = (key: string) => (key in own ? ownAt : namedAt);
          expanded.joined.set(query, new Map(Object.keys(query).map((key) => [key, { file: at(key).file, pointer: `${at(key).pointer}/${escapePointerToken(key)}` }])));
        }
        node.query = query;
      }
      else problems.push({ file, pointer: `${pointer}/queryFrom`, message: `no query named "${node.queryFrom}" in this screen${didYouMean(node.queryFrom, Object.keys(queries))}`, expected: Object.keys(queries).length ? `one of ${Object.keys(queries).join(', ')}` : 'a query declared under "queries"' });
      delete node.queryFrom;
    }
    for (const [key, child] of Object.entries(node)) walk(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  walk(document, '');
  return problems;
}

/** Whether a document names queries, so that resolving them changes its places. */
export function usesNamedQueries(document: Record<string, unknown>): boolean {
  return 'queries' in document || JSON.stringify(document).includes('"queryFrom"');
}
