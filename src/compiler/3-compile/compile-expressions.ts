// Build-time only: replaces every expression string and text template of a document with the
// json-logic the runtime evaluates, at the places the schema marks (x-ref "expression", "text").
import { describeSyntaxProblem, ExpressionSyntaxError, columnOf, parseExpression, parseTemplate } from '../shared/expression-parser.ts';
import { NotExpressible, printExpression, printPath, printTemplate } from '../shared/expression-printer.ts';
import type { Problem } from '../../lib/problem.ts';
import { valueAt } from '../../lib/problem.ts';
import { replaceAt } from '../shared/replace-at.ts';
import { readsAsWords } from '../2-translate/catalogue-keys.ts';
import type { Reference } from '../1-parse/schema-validator.ts';

/** The source string written at one expression or text place of a document. */
export interface WrittenExpression {
  pointer: string;
  kind: 'expression' | 'text';
  source: string;
}

export interface CompiledExpressions {
  document: unknown;
  problems: Problem[];
  written: WrittenExpression[];
}

const isOperation = (node: unknown): node is Record<string, unknown> =>
  typeof node === 'object' && node !== null && !Array.isArray(node) && Object.keys(node).length === 1;

/** True for json-logic: an operation (a one-key object) here or anywhere inside. */
export function holdsOperation(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(holdsOperation);
  return isOperation(node) || (typeof node === 'object' && node !== null && Object.values(node).some(holdsOperation));
}

/**
 * Compiles the expression and text places `references` lists (from the schema check of the same
 * document). Numbers, booleans, null and plain data lists stay as written. A json-logic object is
 * refused, with the string to write instead, so screens are written one way.
 */
export function compileExpressions(document: unknown, references: readonly Reference[], file: string): CompiledExpressions {
  const compiled = structuredClone(document);
  const problems: Problem[] = [];
  const written: WrittenExpression[] = [];
  const texts = new Set(references.filter((r) => r.kind === 'text').map((r) => r.pointer));
  const seen = new Set<string>();
  for (const ref of references) {
    if (ref.kind !== 'text' && ref.kind !== 'expression') continue;
    const kind = texts.has(ref.pointer) ? 'text' : 'expression';
    if (seen.has(ref.pointer)) continue;
    seen.add(ref.pointer);
    const value = valueAt(document, ref.pointer);
    if (typeof value === 'string') {
      try {
        replaceAt(compiled, ref.pointer, kind === 'text' ? parseTemplate(value) : parseExpression(value));
        written.push({ pointer: ref.pointer, kind, source: value });
      } catch (error) {
        if (!(error instanceof ExpressionSyntaxError)) throw error;
        problems.push({ file, pointer: ref.pointer, message: describeSyntaxProblem(error.problem), expected: error.problem.expected });
      }
      continue;
    }
    const words = value !== null && typeof value === 'object' && !holdsOperation(value) && repeatsOver(document, ref.pointer) ? wordsIn(value) : [];
    if (words.length) {
      // A repeat over data written in place (a list of questions) shows it as it is: no catalogue
      // sees it, so a Filipino page would show it in English. (Elsewhere, data in an expression may
      // be compared or sent, not shown.)
      problems.push({
        file,
        pointer: ref.pointer,
        message: `a list or record written in the expression holds words a reader sees (${JSON.stringify(words[0])}), and no translation reaches them`,
        expected: 'the texts written as blocks (a card or paragraph per item, or a bullet-list\'s items), where each is translated',
        content: true,
      });
      continue;
    }
    if (holdsOperation(value)) {
      let instead = '';
      try {
        instead = JSON.stringify(kind === 'text' ? printTemplate(value) : printExpression(value));
      } catch (error) {
        if (!(error instanceof NotExpressible)) throw error;
      }
      problems.push({
        file,
        pointer: ref.pointer,
        message: `a json-logic object; ${kind === 'text' ? 'texts are templates' : 'expressions are strings'} in screens`,
        expected: instead ? `the string ${instead}` : 'an expression string (see docs/screens.md#expressions)',
      });
    }
  }
  return { document: compiled, problems, written };
}

/** Whether the pointer is the items of a repeat block, whose children show what it lists. */
function repeatsOver(document: unknown, pointer: string): boolean {
  if (!pointer.endsWith('/items')) return false;
  const block = valueAt(document, pointer.slice(0, -'/items'.length));
  return typeof block === 'object' && block !== null && (block as { type?: unknown }).type === 'repeat';
}

/** The texts inside JSON data that read as words (not codes, numbers or addresses). */
function wordsIn(value: unknown): string[] {
  if (typeof value === 'string') return readsAsWords(value) ? [value] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(wordsIn);
}

/** The column of a name, path or path part (`inti` in `data.inti.items`) as written, 1 when not found. */
function columnOfPart(source: string, name: string): number {
  for (const written of [name, printPath(name)]) {
    const escaped = written.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`(?<![A-Za-z0-9_$])${escaped}(?![A-Za-z0-9_$])`).exec(source);
    if (match) return match.index + 1;
  }
  return columnOf(source, name);
}

/**
 * Moves a problem found inside compiled json-logic (pointer below a written place, e.g.
 * /when/and/0/var) to the place the author wrote, with the column of the name it quotes.
 */
export function placeInSource(problem: Problem, written: readonly WrittenExpression[]): Problem {
  const site = written.find((w) => problem.pointer === w.pointer || problem.pointer.startsWith(`${w.pointer}/`));
  if (!site) return problem;
  // The column goes right after the first name the message quotes: `"lookup" at column 2 is given…`.
  const named = /"([^"]+)"/.exec(problem.message);
  if (!named) return { ...problem, pointer: site.pointer, message: `${problem.message} (at column 1)` };
  const after = named.index + named[0].length;
  const message = `${problem.message.slice(0, after)} at column ${columnOfPart(site.source, named[1]!)}${problem.message.slice(after)}`;
  return { ...problem, pointer: site.pointer, message };
}
