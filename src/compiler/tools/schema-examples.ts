// Build-time only: the `examples` of the block and step schemas, each put in a small screen and
// checked by the real validator. The reference (npm run reference) teaches from these examples,
// tests/unit/schema-examples.test.ts holds them valid, and Storybook shows a widget no screen uses
// yet by its first example, so no example is a copy of a live screen's text.
import type { Problem } from '../../lib/problem';
import type { SchemaFiles } from '../1-parse/schema-validator';
import type { ScreenSource } from '../1-parse/parse-json';
import { checkScreens } from '../compile-screens';

export type ExampleSite = 'block' | 'step';

/** One kind of a union (block.json or action.json) with its schema file and its examples. */
export interface KindExamples {
  kind: string;
  site: ExampleSite;
  /** Path below schemas/, e.g. widgets/slider.json. */
  schema: string;
  examples: unknown[];
}

const unions: Record<ExampleSite, string> = { block: 'block.json', step: 'action.json' };

/** Every block and step kind, in the order of its union, with the examples its schema gives (none: []). */
export function kindExamples(schemas: SchemaFiles): KindExamples[] {
  return (Object.entries(unions) as [ExampleSite, string][]).flatMap(([site, union]) =>
    ((schemas[union] as { oneOf?: { $ref: string }[] }).oneOf ?? []).map(({ $ref }) => {
      const schema = $ref.replace(/^\.\//, '');
      const examples = (schemas[schema] as { examples?: unknown }).examples;
      return { kind: schema.replace(/^.*\/|\.json$/g, ''), site, schema, examples: Array.isArray(examples) ? examples : [] };
    }),
  );
}

/**
 * What an example may refer to: the screen every example stands in. Its endpoints are real ones of
 * the dev API with their reply schemas, so reads of data.* are checked as in a live screen and a
 * Storybook preview gets real replies. The routes and fragments are the project's own.
 */
export const exampleContext = {
  query: {
    productId: { description: 'The product offered.', default: '1' },
    orderId: { description: 'The order shown.' },
  },
  endpoints: {
    offer: { method: 'POST', path: '/v3/loan-confirm/loan-detail-confirm', success: 'int0', reply: 'offer' },
    detail: { method: 'POST', path: '/v3/installment/loan-play-detail', success: 'int0', reply: 'repayment-detail' },
    init: { method: 'POST', path: '/v3/bind-card/card-init', success: 'int0', reply: 'card-init' },
    list: { method: 'POST', path: '/user-problem/problem-list', success: 'str00', reply: 'problem-list' },
    save: { method: 'POST', path: '/user-problem/problem-save', success: 'str00', loadingText: 'Sending…', reply: 'no-data' },
    upload: { method: 'POST', path: '/user-problem/upload-problem-img', encoding: 'multipart', success: 'str00', reply: 'upload-image' },
  },
  data: {
    offer: { endpoint: 'offer', params: { productId: 'query.productId' } },
    detail: { endpoint: 'detail', params: { productId: 'query.productId', orderId: 'query.orderId' } },
    init: { endpoint: 'init', params: { product_id: 'query.productId' } },
    list: { endpoint: 'list' },
  },
  state: { sending: false, seconds: 0, channel: '' },
  dialogs: {
    help: { kind: 'sheet', title: 'Need help?', body: [{ type: 'paragraph', text: 'Call us at (02) 8123 4567, Monday to Saturday, 8 AM to 6 PM.' }] },
  },
  actions: {
    send: [{ type: 'call', endpoint: 'save', params: { problemDetail: 'form.detail' }, onSuccess: [{ type: 'toast', kind: 'success', message: 'Sent' }] }],
  },
  /** Fields the screen has besides the example's own (one the example names itself is left out). */
  fields: [
    { type: 'text-field', name: 'detail', label: 'What happened?', multiline: true },
    { type: 'text-field', name: 'mobile', label: 'Mobile number', format: 'phone' },
    { type: 'number-field', name: 'amount', label: 'Amount', money: true },
  ],
} as const;

/** The address an example screen opens at (the query its data sources read). */
export const exampleQuery: Readonly<Record<string, string>> = { productId: '1', orderId: '10174' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Names the example gives its own fields (name of any object with a type), and the data sources it reads. */
function namesIn(example: unknown): { fields: Set<string>; data: Set<string> } {
  const fields = new Set<string>();
  const data = new Set<string>();
  const walk = (node: unknown, key: string): void => {
    if (typeof node === 'string') {
      if (key === 'data') data.add(node);
      for (const match of node.matchAll(/\bdata\.([A-Za-z][A-Za-z0-9_]*)/g)) data.add(match[1]!);
      return;
    }
    if (Array.isArray(node)) node.forEach((child) => walk(child, key));
    if (!isRecord(node)) return;
    if (typeof node.type === 'string' && typeof node.name === 'string') fields.add(node.name);
    for (const [k, child] of Object.entries(node)) walk(child, k);
  };
  walk(example, '');
  return { fields, data };
}

/** The named queries of the example screen: the first example of screen.json's "queries". */
function exampleQueries(schemas: SchemaFiles): Record<string, unknown> {
  const queries = (schemas['screen.json'] as { properties?: { queries?: { examples?: unknown[] } } }).properties?.queries?.examples?.[0];
  return isRecord(queries) ? queries : {};
}

/** One example in its screen, and where in that screen it stands. */
export interface ExampleScreen {
  source: ScreenSource;
  document: Record<string, unknown>;
  /** JSON pointer of the example inside the document. */
  at: string;
  /** Where problems inside the example are reported: schemas/<schema>#/examples/<index>. */
  schemaFile: string;
  schemaPointer: string;
  url: string;
}

/** The screen that holds example `index` of `kind`: a block as its body, a step as its action "example". */
export function exampleScreen(kind: KindExamples, index: number, schemas: SchemaFiles): ExampleScreen {
  const example = kind.examples[index];
  const { fields, data } = namesIn(example);
  const id = `${kind.kind}-${index + 1}`;
  const route = `/examples/${kind.kind}/${index + 1}`;
  const contextFields = exampleContext.fields.filter((field) => !fields.has(field.name));
  const document: Record<string, unknown> = {
    id,
    title: `${kind.kind} example ${index + 1}`,
    routes: [route],
    query: exampleContext.query,
    endpoints: exampleContext.endpoints,
    data: Object.fromEntries(Object.entries(exampleContext.data).filter(([name]) => data.has(name))),
    state: exampleContext.state,
    dialogs: exampleContext.dialogs,
    queries: exampleQueries(schemas),
    actions: { ...exampleContext.actions, ...(kind.site === 'step' ? { example: [example] } : {}) },
    body: kind.site === 'block' ? [example, ...contextFields] : contextFields,
  };
  return {
    source: { file: `examples/${id}.json`, text: JSON.stringify(document) },
    document,
    at: kind.site === 'block' ? '/body/0' : '/actions/example/0',
    schemaFile: `schemas/${kind.schema}`,
    schemaPointer: `/examples/${index}`,
    url: `${route}?${new URLSearchParams(exampleQuery).toString()}`,
  };
}

export interface CheckedExample {
  screen: ExampleScreen;
  /** The document as the runtime reads it (expressions compiled), when it has no problem. */
  compiled?: Record<string, unknown>;
  problems: Problem[];
}

/** A problem of an example screen, moved to the example in its schema when it lies inside it. */
function placeInSchema(problem: Problem, screen: ExampleScreen): Problem {
  if (problem.pointer === screen.at || problem.pointer.startsWith(`${screen.at}/`))
    return { ...problem, file: screen.schemaFile, pointer: screen.schemaPointer + problem.pointer.slice(screen.at.length) };
  return { ...problem, file: screen.schemaFile, pointer: screen.schemaPointer, message: `${problem.message} (at ${problem.pointer} of its example screen)` };
}

/**
 * Checks examples in their screens in one pass of the validator, with the project's screens (for
 * routes) and fragments as context.
 */
export function checkExamples(
  wanted: { kind: KindExamples; index: number }[],
  schemas: SchemaFiles,
  sessionParams: readonly string[],
  screens: ScreenSource[],
  fragments: ScreenSource[],
): CheckedExample[] {
  const made = wanted.map(({ kind, index }) => exampleScreen(kind, index, schemas));
  const checked = checkScreens(made.map((m) => m.source), schemas, sessionParams, screens, fragments);
  return made.map((screen) => ({
    screen,
    compiled: checked.documents.get(screen.source.file),
    problems: checked.problems.filter((p) => p.file === screen.source.file).map((p) => placeInSchema(p, screen)),
  }));
}

/** Problems of the examples of fragment documents (schemas/fragment.json), each checked as a fragment file. */
export function checkFragmentExamples(schemas: SchemaFiles, sessionParams: readonly string[]): Problem[] {
  const examples = (schemas['fragment.json'] as { examples?: unknown[] }).examples ?? [];
  return examples.flatMap((example, index) => {
    const id = isRecord(example) && typeof example.id === 'string' ? example.id : `example-${index + 1}`;
    const file = `screens/fragments/${id}.json`;
    return checkScreens([], schemas, sessionParams, [], [{ file, text: JSON.stringify(example) }]).problems.map((p) => ({
      ...p,
      file: 'schemas/fragment.json',
      pointer: `/examples/${index}${p.pointer}`,
    }));
  });
}
