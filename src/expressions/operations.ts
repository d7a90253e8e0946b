import dayjs from 'dayjs';
import market from '../../config/market.json' with { type: 'json' };
import type { Market } from '../generated/market';
import { formatMoney } from '../lib/money';
import { normaliseMobile } from '../lib/mobile-numbers';
import { countGraphemes } from '../lib/graphemes';
import { readNumber, roundTo, type RoundingMode } from '../lib/rounding';

/**
 * The json-logic operations the runtime evaluates (screens write them as the expression strings of
 * src/authoring/expression-parser.ts). Built-ins are json-logic's own; `method` and
 * `log` are left out on purpose (method calls any function of any value).
 */
export const builtinOperations = [
  'var', 'missing', 'missing_some', 'if', '?:', '==', '===', '!=', '!==', '!', '!!', 'or', 'and',
  '>', '>=', '<', '<=', 'max', 'min', '+', '-', '*', '/', '%', 'map', 'filter', 'reduce', 'all',
  'none', 'some', 'merge', 'in', 'cat', 'substr',
] as const;

/** Operations whose second argument is evaluated per element, with the element as its scope. */
export const elementScopedOperations = new Set(['map', 'filter', 'reduce', 'all', 'none', 'some']);

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function toDate(value: unknown): dayjs.Dayjs | null {
  if (isBlank(value)) return null;
  // Servers send seconds, milliseconds or date strings; seconds are the only numbers below 1e11.
  const input = typeof value === 'number' && value < 1e11 ? value * 1000 : (value as string | number);
  const date = dayjs(input);
  return date.isValid() ? date : null;
}

/** round and floor: digits blank means 0; anything else not a whole number gives null, as a blank value does. */
function roundOperation(value: unknown, digits: unknown, mode: RoundingMode): number | null {
  const x = readNumber(value);
  const places = isBlank(digits) ? 0 : readNumber(digits);
  if (x === null || places === null || !Number.isInteger(places)) return null;
  return roundTo(x, places, mode);
}

/** Custom operations: name → implementation, how many arguments it takes (checked by the validator) and the one-line description the reference shows. */
export const customOperations = {
  money: {
    arity: { min: 1, max: 2 },
    description: 'Money per market.json currency: money(500000) → "₱5,000.00"; money(amount, \'alt\') uses the alternative sign, money(amount, \'none\') no sign. A string that is not a number (server display text such as "₱5,150.00") is shown as written; null or "" gives "".',
    fn: (amount: unknown, sign?: unknown) => {
      const base = market.currency;
      const chosen = sign === 'alt' ? base.altSign : sign === 'none' ? '' : base.sign;
      return formatMoney(amount, { ...base, sign: chosen });
    },
  },
  mobile: {
    arity: { min: 1, max: 1 },
    description: 'A mobile number in the one form config/market.json mobile sends (national: "0917 123 4567", "+63 917 123 4567" and "917 123 4567" all give "09171234567"); "" when it is not a mobile number by the market rule: mobile(form.mobile).',
    fn: (value: unknown) => normaliseMobile(value, (market as Market).mobile) ?? '',
  },
  date: {
    arity: { min: 1, max: 2 },
    description: 'Formats a date (seconds, milliseconds or a date string) with dayjs: date(data.delay.repayDate, \'MMM D, YYYY\'). Blank or invalid input gives "".',
    fn: (value: unknown, format?: unknown) => toDate(value)?.format(typeof format === 'string' ? format : 'YYYY-MM-DD') ?? '',
  },
  graphemes: {
    arity: { min: 1, max: 1 },
    description: 'Number of characters as a person counts them (an emoji or a line break is one): graphemes(form.detail).',
    fn: (text: unknown) => countGraphemes(typeof text === 'string' ? text : isBlank(text) ? '' : String(text)),
  },
  count: {
    arity: { min: 1, max: 1 },
    description: 'Length of a list (0 when not a list): count(data.detail.repayList).',
    fn: (list: unknown) => (Array.isArray(list) ? list.length : 0),
  },
  coalesce: {
    arity: { min: 1 },
    description: 'The first argument that is not null, missing or "": coalesce(query.orderId, state.orderId, \'\').',
    fn: (...values: unknown[]) => values.find((v) => !isBlank(v)) ?? null,
  },
  lookup: {
    arity: { min: 2, max: 3 },
    description: 'Maps a value through a list of [key, result] pairs (keys compared as strings), with a fallback: lookup(data.order.orderStatus, [[\'21\', \'Under review\'], [\'110\', \'Paid out\']], \'Other\').',
    fn: (value: unknown, pairs: unknown, fallback?: unknown) => {
      if (Array.isArray(pairs)) {
        for (const pair of pairs) {
          if (Array.isArray(pair) && String(pair[0]) === String(value)) return pair[1];
        }
      }
      return fallback ?? null;
    },
  },
  join: {
    arity: { min: 1, max: 2 },
    description: 'Joins a list with a separator: join(form.types, \', \'); a missing list gives "".',
    fn: (list: unknown, separator?: unknown) => (Array.isArray(list) ? list.join(typeof separator === 'string' ? separator : ',') : ''),
  },
  str: {
    arity: { min: 1, max: 1 },
    description: 'The value as text ("" for null or missing): str(data.order.orderStatus).',
    fn: (value: unknown) => (isBlank(value) ? '' : String(value)),
  },
  num: {
    arity: { min: 1, max: 1 },
    description: 'The value as a number (null when it is not one): num(query.amount).',
    fn: (value: unknown) => {
      const n = typeof value === 'number' ? value : Number(value);
      return isBlank(value) || !Number.isFinite(n) ? null : n;
    },
  },
  round: {
    arity: { min: 1, max: 2 },
    description: 'Rounds a number or numeric text to digits decimals (default 0; negative: tens, hundreds…), a half away from zero as money is rounded by hand, with no binary error: round(1.005, 2) → 1.01, round(-2.5) → -3, round(form.amount / 100) → whole pesos of centavos. Null, "", text that is not a number, or digits that are not a whole number give null.',
    fn: (value: unknown, digits?: unknown) => roundOperation(value, digits, 'round'),
  },
  floor: {
    arity: { min: 1, max: 2 },
    description: 'Rounds down (towards minus infinity) to digits decimals (default 0; negative: tens, hundreds…), with no binary error: floor(5678.999, 2) → 5678.99, floor(4.35 * 100) → 435, floor(1299, -2) → 1200. Null, "", text that is not a number, or digits that are not a whole number give null.',
    fn: (value: unknown, digits?: unknown) => roundOperation(value, digits, 'floor'),
  },
  entries: {
    arity: { min: 1, max: 1 },
    description: 'The entries of a map as a list, so repeat can walk it: entries(data.info.payNotice) gives [{"key": …, "value": …}, …]; not a map → [].',
    fn: (map: unknown) =>
      typeof map === 'object' && map !== null && !Array.isArray(map) ? Object.entries(map).map(([key, value]) => ({ key, value })) : [],
  },
  decode_uri: {
    arity: { min: 1, max: 1 },
    description: 'Decodes URL-encoded text once: decode_uri(\'%2Fqr%2F1.svg\') → "/qr/1.svg"; text that is not validly encoded comes back unchanged, null gives "".',
    fn: (text: unknown) => {
      const value = isBlank(text) ? '' : String(text);
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    },
  },
  now: {
    arity: { min: 0, max: 0 },
    description: 'The current time in milliseconds since 1970 (e.g. a cache-busting timestamp): now().',
    fn: () => Date.now(),
  },
  api_url: {
    arity: { min: 1 },
    description: 'An address on the API for things that are not calls (a captcha image): market apiOrigin + apiBase + path ({provider} replaced) + the name/value pairs as an encoded query; null or "" values are left out: api_url(\'/api/v2/{provider}/promotion/get-captcha\', \'sid\', state.sid) → "/stations/api/v2/kaagapay/promotion/get-captcha?sid=…".',
    fn: (path: unknown, ...pairs: unknown[]) => {
      const query = new URLSearchParams();
      for (let i = 0; i + 1 < pairs.length; i += 2) {
        const value = pairs[i + 1];
        if (!isBlank(value)) query.append(String(pairs[i]), String(value));
      }
      const search = query.toString();
      const where = `${market.apiOrigin}${market.apiBase}${String(path ?? '').replace(/\{provider\}/g, market.provider)}`;
      return search ? `${where}?${search}` : where;
    },
  },
} satisfies Record<string, { arity: { min: number; max?: number }; description: string; fn: (...args: never[]) => unknown }>;

export type CustomOperationName = keyof typeof customOperations;

export const knownOperations: ReadonlySet<string> = new Set<string>([...builtinOperations, ...Object.keys(customOperations)]);

/** Roots an expression may read with var. */
export const scopeRoots = ['query', 'data', 'state', 'form', 'reply', 'item', 'index', 'parent', 'env', 'market', 'value'] as const;
export type ScopeRoot = (typeof scopeRoots)[number];
