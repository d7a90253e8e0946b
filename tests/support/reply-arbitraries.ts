import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';

/**
 * fast-check arbitraries for whole server replies, built from the reply schemas
 * (schemas/replies/*.json), so a new schema or field is generated without touching this file.
 * Every reply is one the schema accepts, in the shapes CONTRACT "API" tells the app to read
 * alike: numbers or numeric strings, 1 or "1", optional fields absent, lists empty or not lists at
 * all, long texts, ids too large for a double sent as strings. The shared value rules of
 * schemas/replies/common/values.json are recognised by name, because their names carry what the
 * schema alone cannot (an id, an amount, a flag) and so which odd-but-valid values to try.
 */

type Schema = Record<string, unknown>;
export type SuccessRule = 'int0' | 'str00';

export interface ReplyOptions {
  /** The endpoint's success rule: which success codes to send (int0: 0, "0", "00"; str00: "00"). */
  success: SuccessRule;
  /**
   * The fields the screens read through date(), as paths in the reply ("data.repayDate",
   * "data.disclosure.schedule[].date": [] for a list's items): these also get dates as servers
   * send them (ISO text, a day, epoch milliseconds), which the page must format. Other texts never
   * hold an ISO date: a server's display text is shown as written.
   */
  datePaths?: ReadonlySet<string>;
}

const root = join(import.meta.dirname, '../..');
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Schema;
const common = readJson('schemas/replies/common/values.json');

/** What the invariants look for in the page; generated text never holds it, so a hit is the page's own. */
export const shownDefect = /\bundefined\b|\bNaN\b|\bnull\b|\[object Object\]|\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const safeText = (s: string) => !shownDefect.test(s);

/** Texts a borrower's reply may hold: Filipino and English words, odd characters, empty and very long. */
export const textArbitrary: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('Kaagapay Cash', 'Maria Santos', 'BDO Unibank', '7-Eleven', 'Bayad na', 'Para sa iyo', 'Hulyo 10, 2026', '₱5,150.00', 'Ñino Peña', 'Processing') },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }).filter(safeText) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '👨‍👩‍👧‍👦🇵🇭', '<b>bold</b> & "quotes"', '0', '-1', '1e3') },
  // A long text: the screen must wrap or cut it, not fail.
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 10 }).map((n) => `Mahabang paliwanag tungkol sa bayad (${n * 40} na ulit). `.repeat(n * 40).trim()) },
);

/** An amount in centavos, as a number or as the numeric text CONTRACT says to read alike. */
export const numberishArbitrary: fc.Arbitrary<number | string> = fc.oneof(
  fc.integer({ min: 0, max: 100_000_000 }),
  fc.integer({ min: 0, max: 100_000_000 }).map((n) => String(n)),
  fc.integer({ min: 0, max: 10_000_000 }).map((n) => `${n}.00`),
  fc.integer({ min: 0, max: 10_000_000 }).map((n) => ` ${n} `),
  // Centavos with a fraction, as a careless server divides: 1234.5.
  fc.integer({ min: 0, max: 100_000_000 }).map((n) => n / 100),
);

/** A flag: 1 and "1" alike, and the other truthy or falsy forms a server sends. */
export const flagArbitrary = fc.constantFrom<unknown>(0, 1, '0', '1', true, false, null);

/** An id: small numbers, their text, and ids past 2^53 only as text (a JSON number that large is already altered by JSON.parse). */
export const idArbitrary: fc.Arbitrary<number | string> = fc.oneof(
  fc.integer({ min: 1, max: 1_000_000 }),
  fc.integer({ min: 1, max: 1_000_000 }).map(String),
  fc.constantFrom('9007199254740993', '12345678901234567890', 'KP2026071000174'),
);

const isoDay = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true });
/** A date in the forms servers send one: ISO with a time, a day, epoch milliseconds (number or text). */
export const dateArbitrary: fc.Arbitrary<string | number> = fc.oneof(
  isoDay.map((d) => d.toISOString().replace(/\.\d{3}Z$/, 'Z')),
  isoDay.map((d) => d.toISOString().slice(0, 10)),
  isoDay.map((d) => `${d.toISOString().slice(0, 10)} 09:30:00`),
  isoDay.map((d) => d.getTime()),
  isoDay.map((d) => String(d.getTime())),
);

const urlArbitrary = fc.constantFrom('https://kaagapay.ph/assets/logo.png', 'https://kaagapay.ph/agreement/1', '/loanDetails?productId=1&orderId=10174', '');

const displayText = (dateLike: boolean): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 5, arbitrary: textArbitrary },
    { weight: 2, arbitrary: numberishArbitrary },
    { weight: 1, arbitrary: fc.constant(null) },
    ...(dateLike ? [{ weight: 6, arbitrary: dateArbitrary as fc.Arbitrary<unknown> }] : []),
  );

/** Anything: for a schema that says nothing (a field only described). */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(fc.constant(null), fc.constant({}), textArbitrary, fc.integer(), fc.boolean());

export function replyArbitrary(name: string, options: ReplyOptions): fc.Arbitrary<unknown> {
  const schema = readJson(`schemas/replies/${name}.json`);
  const datePaths = options.datePaths ?? new Set<string>();

  const named = (definition: string, path: string): fc.Arbitrary<unknown> | undefined => {
    switch (definition) {
      case 'int0Success':
        return fc.constantFrom(0, '0', '00');
      case 'str00Success':
        return fc.constant('00');
      case 'eitherSuccess':
        return options.success === 'int0' ? fc.constantFrom(0, '0', '00') : fc.constant('00');
      case 'numberish':
        return numberishArbitrary;
      case 'optionalNumberish':
        return fc.oneof(numberishArbitrary, fc.constant(null));
      case 'flag':
        return flagArbitrary;
      case 'id':
        return idArbitrary;
      case 'optionalId':
        return fc.oneof(idArbitrary, fc.constant(null));
      case 'displayText':
        return displayText(datePaths.has(path));
      case 'url':
        return fc.oneof(urlArbitrary, fc.constant(null));
      case 'link':
        return urlArbitrary.filter((u) => u !== '');
      default:
        return undefined;
    }
  };

  // `path` is where the value sits in the reply: it says whether a text is a date.
  const forSchema = (node: unknown, path: string, within: Schema): fc.Arbitrary<unknown> => {
    if (node === true || node === undefined) return anyJson;
    if (node === false) throw new Error(`schemas/replies/${name}.json: a "false" schema allows no value`);
    const s = node as Schema;
    if (typeof s.$ref === 'string') {
      const [file, pointer = ''] = s.$ref.split('#');
      const definition = /^\/definitions\/([^/]+)$/.exec(pointer)?.[1];
      if (file === 'common/values.json' && definition) {
        const special = named(definition, path);
        if (special) return special;
      }
      const document = file ? (file === 'common/values.json' ? common : readJson(join('schemas/replies', file))) : within;
      const target = pointer.split('/').filter(Boolean).reduce<unknown>((at, part) => (at as Schema)[part], document);
      return forSchema(target, path, document);
    }
    if ('const' in s) return fc.constant(s.const);
    if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
    const branches = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
    // "A list, or anything else that shows no rows": the list more often, as servers mostly send one.
    if (branches) return fc.oneof(...branches.map((b, i) => ({ weight: isList(b) && i === 0 ? 3 : 1, arbitrary: forSchema({ ...withoutUnion(s), ...(b as Schema) }, path, within) })));
    const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
    if (types.length > 1) return fc.oneof(...types.map((type) => forSchema({ ...s, type }, path, within)));
    switch (types[0]) {
      case 'object':
        return forObject(s, path, within);
      case 'array': {
        const min = typeof s.minItems === 'number' ? s.minItems : 0;
        const max = Math.max(min, typeof s.maxItems === 'number' ? Math.min(s.maxItems, 4) : 4);
        return fc.array(forSchema(s.items, `${path}[]`, within), { minLength: min, maxLength: max });
      }
      case 'string':
        return typeof s.pattern === 'string' ? fc.stringMatching(new RegExp(s.pattern)).filter(safeText) : textArbitrary;
      case 'number':
        return fc.oneof(fc.integer({ min: -1000, max: 100_000_000 }), fc.integer({ min: -1000, max: 100_000_000 }).map((n) => n / 100));
      case 'integer':
        return fc.integer({ min: typeof s.minimum === 'number' ? s.minimum : -1000, max: typeof s.maximum === 'number' ? s.maximum : 100_000_000 });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        // No type: "anything" (a field only described), or an object given by its properties.
        return s.properties ? forObject(s, path, within) : anyJson;
    }
  };

  const forObject = (s: Schema, path: string, within: Schema): fc.Arbitrary<unknown> => {
    const properties = (s.properties ?? {}) as Record<string, unknown>;
    const model = Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, forSchema(sub, path ? `${path}.${key}` : key, within)]));
    const required = (s.required ?? []) as string[];
    for (const key of required) model[key] ??= anyJson;
    // Optional fields present or absent, each on its own.
    return fc.record(model, { requiredKeys: required, noNullPrototype: true });
  };

  const envelope = forSchema(schema, '', schema);
  // The reply's own code is the endpoint's success code, whatever the schema shares with other endpoints.
  const code = named(options.success === 'int0' ? 'int0Success' : 'str00Success', 'code')!;
  return fc.tuple(envelope, code).map(([reply, success]) => (isObject(reply) ? { ...reply, code: success } : reply));
}

function isList(schema: unknown): boolean {
  return isObject(schema) && schema.type === 'array';
}

function withoutUnion(s: Schema): Schema {
  const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = s;
  return rest;
}

function isObject(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
