import { knownOperations, scopeRoots } from '../../src/expressions/operations';
import { operationArity } from '../../src/compiler/5-cross-check/expression-arity';
import { escapePointerToken } from '../../src/lib/problem';
import { envKeys, marketKeys } from '../../src/compiler/5-cross-check/scope-paths';
import { jsonTypeOf, schemaSites, type Site } from '../../src/compiler/tools/schema-sites';
import type { SchemaFiles } from '../../src/compiler/1-parse/schema-validator';

/**
 * Generated typos of a valid screen, each one an authoring mistake `npm run validate` must
 * report. Every mutant is invalid by construction: a mutation that could leave the screen valid
 * (a renamed key of an open map, a type the schema allows) is returned as skipped, with the reason.
 */
export const mutantKinds = [
  'rename-key',
  'wrong-type',
  'unknown-block-type',
  'unknown-step-type',
  'dangling-route',
  'dangling-endpoint',
  'dangling-dialog',
  'dangling-action',
  'dangling-data',
  'dangling-state',
  'dangling-field',
  'unknown-operation',
  'unknown-scope',
  'wrong-arity',
  'bad-pattern',
] as const;
export type MutantKind = (typeof mutantKinds)[number];

export interface Mutant {
  kind: MutantKind;
  /** Where the mistake is; a problem must point here or at a parent of it. */
  pointer: string;
  description: string;
  document: Record<string, unknown>;
}

export interface SkippedMutant {
  kind: MutantKind;
  pointer: string;
  reason: string;
}

export interface MutantFacts {
  /** Every route of every screen, so a typo'd route is one no screen has. */
  routes: ReadonlySet<string>;
}

/** A small seeded generator (mulberry32), so every run tries the same mutants. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** A likely typo of a word (a letter dropped, doubled, swapped or changed) that is none of `avoid`. */
export function typo(word: string, random: Random, avoid: Iterable<string> = [], keep = /^[A-Za-z][A-Za-z0-9_]*$/): string {
  const taken = new Set(avoid);
  for (let attempt = 0; attempt < 40; attempt++) {
    const i = Math.floor(random() * Math.max(word.length, 1));
    const edits = [
      () => word.slice(0, i) + word.slice(i + 1),
      () => word.slice(0, i) + word[i] + word.slice(i),
      () => (i + 1 < word.length ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) : word + 'x'),
      () => word.slice(0, i) + pick(random, [...'aeioukxz']) + word.slice(i + 1),
    ];
    const candidate = pick(random, edits)();
    if (candidate && candidate !== word && !taken.has(candidate) && keep.test(candidate)) return candidate;
  }
  let fallback = `${word}Typo`;
  while (taken.has(fallback)) fallback += 'x';
  return fallback;
}

function tokens(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function parentAndKey(document: unknown, pointer: string): [Record<string, unknown> | unknown[], string] {
  const parts = tokens(pointer);
  const key = parts.pop()!;
  let node = document as Record<string, unknown>;
  for (const part of parts) node = node[part] as Record<string, unknown>;
  return [node, key];
}

function setAt(document: unknown, pointer: string, value: unknown): void {
  const [parent, key] = parentAndKey(document, pointer);
  (parent as Record<string, unknown>)[key] = value;
}

/** Renames a key in place, keeping the key order (the order shows in problems and in editors). */
function renameKey(object: Record<string, unknown>, from: string, to: string): void {
  const entries = Object.entries(object);
  for (const key of Object.keys(object)) delete object[key];
  for (const [key, value] of entries) object[key === from ? to : key] = value;
}

const isOperation = (node: unknown): node is Record<string, unknown> =>
  typeof node === 'object' && node !== null && !Array.isArray(node) && Object.keys(node).length === 1;

interface OperationAt {
  /** Pointer of the operation's key, e.g. /body/0/text/cat/1/var. */
  pointer: string;
  op: string;
  argument: unknown;
  node: Record<string, unknown>;
}

/** Operations inside an expression (not inside literal data of map/filter element scopes: those are operations too). */
function operationsIn(expression: unknown, pointer: string): OperationAt[] {
  const found: OperationAt[] = [];
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${at}/${i}`));
    else if (isOperation(node)) {
      const [op, argument] = Object.entries(node)[0]!;
      const here = `${at}/${escapePointerToken(op)}`;
      found.push({ pointer: here, op, argument, node });
      walk(argument, here);
    } else if (typeof node === 'object' && node !== null) for (const [k, v] of Object.entries(node)) walk(v, `${at}/${escapePointerToken(k)}`);
  };
  walk(expression, pointer);
  return found;
}

const elementScoped = new Set(['map', 'filter', 'reduce', 'all', 'none', 'some']);

/** var reads of the screen's own scope (not per-element reads inside map/filter/…), with their path. */
function varReads(expression: unknown, pointer: string): { pointer: string; path: string; node: Record<string, unknown> }[] {
  const reads: { pointer: string; path: string; node: Record<string, unknown> }[] = [];
  const walk = (node: unknown, at: string, element: boolean) => {
    if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${at}/${i}`, element));
    else if (isOperation(node)) {
      const [op, argument] = Object.entries(node)[0]!;
      const here = `${at}/${escapePointerToken(op)}`;
      if (op === 'var') {
        if (typeof argument === 'string' && !element) reads.push({ pointer: here, path: argument, node });
        return;
      }
      if (elementScoped.has(op) && Array.isArray(argument)) argument.forEach((child, i) => walk(child, `${here}/${i}`, i === 0 ? element : true));
      else walk(argument, here, element);
    } else if (typeof node === 'object' && node !== null) for (const [k, v] of Object.entries(node)) walk(v, `${at}/${escapePointerToken(k)}`, element);
  };
  walk(expression, pointer, false);
  return reads;
}

const keysOf = (value: unknown): string[] => (typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : []);

/** A value of a JSON type the site does not allow, or null when every type is allowed. */
function valueOfOtherType(site: Site, random: Random): unknown {
  const samples: Record<string, unknown> = { string: 'oops', number: 42, boolean: true, array: [], object: { oops: 1 } };
  if (site.types === 'any') return null;
  const allowed = site.types;
  const own = jsonTypeOf(site.value);
  // An object where an expression may stand is an expression (any one-key object), so never "wrong".
  const others = Object.keys(samples).filter((t) => t !== own && !allowed.has(t as never) && !(t === 'object' && site.acceptsExpression));
  return others.length ? samples[pick(random, others)] : null;
}

/** Where a generated step can be added: an existing steps list, else a new button at the end of the body. */
function addStep(document: Record<string, unknown>, sites: Site[], step: Record<string, unknown>, random: Random): string {
  const lists = sites.filter((s) => Array.isArray(s.value) && (s.value as unknown[]).length > 0 && (s.value as unknown[]).every((_, i) => sites.some((t) => t.pointer === `${s.pointer}/${i}` && t.union === 'step')));
  if (lists.length) {
    const list = pick(random, lists);
    const target = valueAtPointer(document, list.pointer) as unknown[];
    target.push(step);
    return `${list.pointer}/${target.length - 1}`;
  }
  const body = document.body as unknown[];
  body.push({ type: 'button', label: 'Mutant', onTap: [step] });
  return `/body/${body.length - 1}/onTap/0`;
}

function valueAtPointer(document: unknown, pointer: string): unknown {
  let node = document;
  for (const token of tokens(pointer)) node = (node as Record<string, unknown>)[token];
  return node;
}

/** Where a generated expression can be put: an existing expression, else the screen's title. */
function expressionSites(sites: Site[]): Site[] {
  return sites.filter((s) => s.acceptsExpression);
}

export function mutantsOf(document: Record<string, unknown>, schemas: SchemaFiles, facts: MutantFacts, seed: number, perKind: number): { mutants: Mutant[]; skipped: SkippedMutant[] } {
  const random = seededRandom(seed);
  // The reply key of endpoints belongs to the reply schemas (schemas/replies/), checked elsewhere.
  const sites = schemaSites(document, schemas).filter((s) => !/^\/endpoints\/[^/]+\/reply(\/|$)/.test(s.pointer));
  const mutants: Mutant[] = [];
  const skipped: SkippedMutant[] = [];
  const clone = () => structuredClone(document);
  const declared = {
    endpoint: keysOf(document.endpoints),
    dialog: keysOf(document.dialogs),
    action: keysOf(document.actions),
    data: keysOf(document.data),
    state: keysOf(document.state),
  };
  const fields = sites.filter((s) => s.xref === 'field-def').map((s) => String(s.value));
  const hasServerFields = sites.some((s) => s.union === 'block' && (s.value as { type?: unknown }).type === 'server-fields');
  const expressions = sites.filter((s) => s.xref === 'expression');
  const reads = expressions.flatMap((s) => varReads(s.value, s.pointer));
  const sample = <T>(list: T[]): T[] => {
    const pool = [...list];
    const chosen: T[] = [];
    while (pool.length && chosen.length < perKind) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    return chosen;
  };
  // Different operations first, so a screen full of var reads still gets its other operations mutated.
  const sampleSpread = <T>(list: T[], keyOf: (item: T) => string): T[] => {
    const groups = new Map<string, T[]>();
    for (const item of list) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
    const order = sample([...groups.keys()]);
    const chosen: T[] = [];
    while (chosen.length < perKind && order.some((k) => groups.get(k)!.length)) {
      for (const key of order) {
        const group = groups.get(key)!;
        if (group.length && chosen.length < perKind) chosen.push(group.splice(Math.floor(random() * group.length), 1)[0]!);
      }
    }
    return chosen;
  };
  const add = (kind: MutantKind, pointer: string, description: string, doc: Record<string, unknown>) => mutants.push({ kind, pointer, description, document: doc });
  const skip = (kind: MutantKind, pointer: string, reason: string) => skipped.push({ kind, pointer, reason });

  // rename-key: a typo of a real key, anywhere in the document.
  const keyed = sites.flatMap((s) => (s.xref === 'expression' ? [] : keysOf(s.value).map((key) => ({ site: s, key }))));
  for (const { site, key } of sample(keyed)) {
    const at = `${site.pointer}/${escapePointerToken(key)}`;
    if (!site.closed) {
      skip('rename-key', at, 'a key of an open map (state, data, params…): the new name is as valid as the old');
      continue;
    }
    const renamed = typo(key, random, site.properties, /^[$A-Za-z][A-Za-z0-9_]*$/);
    const doc = clone();
    renameKey(valueAtPointer(doc, site.pointer) as Record<string, unknown>, key, renamed);
    add('rename-key', `${site.pointer}/${escapePointerToken(renamed)}`, `renamed "${key}" to "${renamed}"`, doc);
  }

  // wrong-type: a value of a JSON type the schema does not allow there.
  for (const site of sample(sites.filter((s) => s.pointer !== ''))) {
    const replacement = valueOfOtherType(site, random);
    if (replacement === null) {
      skip('wrong-type', site.pointer, site.types === 'any' ? 'the schema allows any value here' : 'the schema allows every other type here');
      continue;
    }
    const doc = clone();
    setAt(doc, site.pointer, structuredClone(replacement));
    add('wrong-type', site.pointer, `${jsonTypeOf(site.value)} replaced by ${jsonTypeOf(replacement)}`, doc);
  }

  // unknown block and step types: a typo of the kind, or a made-up one.
  const unionTags = (file: 'block.json' | 'action.json') => ((schemas[file] as { oneOf: { $ref: string }[] }).oneOf ?? []).map((r) => r.$ref.replace(/^.*\/|\.json$/g, ''));
  for (const [kind, union, file] of [['unknown-block-type', 'block', 'block.json'], ['unknown-step-type', 'step', 'action.json']] as const) {
    const tags = unionTags(file);
    const members = sites.filter((s) => s.union === union);
    if (!members.length && union === 'step') {
      const doc = clone();
      const at = addStep(doc, sites, { type: typo('navigate', random, tags, /^[a-z-]+$/) }, random);
      add(kind, `${at}/type`, 'added a step of an unknown type', doc);
      continue;
    }
    for (const site of sample(members)) {
      const own = String((site.value as { type?: unknown }).type);
      const name = random() < 0.7 ? typo(own, random, tags, /^[a-z][a-z-]*$/) : pick(random, ['widget', 'textfield', 'Button', 'go-to', 'modal']);
      if (tags.includes(name)) continue;
      const doc = clone();
      setAt(doc, `${site.pointer}/type`, name);
      add(kind, `${site.pointer}/type`, `type "${own}" → "${name}"`, doc);
    }
  }

  // Dangling names: a reference changed to a typo that names nothing in the screen (or no route anywhere).
  interface Place {
    pointer: string;
    value: string;
    set: (doc: Record<string, unknown>, name: string) => void;
    /** Where the misspelt name is after the change (a renamed key moves). */
    pointerOf: (name: string) => string;
  }
  const danglingPlaces: Record<'route' | 'endpoint' | 'dialog' | 'action' | 'data' | 'state' | 'field', Place[]> = {
    route: [], endpoint: [], dialog: [], action: [], data: [], state: [], field: [],
  };
  for (const site of sites) {
    if (typeof site.value !== 'string') continue;
    const kind = (site.xref === 'own-route' ? 'route' : site.xref) as keyof typeof danglingPlaces | undefined;
    if (kind && kind in danglingPlaces) danglingPlaces[kind].push({ pointer: site.pointer, value: site.value, set: (doc, name) => setAt(doc, site.pointer, name), pointerOf: () => site.pointer });
  }
  for (const site of sites.filter((s) => s.xref === 'state-values')) {
    for (const key of keysOf(site.value)) {
      danglingPlaces.state.push({
        pointer: `${site.pointer}/${escapePointerToken(key)}`,
        value: key,
        set: (doc, name) => renameKey(valueAtPointer(doc, site.pointer) as Record<string, unknown>, key, name),
        pointerOf: (name) => `${site.pointer}/${escapePointerToken(name)}`,
      });
    }
  }
  for (const read of reads) {
    const [root = '', second, ...rest] = read.path.split('.');
    const kind = root === 'form' ? 'field' : root === 'data' || root === 'state' ? root : null;
    if (!kind || second === undefined) continue;
    danglingPlaces[kind].push({
      pointer: read.pointer,
      value: second,
      set: (doc, name) => setAt(doc, read.pointer, [root, name, ...rest].join('.')),
      pointerOf: () => read.pointer,
    });
  }
  const injections: Record<keyof typeof danglingPlaces, (name: string) => Record<string, unknown>> = {
    route: (name) => ({ type: 'navigate', to: name }),
    endpoint: (name) => ({ type: 'call', endpoint: name }),
    dialog: (name) => ({ type: 'open-dialog', dialog: name }),
    action: (name) => ({ type: 'run', action: name }),
    data: (name) => ({ type: 'refetch', data: name }),
    state: (name) => ({ type: 'set-state', values: { [name]: 1 } }),
    field: (name) => ({ type: 'validate', fields: [name] }),
  };
  for (const [refKind, places] of Object.entries(danglingPlaces) as [keyof typeof danglingPlaces, Place[]][]) {
    const kind = `dangling-${refKind}` as MutantKind;
    if (refKind === 'field' && hasServerFields) {
      skip(kind, '', 'the screen has server-fields, whose field names come from the server: any form name may exist');
      continue;
    }
    const known = refKind === 'route' ? [...facts.routes] : refKind === 'field' ? fields : declared[refKind];
    const misspell = (value: string) =>
      refKind === 'route' ? `/${typo(value.slice(1) || 'home', random, [...facts.routes].map((r) => r.slice(1)), /^[A-Za-z0-9_/-]+$/)}` : typo(value, random, known);
    if (!places.length) {
      const name = misspell(refKind === 'route' ? '/complaintList' : pick(random, known.length ? known : ['name']));
      const doc = clone();
      const at = addStep(doc, sites, injections[refKind](name), random);
      const field = { route: 'to', endpoint: 'endpoint', dialog: 'dialog', action: 'action', data: 'data', state: `values/${name}`, field: 'fields/0' }[refKind];
      add(kind, `${at}/${field}`, `added a step naming "${name}", which does not exist`, doc);
      continue;
    }
    for (const place of sample(places)) {
      const name = misspell(place.value);
      const doc = clone();
      place.set(doc, name);
      add(kind, place.pointerOf(name), `"${place.value}" → "${name}"`, doc);
    }
  }

  // Expressions: an unknown operation, an unknown scope, a wrong number of arguments.
  const operations = expressions.flatMap((s) => operationsIn(s.value, s.pointer));
  const targets = expressionSites(sites);
  const inject = (kind: MutantKind, expression: Record<string, unknown>, what: string) => {
    const site = pick(random, targets.length ? targets : sites.filter((s) => s.pointer === '/title'));
    const doc = clone();
    setAt(doc, site.pointer, expression);
    add(kind, `${site.pointer}/${escapePointerToken(Object.keys(expression)[0]!)}`, `${what} at ${site.pointer}`, doc);
  };
  if (operations.length) {
    for (const op of sampleSpread(operations, (o) => o.op)) {
      const name = typo(op.op, random, knownOperations, /^[A-Za-z_?:=<>!%*+/-]+$/);
      const doc = clone();
      const [parent, key] = parentAndKey(doc, op.pointer);
      renameKey(parent as Record<string, unknown>, key, name);
      add('unknown-operation', op.pointer.replace(/[^/]*$/, escapePointerToken(name)), `operation "${op.op}" → "${name}"`, doc);
    }
  } else inject('unknown-operation', { [typo('coalesce', random, knownOperations)]: ['a', 'b'] }, 'an unknown operation');

  const rootReads = reads.filter((r) => r.path !== '');
  if (rootReads.length) {
    for (const read of sampleSpread(rootReads, (r) => r.path.split('.')[0]!)) {
      const [root = '', ...rest] = read.path.split('.');
      // env and market have fixed contents: misspell the name read from them instead of the scope, half the time.
      const inner = (root === 'env' || root === 'market') && rest.length > 0 && random() < 0.5;
      const wrong = inner ? [root, typo(rest[0]!, random, root === 'env' ? envKeys : marketKeys), ...rest.slice(1)] : [typo(root, random, scopeRoots), ...rest];
      const doc = clone();
      setAt(doc, read.pointer, wrong.join('.'));
      add('unknown-scope', read.pointer, `"${read.path}" → "${wrong.join('.')}"`, doc);
    }
  } else inject('unknown-scope', { var: `${typo('data', random, scopeRoots)}.value` }, 'a read of an unknown scope');

  // Changes an operation's argument list to a count outside what the validator checks (expression-arity.ts).
  const checked = operations.filter((o) => operationArity[o.op] !== undefined && (operationArity[o.op]!.min > 0 || operationArity[o.op]!.max !== undefined));
  const arityMutant = (op: string, argument: unknown): unknown[] => {
    const args = Array.isArray(argument) ? argument : [argument];
    const { min, max } = operationArity[op]!;
    if (max !== undefined && (random() < 0.5 || min === 0)) return [...args, ...Array.from({ length: max + 1 - args.length }, () => 1)];
    return args.slice(0, Math.max(0, min - 1));
  };
  if (checked.length) {
    for (const op of sampleSpread(checked, (o) => o.op)) {
      const args = arityMutant(op.op, op.argument);
      const doc = clone();
      setAt(doc, op.pointer, args);
      add('wrong-arity', op.pointer, `"${op.op}" given ${args.length} argument(s)`, doc);
    }
  } else inject('wrong-arity', { '==': [1] }, 'an == with one argument');

  // bad-pattern: a regular expression that does not compile (a leading quantifier or an unbalanced
  // parenthesis around a valid one never does), or a market:<key> naming nothing.
  const patterns = sites.filter((s) => s.xref === 'pattern' && typeof s.value === 'string');
  for (const site of sample(patterns)) {
    const value = String(site.value);
    const wrong = value.startsWith('market:') ? `market:${typo(value.slice(7), random, marketKeys)}` : pick(random, [`*${value}`, `${value})`, `(${value}`]);
    const doc = clone();
    setAt(doc, site.pointer, wrong);
    add('bad-pattern', site.pointer, `pattern ${JSON.stringify(value)} → ${JSON.stringify(wrong)}`, doc);
  }
  if (!patterns.length) {
    const doc = clone();
    doc.query = { ...(doc.query as object | undefined), mutantParam: { pattern: '[0-9' } };
    add('bad-pattern', '/query/mutantParam/pattern', 'added a query parameter whose pattern does not compile', doc);
  }

  return { mutants, skipped };
}
