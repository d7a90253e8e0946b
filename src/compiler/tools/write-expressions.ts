// The inverse of compile-expressions: writes a document's json-logic back as expression strings
// and templates. The fuzz test writes its generated screens with it (so they are screens an
// author could write), and the issue-17 rewrite of screens/ used it once.
import { holdsOperation } from '../3-compile/compile-expressions';
import { replaceAt } from '../shared/replace-at';
import { printExpression, printTemplate } from '../shared/expression-printer';
import { valueAt } from '../../lib/problem';
import type { Reference } from '../1-parse/schema-validator';

/**
 * A copy of `document` with the json-logic and strings of its expression places, and its text
 * places, written as source. Numbers, booleans, null and plain data stay as they are. Throws
 * NotExpressible for json-logic the syntax has no form for (map, filter…).
 */
export function writeExpressions(document: unknown, references: readonly Reference[]): unknown {
  const written = structuredClone(document);
  const texts = new Set(references.filter((r) => r.kind === 'text').map((r) => r.pointer));
  const done = new Set<string>();
  for (const ref of references) {
    if ((ref.kind !== 'text' && ref.kind !== 'expression') || done.has(ref.pointer)) continue;
    done.add(ref.pointer);
    const value = valueAt(document, ref.pointer);
    if (value === undefined) continue;
    const text = texts.has(ref.pointer);
    if (!text && typeof value !== 'string' && !holdsOperation(value)) continue;
    replaceAt(written, ref.pointer, text ? printTemplate(value) : printExpression(value));
  }
  return written;
}
