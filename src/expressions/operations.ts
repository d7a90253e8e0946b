import dayjs from 'dayjs';
import market from '../../config/market.json' with { type: 'json' };
import type { Market } from '../generated/market.ts';
import { formatMoney } from '../lib/money.ts';
import { mobileNumbersLoaded, normaliseMobile } from '../lib/mobile-numbers.ts';
import { countGraphemes } from '../lib/graphemes.ts';
import { readNumber, roundTo, type RoundingMode } from '../lib/rounding.ts';
import { compoundRate, monthlyEffectiveRate } from '../lib/effective-rate.ts';
import { capBreaches, extensionRoom } from '../lib/loan-caps.ts';
import { pageRuntimeConfig } from '../lib/runtime-config.ts';
import { addMonths, calendarDay, dayText, namesZone, wallClock } from '../lib/calendar-dates.ts';

/**
 * The json-logic operations the runtime evaluates (screens write them as the expression strings of
 * src/compiler/shared/expression-parser.ts). Built-ins are json-logic's own; `method` and
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
  // An instant (a number, a text with its zone) is read on market.json's wall clock; a text without a
  // zone is the market's local time as the server wrote it, so it is read as written.
  const instant = typeof value === 'number' ? (value < 1e11 ? value * 1000 : value) : typeof value === 'string' && namesZone(value) ? Date.parse(value) : null;
  const date = instant === null ? dayjs(value as string) : dayjs(wallClock(instant, market.timeZone) ?? Number.NaN);
  return date.isValid() ? date : null;
}

/**
 * A reply's list as the list it is: a list as given, a comma-joined text (how SPEC's requests send
 * a list, e.g. the complaint save's problemImage, so a reply may give it back so) as its non-empty
 * trimmed parts, anything else as none.
 */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** add_days and add_months: a blank or unreadable date, or a count that is not a whole number, gives null, as date() of it gives "". */
function shiftDay(value: unknown, count: unknown, shift: (day: number, n: number) => number): string | null {
  const day = calendarDay(value, market.timeZone);
  const n = readNumber(count);
  return day === null || n === null || !Number.isInteger(n) ? null : dayText(shift(day, n));
}

/** round and floor: digits blank means 0; anything else not a whole number gives null, as a blank value does. */
function roundOperation(value: unknown, digits: unknown, mode: RoundingMode): number | null {
  const x = readNumber(value);
  const places = isBlank(digits) ? 0 : readNumber(digits);
  if (x === null || places === null || !Number.isInteger(places)) return null;
  return roundTo(x, places, mode);
}

/**
 * Custom operations: name → implementation. What the validator and the reference need of each (how
 * many arguments, a description) is in operation-docs.ts, kept out of this module, which every
 * page's first script loads.
 */
export const customOperations = {
  money: (amount: unknown, sign?: unknown) => {
    const base = (market as Market).currency;
    // A market without an alternative sign draws its own for 'alt' (CONTRACT.md 'Market values').
    const chosen = sign === 'alt' ? (base.altSign ?? base.sign) : sign === 'none' ? '' : base.sign;
    return formatMoney(amount, { ...base, sign: chosen });
  },
  // Steps read it with the reader in (src/actions/run-steps.ts waits for it); drawn before the
  // borrower's first touch of the page, when the reader is still to come, it is no number yet.
  mobile: (value: unknown) => (mobileNumbersLoaded() ? (normaliseMobile(value, (market as Market).mobile) ?? '') : ''),
  date: (value: unknown, format?: unknown) => toDate(value)?.format(typeof format === 'string' ? format : 'YYYY-MM-DD') ?? '',
  add_days: (value: unknown, days: unknown) => shiftDay(value, days, (day, n) => day + n),
  add_months: (value: unknown, months: unknown) => shiftDay(value, months, addMonths),
  days_between: (from: unknown, to: unknown) => {
    const [a, b] = [calendarDay(from, market.timeZone), calendarDay(to, market.timeZone)];
    return a === null || b === null ? null : b - a;
  },
  graphemes: (text: unknown) => countGraphemes(typeof text === 'string' ? text : isBlank(text) ? '' : String(text)),
  // A name a server sends as spaces says nothing, as an absent one (issue 61: the statement's borrower).
  trim: (text: unknown) => (typeof text === 'string' ? text.trim() : typeof text === 'number' ? String(text) : ''),
  count: (list: unknown) => (Array.isArray(list) ? list.length : 0),
  list: (value: unknown) => listOf(value),
  having: (list: unknown, ...keys: unknown[]) => {
    if (!Array.isArray(list)) return [];
    // A value of spaces alone says nothing, as an absent one: an ad naming its lender with blanks names none.
    const said = (value: unknown) => !isBlank(value) && !(typeof value === 'string' && value.trim() === '');
    return list.filter((entry) => typeof entry === 'object' && entry !== null && keys.every((key) => said((entry as Record<string, unknown>)[String(key)])));
  },
  // The last argument is the fallback, blank or not: coalesce(query.problemSonType, '') gives '' (a
  // field sent empty, as the contract says of it), not null (a field left out). Issue 60.
  coalesce: (...values: unknown[]) => values.find((v, i) => i === values.length - 1 || !isBlank(v)) ?? null,
  lookup: (value: unknown, pairs: unknown, fallback?: unknown) => {
    if (Array.isArray(pairs)) {
      for (const pair of pairs) {
        if (Array.isArray(pair) && String(pair[0]) === String(value)) return pair[1];
      }
    }
    return fallback ?? null;
  },
  join: (list: unknown, separator?: unknown) => (Array.isArray(list) ? list.join(typeof separator === 'string' ? separator : ',') : ''),
  str: (value: unknown) => (isBlank(value) ? '' : String(value)),
  num: (value: unknown) => {
    const n = typeof value === 'number' ? value : Number(value);
    return isBlank(value) || !Number.isFinite(n) ? null : n;
  },
  round: (value: unknown, digits?: unknown) => roundOperation(value, digits, 'round'),
  floor: (value: unknown, digits?: unknown) => roundOperation(value, digits, 'floor'),
  fixed: (value: unknown, digits?: unknown) => {
    const rounded = roundOperation(value, digits, 'round');
    return rounded === null ? '' : rounded.toFixed(Math.max(0, readNumber(digits) ?? 0));
  },
  sum: (list: unknown, key?: unknown) => {
    if (!Array.isArray(list)) return null;
    let total = 0;
    for (const entry of list) {
      // A part that is not a number leaves no total: a total short of one charge would mislead.
      const n = readNumber(isBlank(key) ? entry : (entry as Record<string, unknown> | null)?.[String(key)]);
      if (n === null) return null;
      total += n;
    }
    return total;
  },
  effective_rate: (netProceeds: unknown, schedule: unknown, daysKey?: unknown, amountKey?: unknown) => monthlyEffectiveRate(netProceeds, schedule, (market as Market).loanCharges.daysPerMonth, daysKey, amountKey),
  compound: (rate: unknown, periods: unknown) => compoundRate(rate, periods),
  cap_breaches: (principal: unknown, termDays: unknown, interest: unknown, fees: unknown, netProceeds: unknown, schedule: unknown, penaltyRate: unknown, defaultCharges: unknown, extensionFee: unknown, daysKey?: unknown, amountKey?: unknown) => {
    const { caps, daysPerMonth } = (market as Market).loanCharges;
    return capBreaches({ principal, termDays, interest, fees, netProceeds, schedule, penaltyRate, defaultCharges, extensionFee, daysKey, amountKey }, { caps, daysPerMonth, timeZone: market.timeZone }, Date.now());
  },
  extension_room: (principal: unknown, termDays: unknown, costSoFar: unknown, extensionFee: unknown, extensionsTaken: unknown, amountKey?: unknown) => {
    const { caps, daysPerMonth, extensions } = (market as Market).loanCharges;
    return extensionRoom({ principal, termDays, costSoFar, extensionFee, extensionsTaken, amountKey }, { caps, daysPerMonth, timeZone: market.timeZone, maxExtensions: extensions.maxCount }, Date.now());
  },
  entries: (map: unknown) =>
    typeof map === 'object' && map !== null && !Array.isArray(map) ? Object.entries(map).map(([key, value]) => ({ key, value })) : [],
  decode_uri: (text: unknown) => {
    const value = isBlank(text) ? '' : String(text);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  },
  now: () => Date.now(),
  api_url: (path: unknown, ...pairs: unknown[]) => {
    const query = new URLSearchParams();
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      const value = pairs[i + 1];
      if (!isBlank(value)) query.append(String(pairs[i]), String(value));
    }
    const search = query.toString();
    const where = `${pageRuntimeConfig(market).apiOrigin}${market.apiBase}${String(path ?? '').replace(/\{provider\}/g, market.provider)}`;
    return search ? `${where}?${search}` : where;
  },
} satisfies Record<string, (...args: never[]) => unknown>;

export type CustomOperationName = keyof typeof customOperations;

export const knownOperations: ReadonlySet<string> = new Set<string>([...builtinOperations, ...Object.keys(customOperations)]);

/** Roots an expression may read with var. */
export const scopeRoots = ['query', 'data', 'state', 'form', 'reply', 'item', 'index', 'parent', 'env', 'market', 'value'] as const;
export type ScopeRoot = (typeof scopeRoots)[number];
