// Build-time only: turns the expression strings authors write into the json-logic the runtime
// evaluates. Nothing here ships to borrowers, so the app never parses or evaluates code and the
// content security policy stays strict.
import jsep, { type Expression } from 'jsep';
import { closest } from './closest.ts';
import { knownOperations, scopeRoots } from '../../expressions/operations.ts';

/** Where a name that stands for a fragment's argument starts (`param.amount`). */
export const fragmentParamRoot = 'param';

/** A problem in one expression string: what is wrong and the 1-based column it starts at. */
export interface SyntaxProblem {
  message: string;
  column: number;
  /** Said after the column, e.g. `; did you mean "data"?`. */
  hint?: string;
  expected?: string;
}

/** `unknown name "dat" at column 1; did you mean "data"?` */
export function describeSyntaxProblem(problem: SyntaxProblem): string {
  return `${problem.message} at column ${problem.column}${problem.hint ?? ''}`;
}

export class ExpressionSyntaxError extends Error {
  constructor(readonly problem: SyntaxProblem) {
    super(describeSyntaxProblem(problem));
  }
}

// jsep keeps one global operator table; set it up for our language once. `in` is json-logic's
// membership test; bitwise and exponent operators have no json-logic meaning.
let configured = false;
function configure(): void {
  if (configured) return;
  jsep.addBinaryOp('in', 7);
  for (const op of ['|', '^', '&', '<<', '>>', '>>>', '**']) jsep.removeBinaryOp(op);
  jsep.removeUnaryOp('~');
  configured = true;
}

/** Binary operators and the json-logic operation each becomes. */
const binaryOperations: Record<string, string> = {
  '==': '==', '!=': '!=', '===': '===', '!==': '!==', '<': '<', '<=': '<=', '>': '>', '>=': '>=',
  '+': '+', '-': '-', '*': '*', '/': '/', '%': '%', in: 'in', '&&': 'and', '||': 'or',
};
/** Operations whose nested uses flatten into one list (a && b && c → and[a, b, c]). */
const variadic = new Set(['and', 'or', '+', '*', 'cat']);
/** Operations a call may not name: they have their own syntax or read per element. */
const notCallable = new Set(['var', 'and', 'or', '==', '!=', '===', '!==', '<', '<=', '>', '>=', '+', '-', '*', '/', '%', '!', '!!', '?:', 'in', 'map', 'filter', 'reduce', 'all', 'none', 'some']);

export const callableOperations: readonly string[] = [...knownOperations].filter((op) => !notCallable.has(op));
const roots: readonly string[] = [...scopeRoots, fragmentParamRoot];

/** The first column where `word` stands as a whole word in `source` (1 when not found). */
export function columnOf(source: string, word: string): number {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(^|[^A-Za-z0-9_$.])${escaped}(?![A-Za-z0-9_$])`).exec(source);
  return match ? match.index + match[1]!.length + 1 : 1;
}

function fail(source: string, message: string, word?: string, expected?: string, hint?: string): never {
  throw new ExpressionSyntaxError({ message, column: word === undefined ? 1 : columnOf(source, word), expected, hint });
}

function didYouMean(word: string, candidates: readonly string[]): string {
  const near = closest(word, candidates);
  return near ? `; did you mean "${near}"?` : '';
}

/** The dotted path a member chain reads (`data.list[0]['x-y']` → data.list.0.x-y), or null. */
function memberPath(node: Expression, source: string): string | null {
  if (node.type === 'Identifier') return node.name as string;
  if (node.type !== 'MemberExpression') return null;
  const object = memberPath(node.object as Expression, source);
  if (object === null) return null;
  const property = node.property as Expression;
  if (!node.computed) return `${object}.${property.name as string}`;
  if (property.type === 'Literal' && (typeof property.value === 'string' || typeof property.value === 'number')) {
    const key = String(property.value);
    if (key.includes('.')) fail(source, `the key '${key}' holds a dot, which a path cannot read`, undefined, 'a key without "."');
    return `${object}.${key}`;
  }
  return fail(source, 'a computed key must be a number or a quoted name', undefined, "data.list[0] or item['bank-code']");
}

const isNumericText = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));

function operation(op: string, args: unknown[]): Record<string, unknown> {
  if (!variadic.has(op)) return { [op]: args };
  const flat = args.flatMap((arg) => (typeof arg === 'object' && arg !== null && !Array.isArray(arg) && Object.keys(arg).length === 1 && Array.isArray((arg as Record<string, unknown>)[op]) ? ((arg as Record<string, unknown[]>)[op] as unknown[]) : [arg]));
  return { [op]: flat };
}

function toLogic(node: Expression, source: string): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'Identifier':
    case 'MemberExpression': {
      const path = memberPath(node, source);
      if (path === null) return fail(source, 'only names such as data.order.amount can be read with "." or []', undefined, 'a path that starts with a scope name');
      const root = path.split('.')[0]!;
      if (!roots.includes(root)) {
        if (node.type === 'Identifier' && callableOperations.includes(root)) fail(source, `"${root}" is a function: call it with (…)`, root, `${root}(…)`);
        fail(source, `unknown name "${root}"`, root, `a name starting with one of ${roots.join(', ')}`, didYouMean(root, roots));
      }
      return { var: path };
    }
    case 'ArrayExpression':
      return (node.elements as (Expression | null)[]).map((element) => (element ? toLogic(element, source) : null));
    case 'UnaryExpression': {
      const argument = node.argument as Expression;
      if (node.operator === '!') {
        if (argument.type === 'UnaryExpression' && argument.operator === '!') return { '!!': [toLogic(argument.argument as Expression, source)] };
        return { '!': [toLogic(argument, source)] };
      }
      if (node.operator === '-' && argument.type === 'Literal' && typeof argument.value === 'number') return -argument.value;
      if (node.operator === '-' || node.operator === '+') return { [node.operator]: [toLogic(argument, source)] };
      return fail(source, `unknown operator "${String(node.operator)}"`, undefined, 'one of ! - +');
    }
    case 'BinaryExpression':
    case 'LogicalExpression': {
      const op = binaryOperations[node.operator as string];
      if (!op) return fail(source, `unknown operator "${String(node.operator)}"`, undefined, `one of ${Object.keys(binaryOperations).join(' ')}`);
      // + adds numbers (json-logic), so 'Fee ' + money(x) shows NaN on the page: caught here instead.
      if (op === '+') {
        const text = [node.left, node.right].find((side) => (side as Expression).type === 'Literal' && typeof (side as Expression).value === 'string' && !isNumericText((side as Expression).value as string)) as Expression | undefined;
        if (text) fail(source, `"+" adds numbers, and ${String(text.raw)} is text (the page would show NaN)`, String(text.raw), 'texts joined with cat(…) or a template, e.g. cat(\'Fee \', money(item.fee))');
      }
      return operation(op, [toLogic(node.left as Expression, source), toLogic(node.right as Expression, source)]);
    }
    case 'ConditionalExpression': {
      const alternate = toLogic(node.alternate as Expression, source);
      const rest = typeof alternate === 'object' && alternate !== null && !Array.isArray(alternate) && 'if' in alternate && Object.keys(alternate).length === 1 ? (alternate.if as unknown[]) : [alternate];
      return { if: [toLogic(node.test as Expression, source), toLogic(node.consequent as Expression, source), ...rest] };
    }
    case 'CallExpression': {
      const callee = node.callee as Expression;
      if (callee.type !== 'Identifier') return fail(source, 'only functions of the reference can be called', undefined, 'a call such as money(item.amount)');
      const name = callee.name as string;
      if (!callableOperations.includes(name)) fail(source, `unknown function "${name}"`, name, `one of ${callableOperations.join(', ')}`, didYouMean(name, callableOperations));
      return operation(name, (node.arguments as Expression[]).map((arg) => toLogic(arg, source)));
    }
    case 'Compound':
      return fail(source, 'one expression expected, found several (a "," or a missing operator between two parts)', undefined, 'a single expression');
    default:
      return fail(source, `"${node.type}" is not part of the expression language`, undefined, 'names, literals, operators and calls');
  }
}

/** The syntax tree of one expression, before any of our rules (names, operations) are checked. */
export function expressionTree(source: string): Expression {
  configure();
  if (source.trim() === '') throw new ExpressionSyntaxError({ message: 'empty expression', column: 1, expected: "an expression; write '' for an empty text" });
  try {
    return jsep(source);
  } catch (error) {
    const { description, index } = error as { description?: string; index?: number };
    throw new ExpressionSyntaxError({ message: (description ?? String(error)).replace(/^./, (c) => c.toLowerCase()), column: (index ?? 0) + 1 });
  }
}

/** Parses one expression (`data.order.orderStatus != 21 && data.order.playeduL`) into json-logic. */
export function parseExpression(source: string): unknown {
  return toLogic(expressionTree(source), source);
}

/** A piece of a template: literal text, or an expression with the column its source starts at. */
export type TemplatePart = { text: string } | { source: string; column: number };

/** The template these parts were split from (templateParts' inverse): braces in text written {{ and }}. */
export const joinTemplate = (parts: readonly TemplatePart[]) => parts.map((part) => ('text' in part ? part.text.replace(/[{}]/g, '$&$&') : `{${part.source}}`)).join('');

/** Splits a template at its {expression} parts; {{ and }} stand for literal braces. */
export function templateParts(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let text = '';
  let i = 0;
  while (i < template.length) {
    const ch = template[i]!;
    if ((ch === '{' || ch === '}') && template[i + 1] === ch) {
      text += ch;
      i += 2;
      continue;
    }
    if (ch === '}') throw new ExpressionSyntaxError({ message: 'a "}" with no "{" before it', column: i + 1, expected: 'write }} for a literal brace' });
    if (ch !== '{') {
      text += ch;
      i++;
      continue;
    }
    // The expression runs to the first "}" outside a quoted string.
    let j = i + 1;
    let quote: string | null = null;
    for (; j < template.length; j++) {
      const c = template[j]!;
      if (quote) {
        if (c === '\\') j++;
        else if (c === quote) quote = null;
      } else if (c === "'" || c === '"') quote = c;
      else if (c === '}') break;
    }
    if (j >= template.length) throw new ExpressionSyntaxError({ message: 'a "{" that is never closed', column: i + 1, expected: 'a "}" after the expression, or {{ for a literal brace' });
    if (text) parts.push({ text });
    text = '';
    parts.push({ source: template.slice(i + 1, j), column: i + 2 });
    i = j + 1;
  }
  if (text) parts.push({ text });
  return parts;
}

/**
 * Parses a text template (`Your next payment date is {date(data.delay.repayDate, 'MMM D, YYYY')}`):
 * plain text stays a string, a lone {expression} gives its value, anything else joins with cat.
 */
export function parseTemplate(template: string): unknown {
  const parts = templateParts(template);
  const logic = parts.map((part) => {
    if ('text' in part) return part.text;
    try {
      return parseExpression(part.source);
    } catch (error) {
      if (!(error instanceof ExpressionSyntaxError)) throw error;
      throw new ExpressionSyntaxError({ ...error.problem, column: error.problem.column + part.column - 1 });
    }
  });
  if (logic.length === 0) return '';
  if (logic.length === 1) return logic[0];
  return { cat: logic };
}
