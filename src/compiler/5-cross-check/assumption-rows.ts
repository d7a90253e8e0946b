/**
 * A reply field marked `x-assumption` in schemas/replies/ is one SPEC.md does not name, and
 * CONTRACT.md asks that every such field be listed in docs/contract-assumptions.md (issue 43: the
 * schemas and the validator asked for the row, but nothing failed without it). A field has its row
 * when its name appears as a word in the first cell ("field") of one of that page's table rows: the
 * rows name fields as `schema` `data.field` or list several names in one cell, so the name is the
 * one thing every row states.
 */
import type { SchemaFiles } from '../1-parse/schema-validator';
import type { Problem } from '../../lib/problem';
import { escapePointerToken } from '../../lib/problem';

export const ASSUMPTIONS_DOC = 'docs/contract-assumptions.md';

/**
 * The first cell of each row of the page's reply-field tables: those whose header's first cell is
 * "field" (the request tables, headed "request" or "call", name what is sent, not what a reply holds).
 */
export function fieldCells(markdown: string): string[] {
  const cells: string[] = [];
  let header: string | undefined;
  for (const line of markdown.split('\n')) {
    if (!line.trimStart().startsWith('|')) {
      header = undefined;
      continue;
    }
    const first = (line.trim().split('|')[1] ?? '').trim();
    if (header === undefined) header = first;
    else if (header === 'field' && !/^-+$/.test(first)) cells.push(first);
  }
  return cells;
}

/** Every `x-assumption` in a schema document: its pointer and the property name it marks. */
function assumptionsIn(node: unknown, pointer: string, out: { pointer: string; field: string }[]): void {
  if (Array.isArray(node)) {
    node.forEach((child, i) => assumptionsIn(child, `${pointer}/${i}`, out));
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if ('x-assumption' in record) {
    const tokens = pointer.split('/');
    // The property a schema node describes is the token after the last "properties".
    const at = tokens.lastIndexOf('properties');
    const field = at >= 0 ? tokens[at + 1] : undefined;
    if (field) out.push({ pointer, field: field.replace(/~1/g, '/').replace(/~0/g, '~') });
  }
  for (const [key, child] of Object.entries(record)) assumptionsIn(child, `${pointer}/${escapePointerToken(key)}`, out);
}

/** A problem for each reply field marked `x-assumption` that no row of docs/contract-assumptions.md names. */
export function missingAssumptionRows(schemas: SchemaFiles, assumptionsMarkdown: string): Problem[] {
  const cells = fieldCells(assumptionsMarkdown);
  const problems: Problem[] = [];
  for (const [name, document] of Object.entries(schemas)) {
    if (!name.startsWith('replies/')) continue;
    const found: { pointer: string; field: string }[] = [];
    assumptionsIn(document, '', found);
    for (const { pointer, field } of found) {
      const escaped = field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const word = new RegExp(`(^|[^A-Za-z0-9_])${escaped}([^A-Za-z0-9_]|$)`);
      if (cells.some((cell) => word.test(cell))) continue;
      problems.push({
        file: `schemas/${name}`,
        pointer,
        message: `field "${field}" is marked x-assumption (a field SPEC.md does not name) but no row of ${ASSUMPTIONS_DOC} names it`,
        expected: `a row in ${ASSUMPTIONS_DOC} "Fields SPEC.md does not name" whose field cell names \`${field}\`, e.g. | \`${name.replace(/^replies\/|\.json$/g, '')}\` \`data.${field}\` | <screen> | <what SPEC says> | <why we read it> |`,
      });
    }
  }
  return problems;
}
