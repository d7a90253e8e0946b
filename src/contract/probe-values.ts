// Node-only: the values a probe call sends that its fixture cannot write down. A value from an
// earlier reply ({ $reply, pointer }) ties calls into flows; a given value ({ $given }) is what the
// one running the probe knows and the fixture cannot (a staging captcha, an SMS code), or what must
// be new each run so that writes can be repeated on the same data (a phone not yet registered).
import { randomInt } from 'node:crypto';
import { valueAt } from '../lib/problem';
import type { FromReply, GivenValue } from './fixtures';

export const isFromReply = (value: unknown): value is FromReply =>
  typeof value === 'object' && value !== null && typeof (value as FromReply).$reply === 'string' && typeof (value as FromReply).pointer === 'string';

export const isGiven = (value: unknown): value is GivenValue => typeof value === 'object' && value !== null && typeof (value as GivenValue).$given === 'string';

/** The earlier replies a parameter list sends on, including those a given value's stand-in source needs. */
export function repliesNeeded(params: Record<string, unknown>): string[] {
  const sources = Object.values(params).flatMap((value) => (isGiven(value) && value.standIn ? Object.values(value.standIn.query) : [value]));
  return [...new Set(sources.filter(isFromReply).map((v) => v.$reply))];
}

/** What a run knows of its given values; one per run, so the calls of a flow send the same phone and captcha. */
export interface RunValues {
  /** Given by whoever runs the probe (--given name=value, --given-file). */
  given: Record<string, string>;
  /** Marks this run's fresh texts. */
  runId: string;
  /** Asks the stand-in for a value it tells (a GET's reply header); undefined from a server that does not. */
  askStandIn: (source: NonNullable<GivenValue['standIn']>, query: Record<string, unknown>) => Promise<string | undefined>;
  /** Found so far in this run, by name. */
  found: Map<string, string>;
}

export function runValues(given: Record<string, string>, askStandIn: RunValues['askStandIn']): RunValues {
  return { given, runId: Date.now().toString(36), askStandIn, found: new Map() };
}

// 0917 is a Globe prefix every mobile rule of the market accepts; the rest is random, so a fresh
// number is one no earlier run registered.
const freshMobile = () => `0917${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/** A given value that needs no call: the one given to the run, else a fresh one, else the fixture's default (kept for the rest of the run). */
function knownOrMade(value: GivenValue, run: RunValues): string | undefined {
  const name = value.$given;
  const known = run.given[name] ?? run.found.get(name);
  if (known !== undefined) return known;
  const made = value.fresh === 'mobile' ? freshMobile() : value.fresh === 'text' ? `${value.default ?? 'Probe'} (probe run ${run.runId})` : value.default;
  if (made !== undefined) run.found.set(name, made);
  return made;
}

/** A given value, else what the stand-in tells; undefined when neither has it (the call is then not made). */
async function resolveGiven(value: GivenValue, run: RunValues, replies: ReadonlyMap<string, unknown>): Promise<string | undefined> {
  const known = knownOrMade(value, run);
  if (known !== undefined || !value.standIn) return known;
  const query = await resolveFromReplies(value.standIn.query, replies);
  const told = 'params' in query ? await run.askStandIn(value.standIn, query.params) : undefined;
  if (told !== undefined) run.found.set(value.$given, told);
  return told;
}

async function resolveFromReplies(params: Record<string, unknown>, replies: ReadonlyMap<string, unknown>): Promise<{ params: Record<string, unknown> } | { missing: string[] }> {
  const out: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (!isFromReply(value)) out[name] = value;
    else if ((out[name] = valueAt(replies.get(value.$reply), value.pointer)) === undefined) missing.push(`${name} (no value at ${value.$reply} #${value.pointer})`);
  }
  return missing.length ? { missing } : { params: out };
}

/** The parameters as sent, or what is missing, each with where it was looked for or how to give it. */
export async function resolveParams(
  params: Record<string, unknown>,
  replies: ReadonlyMap<string, unknown>,
  run: RunValues,
): Promise<{ params: Record<string, unknown> } | { missing: string[] }> {
  const plain = await resolveFromReplies(Object.fromEntries(Object.entries(params).filter(([, v]) => !isGiven(v))), replies);
  const missing = 'missing' in plain ? [...plain.missing] : [];
  const out = 'params' in plain ? plain.params : {};
  for (const [name, value] of Object.entries(params)) {
    if (!isGiven(value)) continue;
    const found = await resolveGiven(value, run, replies);
    if (found === undefined) missing.push(`${name}: ${value.about}; give it with --given ${value.$given}=<value>`);
    else out[name] = found;
  }
  return missing.length ? { missing } : { params: out };
}

/** How a value is shown before the run has it (--dry-run): an earlier reply's and the stand-in's by where they come from. */
export function shownValue(value: unknown, run: RunValues): unknown {
  if (isFromReply(value)) return `<${value.$reply} #${value.pointer}>`;
  if (!isGiven(value)) return value;
  return knownOrMade(value, run) ?? `<${value.standIn ? `the stand-in's ${value.standIn.header} header` : 'not given'}, or --given ${value.$given}=…>`;
}
