// Build-time only: writes json-logic as the expression string an author would type. The
// validator uses it to tell the fix for a json-logic object left in a screen.

/** Binding strength of each operator (as jsep parses them): higher binds tighter. */
const precedence: Record<string, number> = {
  or: 1, and: 2, '==': 6, '!=': 6, '===': 6, '!==': 6, '<': 7, '<=': 7, '>': 7, '>=': 7, in: 7, '+': 9, '-': 9, '*': 10, '/': 10, '%': 10,
};
const symbol: Record<string, string> = { or: '||', and: '&&' };
const unary = 11;
const atom = 12;

export class NotExpressible extends Error {}

const isOperation = (node: unknown): node is Record<string, unknown> =>
  typeof node === 'object' && node !== null && !Array.isArray(node) && Object.keys(node).length === 1;

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}'`;
}

/** A dotted path as written in an expression: data.list.0.x-y → data.list[0]['x-y']. */
export function printPath(value: string): string {
  const [root = '', ...rest] = value.split('.');
  return root + rest.map((segment) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(segment) ? `.${segment}` : /^\d+$/.test(segment) ? `[${segment}]` : `[${quote(segment)}]`)).join('');
}

/** The source of one node and how tightly it binds, so parents add parentheses only where needed. */
function print(node: unknown): { text: string; strength: number } {
  if (typeof node === 'string') return { text: quote(node), strength: atom };
  if (typeof node === 'number') return node < 0 ? { text: String(node), strength: unary } : { text: String(node), strength: atom };
  if (typeof node === 'boolean' || node === null) return { text: String(node), strength: atom };
  if (Array.isArray(node)) return { text: `[${node.map((n) => print(n).text).join(', ')}]`, strength: atom };
  if (!isOperation(node)) throw new NotExpressible('an object that is not one operation');
  const [op, raw] = Object.entries(node)[0] as [string, unknown];
  if (op === 'var') {
    if (typeof raw !== 'string' || raw === '') throw new NotExpressible('a var with a default or an empty path');
    return { text: printPath(raw), strength: atom };
  }
  const args = Array.isArray(raw) ? raw : [raw];
  const operand = (child: unknown, min: number) => {
    const printed = print(child);
    return printed.strength >= min ? printed.text : `(${printed.text})`;
  };
  if (op === '!' || op === '!!') return { text: `${op}${operand(args[0], unary)}`, strength: unary };
  if ((op === '-' || op === '+') && args.length === 1) return { text: `${op}${operand(args[0], unary)}`, strength: unary };
  if (op === 'if' || op === '?:') {
    if (args.length < 2) throw new NotExpressible('an if without a then');
    const chain = args.length % 2 === 0 ? [...args, null] : args;
    let text = '';
    for (let i = 0; i + 1 < chain.length; i += 2) text += `${operand(chain[i], 1)} ? ${operand(chain[i + 1], 1)} : `;
    return { text: text + operand(chain[chain.length - 1], 1), strength: 0 };
  }
  const strength = precedence[op];
  if (strength !== undefined && args.length >= 2 && (args.length === 2 || op === 'and' || op === 'or' || op === '+' || op === '*')) {
    // Left-associative: the right operand of an equal-strength operator needs parentheses.
    const text = args.map((arg, i) => operand(arg, i === 0 ? strength : strength + 1)).join(` ${symbol[op] ?? op} `);
    return { text, strength };
  }
  return { text: `${op}(${args.map((arg) => print(arg).text).join(', ')})`, strength: atom };
}

/** The expression string for a json-logic value, e.g. {"!=": [{"var": "a.b"}, 21]} → "a.b != 21". */
export function printExpression(logic: unknown): string {
  return print(logic).text;
}

const escapeBraces = (text: string) => text.replace(/\{/g, '{{').replace(/\}/g, '}}');

/** The template for a text value: "Hello {data.user.name}" for {"cat": ["Hello ", {"var": "data.user.name"}]}. */
export function printTemplate(logic: unknown): string {
  if (typeof logic === 'string') return escapeBraces(logic);
  const parts = isOperation(logic) && Array.isArray(logic.cat) ? (logic.cat as unknown[]) : [logic];
  // A cat of one part would print as that part alone, which parses back without the cat.
  if (parts.length < 2 && logic !== parts[0]) return `{${printExpression(logic)}}`;
  return parts.map((part) => (typeof part === 'string' ? escapeBraces(part) : `{${printExpression(part)}}`)).join('');
}
