import fc from 'fast-check';
import type { SchemaFiles } from '../../src/compiler/1-parse/schema-validator';
import { resolveRef, type SchemaNode } from '../../src/compiler/1-parse/schema-refs';

/**
 * fast-check arbitraries for whole screen documents, built from the JSON Schemas themselves
 * (every block kind of block.json, every step kind of action.json, every property of each), so
 * a new widget or step is fuzzed without touching this file. Names that must point at something
 * (fields, state, dialogs, routes…) come from the small fixed sets every generated screen declares;
 * the generated documents are still checked by the real validator, which drops the rare misfit.
 */

type Schema = SchemaNode['schema'];
type Node = SchemaNode;

/** The names every fuzzed screen declares, so generated references mostly resolve. */
export const fuzzNames = {
  id: 'fuzz',
  route: '/fuzz',
  fields: ['f1', 'f2', 'f3'],
  state: ['s1', 's2'],
  data: ['d', 'e'],
  dialog: 'dlg',
  action: 'act',
  endpoint: 'upload',
  /** Storage key of each data source: the test writes the random data there before rendering. */
  storageKey: (name: string) => `fuzz.${name}`,
  /** Literal text of the first block, so a blank page (the whole screen gone) is told from a quiet one. */
  sentinel: 'Fuzz screen sentinel',
} as const;

/** Values a careless server or editor produces: odd types, emoji, huge and empty strings, NaN-like text. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '👨‍👩‍👧‍👦🇵🇭', 'NaN', '-0', 'Infinity', '-1', '1e309', 'null', 'undefined', '<b>bold</b>', '₱5,000.00', '2026-13-45', '\u202e\u0000'),
  fc.nat({ max: 20 }).map((n) => 'W'.repeat(n * 200)),
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1e21, -1e21, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
);

/** Random JSON data: odd values, lists of records with the keys widgets often read, nested objects. */
export const randomData: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, oddValue, tie('list'), tie('record')),
  list: fc.array(tie('value'), { maxLength: 5 }),
  // toString and valueOf included: a server object with such a key cannot be turned into text.
  record: fc.dictionary(fc.constantFrom('label', 'value', 'name', 'text', 'title', 'items', 'key', 'id', 'amount', 'date', '0', 'toString', 'valueOf'), tie('value'), { maxKeys: 5, noNullPrototype: true }),
})).value;

const varPaths = [
  'data.d', 'data.e', 'data.d.label', 'data.d.0', 'data.d.items', 'data.e.0.value', 'state.s1', 'state.s2', 'state.s1.name',
  'item', 'item.label', 'item.value', 'index', 'parent.name', 'env.os', 'env.keyboardOpen', 'env.platform', 'market.appName', 'market.currency',
];

/** Expressions over the random data, each operation with an argument count the validator accepts. */
export const expressionArbitrary: fc.Arbitrary<unknown> = fc.letrec((tie) => {
  const e = tie('expression');
  const literal = fc.oneof(oddValue, fc.array(oddValue, { maxLength: 3 }));
  const read = fc.constantFrom(...varPaths).map((path) => ({ var: path }));
  const operation = fc.oneof(
    fc.tuple(e, e).map((a) => ({ cat: a })),
    fc.tuple(e, e, e).map((a) => ({ if: a })),
    fc.tuple(e, e).map((a) => ({ '==': a })),
    fc.tuple(e, e).map((a) => ({ '<': a })),
    e.map((a) => ({ '!': [a] })),
    fc.tuple(e, e).map((a) => ({ '+': a })),
    fc.tuple(e, e).map((a) => ({ in: a })),
    fc.tuple(e, fc.integer({ min: -5, max: 5 })).map((a) => ({ substr: a })),
    fc.tuple(e, fc.constantFrom('alt', 'none')).map((a) => ({ money: a })),
    fc.tuple(e, fc.constantFrom('MMM D, YYYY', 'YYYY-MM-DD HH:mm')).map((a) => ({ date: a })),
    e.map((a) => ({ count: [a] })),
    e.map((a) => ({ str: [a] })),
    e.map((a) => ({ num: [a] })),
    e.map((a) => ({ graphemes: [a] })),
    e.map((a) => ({ entries: [a] })),
    e.map((a) => ({ decode_uri: [a] })),
    fc.tuple(e, fc.constant(',')).map((a) => ({ join: a })),
    fc.tuple(e, e).map((a) => ({ coalesce: a })),
    fc.tuple(e, e).map(([value, fallback]) => ({ lookup: [value, [['1', 'one'], ['true', 'yes']], fallback] })),
  );
  return { expression: fc.oneof({ depthSize: 'small', withCrossShrink: true }, read, literal, operation) };
}).expression;

/** Text: a literal (often odd) or an expression that gives one. */
const textArbitrary = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 30 }), oddValue.filter((v): v is string => typeof v === 'string'), expressionArbitrary.filter((v) => typeof v === 'object' && v !== null && !Array.isArray(v)));


const unionFiles = (files: SchemaFiles, union: string) => ((files[union] as { oneOf?: { $ref: string }[] }).oneOf ?? []).map((b) => b.$ref);

export interface ScreenArbitraryOptions {
  /** Block kinds to leave out. */
  skipBlocks?: readonly string[];
  /** How deep blocks and steps nest. */
  depth?: number;
}

export interface FuzzCase {
  document: Record<string, unknown>;
  /** The JSON each storage data source reads (data.d, data.e). */
  stored: Record<string, unknown>;
}

/** An object no code can turn into text: String() of it throws, as JSON with a "toString" key does. */
export const untextable = (): Record<string, unknown> => ({ toString: 'not a function', valueOf: 0 });

/** Screens of every block and step kind, with random text, expressions, state and data. */
export function screenArbitrary(files: SchemaFiles, options: ScreenArbitraryOptions = {}): fc.Arbitrary<FuzzCase> {
  const maxDepth = options.depth ?? 3;
  const memo = new Map<string, fc.Arbitrary<unknown>>();
  const blockRefs = unionFiles(files, 'block.json').filter((ref) => !(options.skipBlocks ?? []).includes(ref.replace(/^.*\/|\.json$/g, '')));
  const stepRefs = unionFiles(files, 'action.json');

  const byXref = (kind: string): fc.Arbitrary<unknown> | null => {
    switch (kind) {
      case 'expression':
        return expressionArbitrary;
      case 'route':
      case 'own-route':
      case 'route-def':
        return fc.constant(fuzzNames.route);
      case 'endpoint':
        return fc.constant(fuzzNames.endpoint);
      case 'dialog':
        return fc.constant(fuzzNames.dialog);
      case 'action':
        return fc.constant(fuzzNames.action);
      case 'data':
        return fc.constantFrom(...fuzzNames.data);
      case 'state':
        return fc.constantFrom(...fuzzNames.state);
      case 'state-values':
        // Each value is an expression (a one-key object would be read as an operation), so plain data and reads.
        return fc.dictionary(fc.constantFrom(...fuzzNames.state), expressionArbitrary, { maxKeys: 2, noNullPrototype: true });
      case 'field':
      case 'field-def':
        return fc.constantFrom(...fuzzNames.fields);
      case 'pattern':
        return fc.constantFrom('^[0-9]*$', 'market:provider', '.+', '^\\p{L}+$');
      default:
        return null;
    }
  };

  const forNode = (node: Node, depth: number): fc.Arbitrary<unknown> => {
    if (node.schema === true || node.schema === false) return randomData;
    const schema = node.schema;
    if (typeof schema['x-ref'] === 'string') {
      const arb = byXref(schema['x-ref']);
      if (arb) return arb;
    }
    if (typeof schema.$ref === 'string') {
      const target = resolveRef(schema.$ref, node.file, files);
      const key = `${target.file}#${schema.$ref.split('#')[1] ?? ''}@${depth}`;
      if (key.includes('definitions/text@')) return textArbitrary;
      if (key.includes('definitions/blocks@')) return depth <= 0 ? fc.constant([]) : fc.array(blockArbitrary(depth - 1), { maxLength: 3 });
      if (key.includes('definitions/steps@')) return depth <= 0 ? fc.constant([]) : fc.array(stepArbitrary(depth - 1), { maxLength: 2 });
      if (key.includes('definitions/comment@')) return fc.string({ maxLength: 10 });
      let arb = memo.get(key);
      if (!arb) {
        // Built once per schema and depth; nesting ends because blocks and steps lower the depth.
        arb = forNode(target, depth);
        memo.set(key, arb);
      }
      return arb;
    }
    if ('const' in schema) return fc.constant(schema.const);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as Schema[]).map((s) => forNode({ schema: s, file: node.file }, depth)));
    const types = (Array.isArray(schema.type) ? schema.type : [schema.type]) as (string | undefined)[];
    return fc.oneof(...types.map((type) => forType(type, schema, node.file, depth)));
  };

  const forType = (type: string | undefined, schema: Record<string, unknown>, file: string, depth: number): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string': {
        const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
        if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= min && s.length < 40);
        return fc.oneof(fc.string({ unit: 'grapheme', minLength: min, maxLength: 20 }), fc.constantFrom('👍🏽', 'Bayad ₱1,000', 'W'.repeat(3000)));
      }
      case 'integer':
        return fc.integer({ min: typeof schema.exclusiveMinimum === 'number' ? Math.floor(schema.exclusiveMinimum) + 1 : typeof schema.minimum === 'number' ? schema.minimum : -1000, max: typeof schema.maximum === 'number' ? schema.maximum : 100_000 });
      case 'number':
        // A step or an aspect ratio must be above 0 (exclusiveMinimum): without it, a tenth of the screens were thrown away.
        if (typeof schema.exclusiveMinimum === 'number') return fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.exclusiveMinimum, minExcluded: true, max: typeof schema.maximum === 'number' ? schema.maximum : 1e6 });
        return fc.double({ noNaN: true, noDefaultInfinity: true, min: typeof schema.minimum === 'number' ? schema.minimum : -1e6, max: typeof schema.maximum === 'number' ? schema.maximum : 1e6 });
      case 'boolean':
        return fc.boolean();
      case 'array': {
        const items = schema.items as Schema | undefined;
        const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
        const max = Math.max(min, Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 3, 3));
        const arb = items === undefined ? randomData : forNode({ schema: items, file }, depth);
        return schema.uniqueItems ? fc.uniqueArray(arb, { minLength: min, maxLength: max, selector: (v) => JSON.stringify(v) }) : fc.array(arb, { minLength: min, maxLength: max });
      }
      case 'object':
        return forObject(schema, file, depth);
      default:
        return randomData;
    }
  };

  const forObject = (schema: Record<string, unknown>, file: string, depth: number): fc.Arbitrary<unknown> => {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = new Set((schema.required ?? []) as string[]);
    // "Exactly one of these properties" (oneOf of required-only branches): choose a branch, leave out the others'.
    const branches = Array.isArray(schema.oneOf) ? (schema.oneOf as { required?: string[] }[]).map((b) => b.required ?? []) : [];
    const variants = branches.length ? branches : [[]];
    const additional = schema.additionalProperties;
    return fc.oneof(
      ...variants.map((chosen) => {
        const excluded = new Set(branches.flat().filter((k) => !chosen.includes(k)));
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, sub] of Object.entries(properties)) {
          if (excluded.has(key) || key === '$schema' || key === '$comment' || sub === true) continue;
          model[key] = forNode({ schema: sub, file }, depth);
        }
        for (const key of chosen) model[key] ??= forNode({ schema: properties[key] ?? true, file }, depth);
        const requiredKeys = [...required, ...chosen].filter((k) => k in model);
        const record = fc.record(model, { requiredKeys, noNullPrototype: true });
        if (typeof additional !== 'object' || additional === null || Object.keys(properties).length) return record;
        // A map (params, cases, kinds…): a few entries under safe names.
        const names = (schema.propertyNames as { pattern?: string } | undefined)?.pattern ? fc.constantFrom('a', 'b', 'orderId') : fc.constantFrom('a', 'b', '1');
        return fc.dictionary(names, forNode({ schema: additional as Schema, file }, depth), { maxKeys: 2, noNullPrototype: true });
      }),
    );
  };

  const unionMemo = new Map<string, fc.Arbitrary<unknown>>();
  const unionArbitrary = (refs: string[], depth: number, label: string) => {
    const key = `${label}@${depth}`;
    let arb = unionMemo.get(key);
    if (!arb) {
      arb = fc.oneof(...refs.map((ref) => forNode({ schema: { $ref: ref }, file: label }, depth)));
      unionMemo.set(key, arb);
    }
    return arb;
  };
  const blockArbitrary = (depth: number) => unionArbitrary(blockRefs, depth, 'block.json');
  const stepArbitrary = (depth: number) => unionArbitrary(stepRefs, depth, 'action.json');

  const fieldBlocks = fuzzNames.fields.map((name) => ({ type: 'text-field', name, label: name }));
  return fc
    .record(
      {
        title: textArbitrary,
        state: fc.tuple(randomData, randomData).map(([s1, s2]) => ({ s1, s2 })),
        body: fc.array(blockArbitrary(maxDepth), { minLength: 1, maxLength: 4 }),
        footer: fc.array(blockArbitrary(1), { maxLength: 1 }),
        dialogBody: fc.array(blockArbitrary(1), { minLength: 1, maxLength: 2 }),
        action: fc.array(stepArbitrary(1), { maxLength: 2 }),
        openDialogOnLoad: fc.boolean(),
        d: randomData,
        e: randomData,
      },
      { noNullPrototype: true },
    )
    .map(({ title, state, body, footer, dialogBody, action, openDialogOnLoad, d, e }) => ({
      stored: { d, e },
      document: {
        id: fuzzNames.id,
        title,
        routes: [fuzzNames.route],
        endpoints: { [fuzzNames.endpoint]: { method: 'POST', path: '/fuzz/upload', encoding: 'multipart', success: 'str00', reply: 'upload-image' } },
        data: Object.fromEntries(fuzzNames.data.map((name) => [name, { storage: { key: fuzzNames.storageKey(name) } }])),
        state,
        // The sentinel first and the fields last, so field references resolve and a blank page is detectable.
        body: [{ type: 'heading', text: fuzzNames.sentinel }, ...(body as unknown[]), ...fieldBlocks],
        ...((footer as unknown[]).length ? { footer } : {}),
        dialogs: { [fuzzNames.dialog]: { kind: 'modal', label: 'Fuzz dialog', body: dialogBody } },
        actions: { [fuzzNames.action]: action },
        ...(openDialogOnLoad ? { onLoad: [{ type: 'open-dialog', dialog: fuzzNames.dialog }] } : {}),
      },
    }));
}
