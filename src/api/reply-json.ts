// A reply's JSON, read so that what the page sends back is what the server wrote (CONTRACT "API",
// issue 60): a JSON number a double cannot hold (an id 9007199254740993 reads as ...992, another
// borrower's complaint) is kept as its own text, which every reply schema accepts where it accepts
// a number for an id or an amount (schemas/replies/common/values.json id, numberish) and which
// the money helper formats exactly (src/lib/money.ts). Every other number stays a number.

/** JSON.parse's third reviver argument (the TC39 "JSON.parse source text access" proposal). */
interface ReviverContext {
  source?: string;
}

const jsonNumber = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** The decimal value a number's text names, in one spelling ("1.50" and "15e-1" alike); undefined for anything else (Infinity). */
function decimalOf(text: string): string | undefined {
  const parts = jsonNumber.exec(text);
  if (!parts) return undefined;
  const [, sign, whole, fraction = '', exponent = '0'] = parts;
  let digits = `${whole}${fraction}`.replace(/^0+/, '');
  if (digits === '') return '0';
  let power = Number(exponent) - fraction.length;
  const trailing = /0+$/.exec(digits)?.[0].length ?? 0;
  digits = digits.slice(0, digits.length - trailing);
  power += trailing;
  return `${sign}${digits}e${power}`;
}

/**
 * Whether the number read is the one written: an integer beyond 2^53 is not, even when it happens
 * to be a double (2^53 itself), since its neighbours are not and an id is compared by its text; nor is
 * one whose value the page would write back differently (more digits than a double keeps, or
 * beyond its range). "1.0" and "1e3" are: the page sends 1 and 1000, the same values.
 */
export function readsExactly(value: number, source: string): boolean {
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) return false;
  return decimalOf(source) !== undefined && decimalOf(source) === decimalOf(String(value));
}

function keepSource(_key: string, value: unknown, context?: ReviverContext): unknown {
  if (typeof value !== 'number' || typeof context?.source !== 'string') return value;
  return readsExactly(value, context.source) ? value : context.source;
}

// A number a double may not hold has 16 or more digits (a run of digits and points, as JSON writes
// it) or an exponent; a reply without one is read without the reviver, which costs a call per value.
const mayNotFit = /[\d.]{16}|\d[eE]/;

/**
 * The reply's text as JSON, with each number a double cannot hold kept as its source text. Where the
 * engine gives a reviver no source text (Chrome before 114, Node 20 without a flag), the reviver
 * gets no context and every number is read as JSON.parse reads it: today's behaviour, the value
 * possibly rounded. Throws as JSON.parse does on text that is not JSON.
 */
export function parseReply(text: string): unknown {
  return mayNotFit.test(text) ? JSON.parse(text, keepSource) : JSON.parse(text);
}
