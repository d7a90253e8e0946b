// Node-only: the numbers of a reply that a JavaScript client cannot hold as the server wrote them.
// JSON.parse turns 9007199254740993 into 9007199254740992: an id sent back that way names another
// complaint, an amount another sum. CONTRACT asks servers to send ids and amounts as strings; the
// probe names each number that breaks it, by the reply's own text (JSON.parse's reviver gets the
// source of each number in Node 24: context.source).
import { escapePointerToken } from '../lib/problem.ts';

export interface UnsafeNumber {
  /** JSON pointer into the reply. */
  pointer: string;
  /** The number as the server wrote it. */
  source: string;
  /** What JSON.parse makes of it. */
  parsed: number;
}

// A double holds every integer up to 2^53 and about 15 significant decimal digits; a fraction
// written with more digits is not the number the server meant once parsed.
const safeDigits = 15;

function roundTrips(source: string, parsed: number): boolean {
  if (/^-?\d+$/.test(source)) return Number.isSafeInteger(parsed) || BigInt(source) === BigInt(parsed);
  const digits = source.replace(/[eE].*$/, '').replace(/^-/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  return digits.length <= safeDigits;
}

/** Marks a number that does not round-trip, so that its place can be found after the parse. */
class Lost {
  constructor(
    readonly source: string,
    readonly parsed: number,
  ) {}
}

/** Every number of a JSON text that JSON.parse cannot give back as written, with its pointer; none for a text that is not JSON. */
export function unsafeNumbers(text: string): UnsafeNumber[] {
  let tree: unknown;
  try {
    // The reviver sees each value with its source text but not its place; a marker left in the
    // tree is found with its place by the walk below.
    tree = JSON.parse(text, (_key, value: unknown, context?: { source?: string }) =>
      typeof value === 'number' && context?.source !== undefined && !roundTrips(context.source, value) ? new Lost(context.source, value) : value,
    );
  } catch {
    return [];
  }
  const found: UnsafeNumber[] = [];
  const walk = (node: unknown, pointer: string) => {
    if (node instanceof Lost) found.push({ pointer, source: node.source, parsed: node.parsed });
    else if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${pointer}/${i}`));
    else if (typeof node === 'object' && node !== null) for (const [key, child] of Object.entries(node)) walk(child, `${pointer}/${escapePointerToken(key)}`);
  };
  walk(tree, '');
  return found;
}

/** The probe's warning for one such number. */
export const unsafeNumberWarning = (n: UnsafeNumber): string =>
  `#${n.pointer}: the number ${n.source} cannot round-trip through JSON.parse (it reads ${n.parsed}): send ids and amounts as strings (CONTRACT)`;
