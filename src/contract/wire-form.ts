// Node-only, build time: what a request parameter looks like on the wire, read from the expression
// a screen writes for it (`mobile(form.mobile)`, `coalesce(query.problemSonType, '')`) and the form
// field it reads. A backend engineer gets a type, a pattern, an example and whether the parameter
// is always there; the expression stays beside it for whoever edits the screen. Only the forms of
// expression the screens use are read closely; any other is a text, said to be left out when it
// gives nothing, which is what the API client does (src/api/request.ts).
import { getExampleNumber, type Examples, type MetadataJson } from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/mobile/examples';
import metadata from '../generated/phone-metadata.json' with { type: 'json' };
import type { Market } from '../generated/market.ts';
import { assumptionKey } from './assumptions.ts';

type Json = Record<string, unknown>;

export interface WireField {
  schema: Json;
  /** Always sent (a constant, a fallback, a field the form cannot be sent without). */
  required: boolean;
}

export interface WireContext {
  /** The page's form fields by name, as the screen declares them. */
  fields: Record<string, Json>;
  market: Market;
}

const leftOut = 'Left out when it gives nothing (null or absent); an empty text would be sent empty.';
const withoutLeftOut = (description: unknown) => String(description ?? '').replace(/\s*Left out when [^.;]*(;[^.]*)?\./, '').trim();
const quoted = /^'((?:[^'\\]|\\.)*)'$/;

/** A literal as the screen writes it ('register', 3, true), as the text it is sent as; else undefined. */
function literal(expression: string): string | undefined {
  const text = quoted.exec(expression.trim());
  if (text) return text[1]!;
  return /^(-?\d+(\.\d+)?|true|false)$/.test(expression.trim()) ? expression.trim() : undefined;
}

const constant = (value: string, description: string): WireField => ({
  schema: { type: 'string', const: value, examples: [value], description: value === '' ? `${description} Always sent, empty.` : `${description} Always this value.` },
  required: true,
});

const choice = (values: string[], description: string, required = true): WireField => ({
  schema: { type: 'string', enum: [...new Set(values)], examples: [values[0]], description },
  required,
});

/** The market's mobile number as it is sent (config/market.json mobile): its pattern and an example. */
function mobileForm(market: Market): Json {
  const rule = market.mobile;
  if (rule.rule === 'pattern') return { type: 'string', pattern: rule.pattern };
  const example = getExampleNumber(rule.country as never, examples as Examples, metadata as unknown as MetadataJson);
  if (!example) return { type: 'string' };
  if (rule.sendFormat === 'e164') return { type: 'string', pattern: '^\\+\\d{8,15}$', examples: [example.number] };
  const national = example.format('NATIONAL').replace(/\D+/g, '');
  // The national form of the market's mobile numbers: its trunk digits, then digits to the same length.
  return { type: 'string', pattern: `^${national.slice(0, 2)}\\d{${national.length - 2}}$`, examples: [national] };
}

/**
 * CONTRACT "Market values" has a Philippine number sent "in one form the market file names" and
 * SPEC's pattern (1, a digit 3-9, nine digits) is another market's: which form is ours. A market
 * that sends by a pattern of its own sends what is typed, as SPEC does.
 */
function mobileAssumption(market: Market): string | undefined {
  const rule = market.mobile;
  if (rule.rule === 'pattern') return undefined;
  const form = rule.sendFormat === 'e164' ? 'E.164 (+639171234567)' : 'its national digits (09171234567 in the Philippines)';
  return `SPEC gives another market's number pattern and CONTRACT no sending form: the number is sent in ${form}, as config/market.json mobile.sendFormat names, however it was typed.`;
}

/** A form field's value as sent: its options, its length and digits, whether the form can be sent without it. */
function fieldForm(name: string, field: Json | undefined): WireField {
  if (!field) return { schema: { type: 'string', description: `The form's ${name}. ${leftOut}` }, required: false };
  const rules = (typeof field.rules === 'object' && field.rules) || {};
  const required = 'required' in rules || 'default' in field || 'defaultFrom' in field;
  const options = Array.isArray(field.options) ? (field.options as Json[]).map((o) => String(o[typeof field.optionValueKey === 'string' ? field.optionValueKey : 'value'])) : undefined;
  const say = required ? 'The form is not sent without it.' : leftOut;
  if (options) return choice(options, `The form's ${name}: the chosen option's value (${field.type}). ${say}`, required);
  if (field.type === 'star-rating') return choice(['1', '2', '3', '4', '5'], `The form's ${name}: the stars chosen, 1 to 5. ${say}`, required);
  if (field.type === 'image-upload') return { schema: { type: 'string', description: `The form's ${name}: the uploaded photos' addresses.` }, required: false };
  const length = (key: string) => {
    const rule = (rules as Json)[key];
    return typeof rule === 'number' ? rule : typeof rule === 'object' && rule !== null && typeof (rule as Json).value === 'number' ? ((rule as Json).value as number) : undefined;
  };
  const [min, max] = [length('minLength'), length('maxLength')];
  const digits = field.format === 'digits';
  const schema: Json = { type: 'string', ...(digits && { pattern: '^\\d*$' }), ...(min !== undefined && { minLength: min }), ...(max !== undefined && { maxLength: max }) };
  if (digits) schema.examples = ['123456789012'.slice(0, max ?? 6)];
  schema.description = `The form's ${name}, as typed${digits ? ' (digits only)' : ''}. ${say}`;
  return { schema, required };
}

/** Parameters that carry money: SPEC point 9, amounts are in centavos (the money helper divides by 100). */
const amountNames = new Set(['amount', 'halaga']);

function readForm(name: string, expression: string, context: WireContext): WireField {
  const text = expression.trim();
  const fixed = literal(text);
  if (fixed !== undefined) return constant(fixed, 'Fixed by the screen.');
  const market = /^market\.(\w+)$/.exec(text);
  if (market) return constant(String((context.market as unknown as Json)[market[1]!]), `config/market.json ${market[1]}.`);
  const either = /\?\s*('[^']*'|[\w.-]+)\s*:\s*('[^']*'|[\w.-]+)$/.exec(text);
  if (either && literal(either[1]!) !== undefined && literal(either[2]!) !== undefined) return choice([literal(either[1]!)!, literal(either[2]!)!], 'One of these, by the page (e.g. the phone\'s system).');
  const lookup = /^lookup\(.+?,\s*\[(.*)\],\s*([^,]+)\)$/.exec(text);
  if (lookup) {
    const results = [...lookup[1]!.matchAll(/\[\s*[^,\]]+,\s*([^\]]+?)\s*\]/g)].map((m) => literal(m[1]!) ?? m[1]!);
    return choice([...results, literal(lookup[2]!) ?? lookup[2]!], 'One of these, chosen by what the borrower picked.');
  }
  const fallback = /^coalesce\((.+),\s*''\)$/.exec(text);
  if (fallback) {
    const inner = readForm(name, fallback[1]!, context);
    return { schema: { ...inner.schema, description: `${withoutLeftOut(inner.schema.description)} Sent empty ("") when it has none: always sent.` }, required: true };
  }
  const first = /^coalesce\((.+)\)$/.exec(text);
  if (first) {
    const inner = first[1]!.split(/,\s*/).map((part) => readForm(name, part, context));
    return { schema: { type: 'string', description: `The first of these that has a value: ${inner.map((f) => withoutLeftOut(f.schema.description)).join(' Else: ')} ${leftOut}` }, required: inner.some((f) => f.required) };
  }
  const joined = /^join\(form\.(\w+),\s*'(.)'\)$/.exec(text);
  if (joined) {
    const separator = joined[2]!;
    return {
      schema: {
        type: 'string',
        examples: [`https://cdn.example.ph/p/1.jpg${separator}https://cdn.example.ph/p/2.jpg`],
        description: `The form's ${joined[1]}: each uploaded photo's address (the upload reply's data.url, exactly as received) joined with "${separator}", in the order chosen; sent empty ("") when there is none. Nothing is escaped: an address must hold no "${separator}" (a server giving one percent-encodes it as %${separator.charCodeAt(0).toString(16).toUpperCase()}), as a reply reading the list back splits on "${separator}" too.`,
      },
      required: true,
    };
  }
  const mobile = /^mobile\(form\.(\w+)\)$/.exec(text);
  if (mobile) {
    // mobile() gives "" for a number that is not one, never nothing: the parameter is always there.
    const form = mobileForm(context.market);
    const pattern = typeof form.pattern === 'string' ? { pattern: `^(?:${form.pattern.replace(/^\^|\$$/g, '')})?$` } : {};
    const assumed = mobileAssumption(context.market);
    return { schema: { ...form, ...pattern, description: `The form's ${mobile[1]}, a mobile number in the one form config/market.json mobile sends: however typed (0917 123 4567, +63 917 123 4567), it goes as digits. Sent empty ("") while what is typed is not a mobile number (a form whose field requires one is not sent then).`, ...(assumed && { [assumptionKey]: assumed }) }, required: true };
  }
  const form = /^form\.(\w+)$/.exec(text);
  if (form) return fieldForm(form[1]!, context.fields[form[1]!]);
  const query = /^query\.(\w+)$/.exec(text);
  const money = amountNames.has(name) ? ' An amount in centavos (₱5,000.00 is 500000), a number as text, sent exactly as it was received.' : '';
  const pattern = money ? { pattern: '^\\s*[-+]?(\\d+(\\.\\d*)?|\\.\\d+)\\s*$', examples: ['500000'] } : {};
  if (query) return { schema: { type: 'string', ...pattern, description: `The page address's ${query[1]} (as the app or the link opened the page).${money} Left out when the address has none.` }, required: false };
  if (/^(data|item|reply)\./.test(text)) return { schema: { type: 'string', ...pattern, description: `A value a reply gave, sent back exactly as received.${money} ${leftOut}` }, required: false };
  if (/^(state|param)\./.test(text)) return { schema: { type: 'string', ...pattern, description: `A value the page keeps (one a reply gave, sent back exactly as received, or the page's own, such as a time stamp).${money} ${leftOut}` }, required: false };
  return { schema: { type: 'string', description: `Worked out by the page. ${leftOut}` }, required: false };
}

/** The wire form of a parameter, from each screen's expression for it: one form, or each screen's. */
export function wireField(name: string, written: { screen: string; expression: string; context: WireContext }[]): WireField {
  const forms = written.map((w) => readForm(name, w.expression, w.context));
  const said = `Written as ${written.map((w) => `\`${w.expression.replace(/`/g, "'")}\` (${w.screen})`).filter((s, i, all) => all.indexOf(s) === i).join('; ')}.`;
  const required = forms.every((f) => f.required);
  const values = forms.flatMap((f) => (Array.isArray(f.schema.enum) ? (f.schema.enum as string[]) : 'const' in f.schema ? [f.schema.const as string] : []));
  const distinct = [...new Map(forms.map((f) => [JSON.stringify(f.schema), f.schema])).values()];
  const allChoices = forms.every((f) => Array.isArray(f.schema.enum) || 'const' in f.schema);
  const schema = distinct.length === 1 ? distinct[0]! : allChoices ? { type: 'string', enum: [...new Set(values)], examples: [values[0]], description: 'Each screen sends its own value.' } : { anyOf: distinct, description: 'As each screen sends it.' };
  return { schema: { ...schema, description: `${String(schema.description ?? '')} ${said}`.trim() }, required };
}
