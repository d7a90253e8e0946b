import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compileProject } from '../../src/compiler/compile-project';
import market from '../../config/market.json';
import { findTrigger } from '../unit/bad-replies/triggers';

/**
 * The screens that load data, and what a test needs to open each with replies of its own, read
 * from the screen documents alone (screens/*.json, fragments inlined by the compiler): a new
 * screen is covered by adding its JSON. For each: the address to open, the endpoints it calls on
 * opening (its data sources and its onLoad calls), the fields it reads through date(), the lists
 * that declare an empty state, and, for a loan confirmation, where its consent and its figures are.
 */

type Json = Record<string, unknown>;
const root = join(import.meta.dirname, '../..');

export interface LoadedEndpoint {
  /** The endpoint's name in the screen. */
  name: string;
  method: string;
  /** Path without the API base, {provider} replaced: the dev API override's key. */
  path: string;
  reply: string;
  success: 'int0' | 'str00';
  /** The data source that holds its reply (`data.<source>` is the reply's data), if any. */
  source?: string;
}

export interface EmptyList {
  /** The list's path in a reply: endpoint name and path from the reply's root ("data.tabs"). */
  endpoint: string;
  path: string;
  /** The texts of its empty blocks. */
  texts: string[];
}

export interface LoanConfirmation {
  /** The endpoint that takes the loan: the write the footer's button runs. */
  push: { name: string; method: string; path: string };
  /** Where each figure sits in a reply, as [endpoint, path from the reply's root]. */
  agreements: ReplyPath;
  principal: ReplyPath;
  termDays: ReplyPath;
  interest: ReplyPath;
  penaltyRate: ReplyPath;
  fees: ReplyPath;
  netProceeds: ReplyPath;
  schedule: ReplyPath;
  /** The names a fee's and a payment's values have in their objects (loan confirm variant 2: pamagat, halaga, araw). */
  keys: { feeName: string; amount: string; days: string };
  /** The consent boxes' labels (the loan-consent fragment's checkboxes). */
  consentBoxes: string[];
}

export type ReplyPath = [endpoint: string, path: string];

export interface DataScreen {
  file: string;
  id: string;
  entry: 'app' | 'promotion';
  /** Route and query: each query value the screen reads, from its scenarios, else its default. */
  address: string;
  loads: LoadedEndpoint[];
  /** Per endpoint name, the reply paths read through date(). */
  datePaths: Map<string, Set<string>>;
  emptyLists: EmptyList[];
  loan?: LoanConfirmation;
}

export interface LeftOut {
  file: string;
  reason: string;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const withProvider = (path: string) => path.replace(/\{provider\}/g, market.provider);

/** Every screen, sorted: the ones that load data from the server, and why each other one is not tried. */
export function dataScreens(): { covered: DataScreen[]; leftOut: LeftOut[] } {
  const compiled = compileProject(root).documents;
  const covered: DataScreen[] = [];
  const leftOut: LeftOut[] = [];
  for (const name of readdirSync(join(root, 'screens')).filter((f) => f.endsWith('.json')).sort()) {
    const file = `screens/${name}`;
    const document = compiled.get(join(root, file)) as Json | undefined;
    if (!document) {
      leftOut.push({ file, reason: 'does not compile (npm run validate says why)' });
      continue;
    }
    const authored = JSON.parse(readFileSync(join(root, file), 'utf8')) as Json;
    const loads = loadedEndpoints(document);
    if (!loads.length) {
      const stored = Object.values((document.data ?? {}) as Json).some((s) => isObject(s) && 'storage' in s);
      leftOut.push({ file, reason: stored ? 'reads stored values only, no server reply' : 'loads no data' });
      continue;
    }
    covered.push({
      file,
      id: String(document.id),
      entry: document.entry === 'promotion' ? 'promotion' : 'app',
      address: addressOf(document),
      loads,
      datePaths: datePathsOf(document),
      emptyLists: emptyListsOf(document),
      loan: loanConfirmationOf(document, authored),
    });
  }
  return { covered, leftOut };
}

function loadedEndpoints(document: Json): LoadedEndpoint[] {
  const endpoints = (document.endpoints ?? {}) as Record<string, Json>;
  const sources = Object.entries((document.data ?? {}) as Record<string, Json>);
  return Object.entries(endpoints)
    .filter(([name]) => ['load', 'onLoad'].includes(findTrigger(document, name).kind))
    .map(([name, e]) => ({
      name,
      method: String(e.method),
      path: withProvider(String(e.path)),
      reply: String(e.reply),
      success: e.success as 'int0' | 'str00',
      source: sources.find(([, s]) => s.endpoint === name)?.[0],
    }));
}

function addressOf(document: Json): string {
  const route = (document.routes as string[])[0]!;
  const fromScenarios = ((document.scenarios ?? []) as { query?: Record<string, string> }[]).reduceRight<Record<string, string>>((query, s) => ({ ...query, ...(s.query ?? {}) }), {});
  const declared = Object.entries((document.query ?? {}) as Record<string, Json>);
  const query: Record<string, string> = {};
  for (const [key, spec] of declared) {
    const value = fromScenarios[key] ?? (typeof spec.default === 'string' ? spec.default : undefined);
    if (value !== undefined) query[key] = value;
  }
  const search = new URLSearchParams(query).toString();
  return search ? `${route}?${search}` : route;
}

/**
 * Walks the blocks keeping the lists they repeat over, so that `item.x` inside a repeat over
 * data.offer.schedule is known as data.offer.schedule[].x. Calls `visit` with each node and that context.
 */
function walkBlocks(node: unknown, visit: (node: Json, lists: string[]) => void, lists: string[] = []): void {
  if (Array.isArray(node)) return node.forEach((n) => walkBlocks(n, visit, lists));
  if (!isObject(node)) return;
  visit(node, lists);
  const items = isObject(node.items) && typeof node.items.var === 'string' ? dataPath(node.items.var, lists) : undefined;
  for (const [key, value] of Object.entries(node)) walkBlocks(value, visit, items && key === 'children' ? [...lists, items] : lists);
}

/** A read as a path from the data scope ("data.offer.schedule[].date"), or undefined when it reads no reply. */
function dataPath(read: string, lists: string[]): string | undefined {
  if (read.startsWith('data.')) return read;
  if (read.startsWith('item.') && lists.length) return `${lists.at(-1)}[].${read.slice('item.'.length)}`;
  return undefined;
}

/** "data.<source>.rest" as the endpoint and the path in its reply ("data.rest"). */
function inReply(document: Json, path: string): ReplyPath | undefined {
  const [, source, ...rest] = path.split('.');
  const endpoint = ((document.data ?? {}) as Record<string, Json>)[source ?? '']?.endpoint;
  if (typeof endpoint !== 'string') return undefined;
  return [endpoint, ['data', ...rest].join('.').replace(/\.\[\]/g, '[]')];
}

function datePathsOf(document: Json): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  walkBlocks(document, (node, lists) => {
    const read = Array.isArray(node.date) && isObject(node.date[0]) ? node.date[0].var : undefined;
    const path = typeof read === 'string' ? dataPath(read, lists) : undefined;
    const at = path ? inReply(document, path) : undefined;
    if (at) found.set(at[0], (found.get(at[0]) ?? new Set()).add(at[1]));
  });
  return found;
}

/**
 * Lists read straight from a reply (not an item's list) that declare empty blocks with a fixed
 * text, outside any block shown only when: with no list, that text must be on the page.
 */
function emptyListsOf(document: Json): EmptyList[] {
  const found: EmptyList[] = [];
  const visit = (node: unknown, conditional: boolean): void => {
    if (Array.isArray(node)) return node.forEach((n) => visit(n, conditional));
    if (!isObject(node)) return;
    const inside = conditional || 'when' in node;
    const items = isObject(node.items) && typeof node.items.var === 'string' ? node.items.var : undefined;
    const at = items?.startsWith('data.') ? inReply(document, items) : undefined;
    if (at && !inside && Array.isArray(node.empty)) {
      const texts = (node.empty as Json[]).map((b) => b.text).filter((t): t is string => typeof t === 'string');
      if (texts.length) found.push({ endpoint: at[0], path: at[1], texts });
    }
    for (const [key, value] of Object.entries(node)) {
      // An item's blocks read the item, not the reply; the empty blocks are what is looked for.
      if (items !== undefined && (key === 'children' || key === 'empty')) continue;
      visit(value, inside);
    }
  };
  visit(document.body, false);
  return found;
}

/**
 * A loan confirmation: a screen that uses the loan consent (screens/fragments/loan-consent.json)
 * and whose footer button runs a write call, the push that takes the loan. Its figures come from
 * what the screen passes the truth-in-lending fragment, its agreements from what it passes the consent.
 */
function loanConfirmationOf(document: Json, authored: Json): LoanConfirmation | undefined {
  const uses = (id: string) => fragmentUses(authored.body).find((f) => f.use === id)?.with as Record<string, string> | undefined;
  const consent = uses('loan-consent');
  const lending = uses('truth-in-lending');
  if (!consent || !lending) return undefined;
  const endpoints = (document.endpoints ?? {}) as Record<string, Json>;
  const actions = (document.actions ?? {}) as Record<string, Json[]>;
  const button = ((document.footer ?? []) as Json[]).find((b) => b.type === 'button');
  const runs = (button?.onTap as Json[] | undefined)?.filter((s) => s.type === 'run').map((s) => String(s.action)) ?? [];
  const calls = runs.flatMap((action) => (actions[action] ?? []).filter((s) => s.type === 'call').map((s) => String(s.endpoint)));
  const push = calls.find((name) => (endpoints[name]?.effect ?? (endpoints[name]?.method === 'GET' ? 'read' : 'write')) === 'write');
  if (!push || !button) return undefined;
  const at = (param: string): ReplyPath => {
    const path = lending[param] ?? consent[param];
    const found = typeof path === 'string' ? inReply(document, path) : undefined;
    if (!found) throw new Error(`${String(document.id)}: the ${param} it passes its fragments (${String(path)}) is not a read of a loaded reply`);
    return found;
  };
  const fragment = JSON.parse(readFileSync(join(root, 'screens/fragments/loan-consent.json'), 'utf8')) as Json;
  const boxes: string[] = [];
  walkBlocks(fragment.blocks, (node) => {
    if (node.type === 'checkbox' && typeof node.label === 'string') boxes.push(node.label);
  });
  return {
    push: { name: push, method: String(endpoints[push]!.method), path: withProvider(String(endpoints[push]!.path)) },
    agreements: at('agreements'),
    principal: at('principal'),
    termDays: at('termDays'),
    interest: at('interest'),
    penaltyRate: at('penaltyRate'),
    fees: at('fees'),
    netProceeds: at('netProceeds'),
    schedule: at('schedule'),
    keys: { feeName: itemKey(lending.feeName, 'name'), amount: quoted(lending.amountKey, 'amount'), days: quoted(lending.daysKey, 'days') },
    consentBoxes: boxes,
  };
}

/** A key the screen passes as a literal ("'halaga'"), else the fragment's default. */
const quoted = (expression: string | undefined, fallback: string) => /^'([^']*)'$/.exec(expression ?? '')?.[1] ?? fallback;
/** A key the screen passes as an item's read ("item.pamagat"), else the fragment's default. */
const itemKey = (expression: string | undefined, fallback: string) => /^item\.(\w+)$/.exec(expression ?? '')?.[1] ?? fallback;

function fragmentUses(node: unknown, out: Json[] = []): Json[] {
  if (Array.isArray(node)) node.forEach((n) => fragmentUses(n, out));
  else if (isObject(node)) {
    if (node.type === 'fragment') out.push(node);
    Object.values(node).forEach((v) => fragmentUses(v, out));
  }
  return out;
}
