// The Expressions section of docs/screens.md (npm run reference). What the parser accepts is read
// from the parser itself: its operators and how tightly each binds, the names it knows, the
// functions a string may call; every example value is computed by compiling and evaluating the
// example, and the refusal of json-logic is the validator's own line. The few words of meaning kept
// here are checked against those lists, so a new operator, scope or function fails the script
// until it is explained.
import jsep from 'jsep';
import { formatScreenJson } from '../../src/compiler/tools/format-json';
import { callableOperations, fragmentParamRoot, parseExpression, parseTemplate } from '../../src/compiler/shared/expression-parser';
import { evaluate } from '../../src/expressions/evaluate';
import { customOperationDocs } from '../../src/expressions/operation-docs';
import { customOperations, elementScopedOperations, scopeRoots, type CustomOperationName } from '../../src/expressions/operations';
import { envKeys, marketKeys } from '../../src/compiler/5-cross-check/scope-paths';
import { formatProblem } from '../../src/lib/problem';
import type { SchemaFiles } from '../../src/compiler/1-parse/schema-validator';
import { validateScreens } from '../../src/compiler/compile-screens';

const code = (text: string) => `\`${text.replace(/`/g, '\\`')}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const list = (names: readonly string[]) => names.map(code).join(', ');

function explained<T extends string, M>(what: string, names: readonly T[], meanings: Record<string, M>): [T, M][] {
  const missing = names.filter((n) => !(n in meanings));
  const extra = Object.keys(meanings).filter((n) => !names.includes(n as T));
  if (missing.length || extra.length)
    throw new Error(`scripts/lib/reference-expressions.ts: ${what} ${missing.length ? `without a meaning: ${missing.join(', ')}` : ''}${extra.length ? ` no longer known: ${extra.join(', ')}` : ''} (expected one meaning for each of ${names.join(', ')})`);
  return names.map((n) => [n, meanings[n]!]);
}

const scopeMeanings = (sessionParams: readonly string[]): Record<string, string> => ({
  query: `The address's query parameters the screen declares under \`query\`, and the session parameters (${list(sessionParams)}), always as text: \`query.orderId\`.`,
  data: 'What the screen\'s `data` sources loaded: `data.<source>.<field>`, checked against the endpoint\'s reply schema.',
  state: 'The screen\'s `state` values, changed by set-state and countdown steps: `state.seconds`.',
  form: 'The values of the screen\'s fields, by name: `form.mobile`.',
  reply: 'Inside the branches of a call step (onSuccess, onFailure, onCode) and of locate: the reply, `reply.data.url`, `reply.message`.',
  item: 'Inside the children of repeat and tabs (and a server-fields block\'s item rules): the element of the list.',
  index: 'Beside item: its position in the list, from 0.',
  parent: 'Inside a repeat within a repeat: the item of the outer one.',
  env: `What the renderer measures and knows: ${list(envKeys.map((k) => `env.${k}`))}; \`env.devApi\` is true only where the dev API answers (npm run dev, dev-API builds, Storybook), never in a production build, for what only the product team should see: a block whose \`when\` is \`env.devApi\` or starts with \`env.devApi && …\` is left out of the production pages altogether.`,
  market: `config/market.json: ${list(marketKeys.map((k) => `market.${k}`))}.`,
  value: 'In a field\'s `rules.custom` tests and a slider\'s `valueLabel`: the field\'s own value.',
  [fragmentParamRoot]: 'Inside a fragment: what the using screen passes in its fragment block\'s `with`.',
});

/** Meaning of each operator, keyed as the parser's tables name them; the unary ones with a u prefix. */
const operatorMeanings: Record<string, string> = {
  'u!': 'not: true when x is falsy (false, 0, "", null or an empty list); `!!x` is x as true or false',
  'u-': 'minus x',
  'u+': 'x as a number',
  '*': 'multiply', '/': 'divide', '%': 'remainder',
  '+': 'add numbers (numeric text counts as its number; join texts with a template or `cat`, not +)',
  '-': 'subtract',
  '<': 'less than (numbers, or numeric text as its number)', '<=': 'less than or equal', '>': 'greater than', '>=': 'greater than or equal',
  in: 'x in a list: the list holds x; x in a text: the text contains x',
  '==': 'equal, loosely as json-logic compares: `1 == \'1\'` is true', '!=': 'not equal, loosely',
  '===': 'equal in type and value: `1 === \'1\'` is false', '!==': 'not equal in type or value',
  '&&': 'and: the first falsy value, else the last', '||': 'or: the first truthy value, else the last (`data.x || \'none\'`)',
  '?:': '`a ? b : c`: b when a is truthy, else c; `a ? b : c ? d : e` reads as else-if',
};

/** json-logic's own operations a string may call (the others have operators or none). */
const builtinCalls: Record<string, { signature: string; meaning: string }> = {
  if: { signature: 'if(test, then, test2, then2, …, else)', meaning: 'The first then whose test is truthy, else the last argument (one test is what `a ? b : c` writes).' },
  cat: { signature: 'cat(text, …)', meaning: 'The texts joined (a template does the same): `cat(\'Please enter your \', item.title)`.' },
  substr: { signature: 'substr(text, start, length?)', meaning: 'Part of a text from start (negative: from the end), length characters long (negative: leaves that many off the end): `substr(form.mobile, -4)`.' },
  max: { signature: 'max(number, …)', meaning: 'The largest number.' },
  min: { signature: 'min(number, …)', meaning: 'The smallest number.' },
  merge: { signature: 'merge(list, …)', meaning: 'One list of the lists and values given, flattened one level.' },
  missing: { signature: "missing('path', …)", meaning: "The paths, written as quoted texts, whose value is null, absent or \"\": `missing('form.mobile', 'form.code')`." },
  missing_some: { signature: "missing_some(count, ['path', …])", meaning: '[] when at least count of the paths have a value, else the missing ones.' },
};

/** money(amount, sign?): the parameter names of the implementation, optional past its arity's minimum. */
function signature(name: CustomOperationName, op: { arity: { min: number; max?: number } }): string {
  const source = customOperations[name].toString();
  const match = /^(?:\(([^)]*)\)|([A-Za-z_$][\w$]*))\s*=>/.exec(source);
  if (!match) throw new Error(`src/expressions/operations.ts: cannot read the parameters of ${name} (expected an arrow function, got ${source.slice(0, 40)})`);
  const params = (match[1] ?? match[2] ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  const written = params.map((p, i) => (p.startsWith('...') ? `…${p.slice(3)}` : i >= op.arity.min ? `${p}?` : p));
  const rest = params.some((p) => p.startsWith('...'));
  if (!rest && op.arity.max !== params.length) throw new Error(`src/expressions/operations.ts: ${name} takes ${params.length} parameters but its arity says at most ${op.arity.max ?? 'any number'}`);
  return `${name}(${written.join(', ')})`;
}

/** What the examples read. */
const sampleScope = {
  query: { orderId: '10174', source: '' },
  data: { order: { orderStatus: '174' }, detail: { repayAmount: 567800, repayDate: '2026-10-05', repayList: [{ name: 'GCash' }, { name: '7-Eleven' }] } },
  state: { seconds: 42, sending: false },
  form: { mobile: '0917 123 4567' },
};

const expressionExamples = [
  'data.order.orderStatus == 174',
  'data.order.orderStatus === 174',
  "data.order.orderStatus in ['174', '180']",
  "'Eleven' in data.detail.repayList[1].name",
  'count(data.detail.repayList) > 0 && !state.sending',
  "coalesce(query.source, 'app')",
  "state.seconds > 0 ? state.seconds : 'Send code'",
  '1 + 2 * 3',
  '(1 + 2) * 3',
  'money(data.detail.repayAmount)',
  'mobile(form.mobile)',
  "lookup(data.order.orderStatus, [['174', 'Due soon'], ['180', 'Overdue']], 'Other')",
];

const templateExamples = [
  "Pay {money(data.detail.repayAmount)} by {date(data.detail.repayDate, 'MMM D, YYYY')}",
  'Resend the code in {state.seconds} s',
  '{count(data.detail.repayList)}',
  '{{ {count(data.detail.repayList)} channels }}',
  "Order {query.orderId}: {data.order.orderStatus == '174' ? 'due soon' : 'see details'}",
];

/** The validator's lines for a screen that writes json-logic where a string belongs. */
function refusals(schemas: SchemaFiles, sessionParams: readonly string[]): string[] {
  const screen = {
    id: 'refused',
    title: 'Refused',
    routes: ['/refused'],
    query: { source: { description: 'Where the visit came from.' } },
    body: [{ type: 'paragraph', when: { '==': [{ var: 'query.source' }, 'app'] }, text: { cat: ['Opened from ', { var: 'query.source' }] } }],
  };
  return validateScreens([{ file: 'screens/refused.json', text: JSON.stringify(screen, null, 2) }], schemas, sessionParams).map(formatProblem);
}

export function expressionsSection(schemas: SchemaFiles, sessionParams: readonly string[]): string {
  const definitions = (schemas['common.json'] as { definitions: Record<string, { description?: string }> }).definitions;
  parseExpression('0'); // sets up the parser's operator tables
  const accepted = (op: string) => {
    try {
      parseExpression(`data.a ${op} data.b`);
      return true;
    } catch {
      return false;
    }
  };
  const binary = Object.entries(jsep.binary_ops).filter(([op]) => accepted(op));
  const levels = [...new Set(binary.map(([, p]) => p))].sort((a, b) => b - a);
  const unary = Object.keys(jsep.unary_ops).filter((op) => {
    try {
      parseExpression(`${op}data.a`);
      return true;
    } catch {
      return false;
    }
  });
  const keys = [...unary.map((op) => `u${op}`), ...binary.map(([op]) => op), '?:'];
  const meaning = Object.fromEntries(explained('operators', keys, operatorMeanings));
  const row = (written: string[], meanings: string[]) => `| ${cell(written.map(code).join(' '))} | ${cell(meanings.join('; '))} |`;
  const operatorRows = [
    row(unary.map((op) => `${op}x`), unary.map((op) => `${code(`${op}x`)} ${meaning[`u${op}`]!}`)),
    ...levels.map((level) => {
      const ops = binary.filter(([, p]) => p === level).map(([op]) => op);
      return row(ops, ops.map((op) => `${code(op)} ${meaning[op]!}`));
    }),
    row(['a ? b : c'], [meaning['?:']!]),
  ];

  const roots = [...scopeRoots, fragmentParamRoot];
  const scopeRows = explained('scope roots', roots, scopeMeanings(sessionParams)).map(([root, text]) => `| ${cell(code(root))} | ${cell(text)} |`);

  const show = (value: unknown) => code(JSON.stringify(value));
  const expressionRows = expressionExamples.map((source) => `| ${cell(code(source))} | ${cell(show(evaluate(parseExpression(source), sampleScope)))} |`);
  const templateRows = templateExamples.map((source) => `| ${cell(code(source))} | ${cell(show(evaluate(parseTemplate(source), sampleScope)))} |`);

  const builtin = callableOperations.filter((name) => !(name in customOperationDocs));
  const builtinRows = explained('json-logic operations a string may call', builtin, builtinCalls).map(([, op]) => `| ${cell(code(op.signature))} | ${cell(op.meaning)} |`);
  const customRows = Object.entries(customOperationDocs).map(([name, op]) => `| ${cell(code(signature(name as CustomOperationName, op)))} | ${cell(op.description)} |`);

  return [
    '## Expressions',
    '',
    cell(definitions.expression?.description ?? ''),
    '',
    'In an expression place (`when`, `test`, `disabled`, `items`, `value`, `url`, the values of `params`, `query` and `with` …) a JSON string is one expression. Numbers, `true`, `false`, `null` and lists of plain data written as JSON are values as they stand. In a text place (titles, labels, texts, messages) a JSON string is a template: see [Templates](#templates).',
    '',
    '### Names',
    '',
    'A name starts with a scope and reads on with `.name`, `[0]` or `[\'key\']`: `data.order.orderStatus`, `data.detail.repayList[0].name`, `item[\'bank-code\']`. Reading past a missing value gives null, never an error.',
    '',
    '| scope | what it holds |',
    '| --- | --- |',
    ...scopeRows,
    '',
    '### Values',
    '',
    'Numbers `12`, `1.5`, `-3`; texts in single quotes `\'Under review\'` (inside a JSON string a literal text must be quoted again: `"\'1\'"` is the text 1, `"1"` the number); `true`, `false`, `null`; lists `[1, 2]`, `[\'174\', \'180\']`. Parentheses group: `(a + b) * 2`.',
    '',
    '### Operators',
    '',
    'Tightest first; operators on one row bind alike and read left to right.',
    '',
    '| operators | meaning |',
    '| --- | --- |',
    ...operatorRows,
    '',
    'With these values in scope:',
    '',
    '```json',
    formatScreenJson(sampleScope, 100).trimEnd(),
    '```',
    '',
    '| expression | gives |',
    '| --- | --- |',
    ...expressionRows,
    '',
    '### Templates',
    '',
    cell(definitions.text?.description ?? ''),
    '',
    'An expression inside `{…}` may hold quoted texts, even with braces. A `}` with no `{`, or a `{` never closed, is a problem naming its column. With the values above:',
    '',
    '| template | gives |',
    '| --- | --- |',
    ...templateRows,
    '',
    '### Functions',
    '',
    'A call names one of these; a wrong name or number of arguments is a problem with did-you-mean.',
    '',
    '| call | meaning |',
    '| --- | --- |',
    ...customRows,
    ...builtinRows,
    '',
    `${list([...elementScopedOperations])} have no string form (json-logic runs them per element of a list); \`method\` and \`log\` are not available at all.`,
    '',
    '### json-logic objects are refused',
    '',
    'The runtime evaluates json-logic, but screens and fragments are written one way: a json-logic object where an expression or text belongs is a problem that gives the string to write instead.',
    '',
    '```',
    ...refusals(schemas, sessionParams),
    '```',
  ].join('\n');
}
