// Build-time only: puts fragments (screens/fragments/*.json) into the screens that use them.
// Runs on compiled documents: a fragment's param.<name> reads are json-logic vars by then, and
// each is replaced by the expression the using screen passed.
import { didYouMean } from '../shared/closest.ts';
import { escapePointerToken, type Problem } from '../../lib/problem.ts';
import { fragmentParamRoot } from '../shared/expression-parser.ts';
import { placeholderName } from '../1-parse/param-defaults.ts';

/** A fragment checked and compiled, with where it came from. */
export interface Fragment {
  file: string;
  document: Record<string, unknown>;
  /** As written, for checking its {"$param": name} placeholders with what a screen passes (1-parse/param-defaults.ts). */
  source: Record<string, unknown>;
  /** The names of its parameters that stand for whole values ({"$param": name}). */
  placeholders: ReadonlySet<string>;
}

/** A use that passes a value for a placeholder: the schema has not seen that value where it lands yet. */
export interface PlaceholderUse {
  fragment: Fragment;
  given: Record<string, unknown>;
}

/** Where a node of an expanded screen was written: a file and a pointer in it. */
export interface Origin {
  file: string;
  pointer: string;
  /** For a node a fragment brought: the fragment block that brought it (itself maybe in a fragment). */
  use?: Origin;
}

export interface Expanded {
  document: Record<string, unknown>;
  problems: Problem[];
  /** Every object and list of the expanded document → where it was written. */
  origins: WeakMap<object, Origin>;
  /** Objects whose entries were joined from several places (a step's query and a named query) → where each entry was written. */
  joined: WeakMap<object, Map<string, Origin>>;
  /** Whether a fragment was put in: if not, the document has the places it was written with. */
  changed: boolean;
  placeholderUses: PlaceholderUse[];
}

/** Block types replaced at build time, which no widget draws. */
export const buildTimeBlockKinds: ReadonlySet<string> = new Set(['fragment']);

/** The parts of a fragment that join the screen, by name. */
const namedParts = ['query', 'queries', 'endpoints', 'data', 'state', 'dialogs', 'actions'] as const;
const nounOf: Record<(typeof namedParts)[number], string> = { query: 'query parameter', queries: 'named query', endpoints: 'endpoint', data: 'data source', state: 'state key', dialogs: 'dialog', actions: 'action' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isUse = (value: unknown): value is { type: 'fragment'; use: string; with?: Record<string, unknown> } => isRecord(value) && value.type === 'fragment' && typeof value.use === 'string';

/** Records where every object and list below `node` was written. */
function recordOrigins(node: unknown, origin: Origin, origins: WeakMap<object, Origin>): void {
  if (typeof node !== 'object' || node === null) return;
  origins.set(node, origin);
  const entries: [string, unknown][] = Array.isArray(node) ? node.map((v, i) => [String(i), v]) : Object.entries(node);
  for (const [key, child] of entries) recordOrigins(child, { file: origin.file, pointer: `${origin.pointer}/${escapePointerToken(key)}` }, origins);
}

/**
 * A copy of a fragment's node with its param reads replaced: {"var": "param.info.repayList.0"}
 * with info = {"var": "data.detail"} becomes {"var": "data.detail.repayList.0"}. A read below a
 * parameter that is not a path (a literal, a call) cannot be joined and is reported.
 */
function substitute(node: unknown, args: Record<string, unknown>, origin: Origin, origins: WeakMap<object, Origin>, report: (pointer: string, message: string, expected: string) => void): unknown {
  if (typeof node !== 'object' || node === null) return node;
  const placeholder = placeholderName(node);
  if (placeholder !== undefined) return structuredClone(args[placeholder] ?? null);
  if (isRecord(node) && Object.keys(node).length === 1 && typeof node.var === 'string' && node.var.split('.')[0] === fragmentParamRoot) {
    const [, name = '', ...rest] = node.var.split('.');
    const arg = args[name];
    if (rest.length === 0) return structuredClone(arg ?? null);
    if (isRecord(arg) && typeof arg.var === 'string') return { var: [arg.var, ...rest].join('.') };
    // A missing argument is reported once, at the fragment block.
    if (arg !== undefined) report(origin.pointer, `reads param.${name}.${rest.join('.')}, but "${name}" is given a value that is not a path`, `a path such as data.detail for "${name}"`);
    return null;
  }
  const copy: unknown = Array.isArray(node)
    ? node.map((child, i) => substitute(child, args, { ...origin, pointer: `${origin.pointer}/${i}` }, origins, report))
    : Object.fromEntries(Object.entries(node).map(([key, child]) => [key, substitute(child, args, { ...origin, pointer: `${origin.pointer}/${escapePointerToken(key)}` }, origins, report)]));
  if (typeof copy === 'object' && copy !== null) origins.set(copy, origin);
  return copy;
}

/**
 * Replaces each fragment block of a compiled screen by its fragment's blocks and adds the
 * fragment's named parts to the screen. Fragments may use fragments; a loop is reported.
 */
export function expandFragments(screen: Record<string, unknown>, file: string, fragments: ReadonlyMap<string, Fragment>): Expanded {
  const origins = new WeakMap<object, Origin>();
  const problems: Problem[] = [];
  const document = structuredClone(screen);
  recordOrigins(document, { file, pointer: '' }, origins);
  const placeholderUses: PlaceholderUse[] = [];
  const joined = new WeakMap<object, Map<string, Origin>>();
  if (!JSON.stringify(document).includes('"fragment"')) return { document, problems, origins, joined, changed: false, placeholderUses };
  // Each named part a fragment added, with the fragment that added it, so a clash can name both.
  const added = new Map<string, string>();

  const expandList = (list: unknown[], chain: readonly string[]): unknown[] =>
    list.flatMap((item) => {
      if (!isUse(item)) {
        expandNode(item, chain);
        return [item];
      }
      const at = origins.get(item) ?? { file, pointer: '' };
      const fragment = fragments.get(item.use);
      if (!fragment) {
        problems.push({ file: at.file, pointer: `${at.pointer}/use`, message: `no fragment named "${item.use}"${didYouMean(item.use, fragments.keys())}`, expected: fragments.size ? `one of ${[...fragments.keys()].join(', ')} (screens/fragments/<id>.json)` : 'a file screens/fragments/<id>.json' });
        return [];
      }
      if (chain.includes(item.use)) {
        problems.push({ file: at.file, pointer: `${at.pointer}/use`, message: `fragment "${item.use}" uses itself (${[...chain, item.use].join(' → ')})`, expected: 'fragments that do not use each other in a loop' });
        return [];
      }
      const declared = isRecord(fragment.document.params) ? fragment.document.params : {};
      const given = item.with ?? {};
      const args: Record<string, unknown> = {};
      for (const name of Object.keys(given)) {
        if (!(name in declared)) problems.push({ file: at.file, pointer: `${at.pointer}/with/${escapePointerToken(name)}`, message: `fragment "${item.use}" has no parameter "${name}"${didYouMean(name, Object.keys(declared))}`, expected: Object.keys(declared).length ? `one of ${Object.keys(declared).join(', ')}` : 'no with: this fragment takes no parameters' });
      }
      for (const [name, spec] of Object.entries(declared)) {
        if (name in given) args[name] = given[name];
        else if (isRecord(spec) && 'default' in spec) args[name] = spec.default;
        else problems.push({ file: at.file, pointer: `${at.pointer}${item.with ? '/with' : ''}`, message: `fragment "${item.use}" needs parameter "${name}"`, expected: `"with": { "${name}": … }${isRecord(spec) && typeof spec.description === 'string' ? ` (${spec.description})` : ''}` });
      }
      if (Object.keys(given).some((name) => fragment.placeholders.has(name))) placeholderUses.push({ fragment, given });
      const report = (pointer: string, message: string, expected: string) => problems.push({ file: fragment.file, pointer, message: `${message} (used at ${at.file}#${at.pointer})`, expected });
      for (const part of namedParts) {
        const own = fragment.document[part];
        if (!isRecord(own)) continue;
        const target = (isRecord(document[part]) ? document[part] : (document[part] = {})) as Record<string, unknown>;
        for (const [name, value] of Object.entries(own)) {
          const copy = substitute(value, args, { file: fragment.file, pointer: `/${part}/${escapePointerToken(name)}`, use: at }, origins, report);
          if (copy && typeof copy === 'object') expandNode(copy, [...chain, item.use]);
          const key = `${part}/${name}`;
          if (!(name in target)) {
            target[name] = copy;
            added.set(key, item.use);
          } else if (JSON.stringify(target[name]) !== JSON.stringify(copy)) {
            const by = added.get(key);
            problems.push({ file: at.file, pointer: at.pointer, message: `fragment "${item.use}" brings ${nounOf[part]} "${name}", which ${by ? `fragment "${by}" already brought` : 'this screen already has'} with a different definition`, expected: `one ${nounOf[part]} of that name: rename one, or pass what differs as a parameter` });
          }
        }
      }
      const blocks = Array.isArray(fragment.document.blocks) ? fragment.document.blocks : [];
      const copies = substitute(blocks, args, { file: fragment.file, pointer: '/blocks', use: at }, origins, report) as unknown[];
      return expandList(copies, [...chain, item.use]);
    });

  const expandNode = (node: unknown, chain: readonly string[]): void => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, child] of Object.entries(node)) {
      if (Array.isArray(child) && child.some(isUse)) (node as Record<string, unknown>)[key] = expandList(child, chain);
      else expandNode(child, chain);
    }
  };
  expandNode(document, []);
  return { document, problems, origins, joined, changed: true, placeholderUses };
}

/** The place a pointer of the expanded document was written: the nearest recorded node, then the rest of the path. */
export function originOf(expanded: Expanded, pointer: string): Origin {
  let node: unknown = expanded.document;
  let best: Origin = expanded.origins.get(expanded.document) ?? { file: '', pointer: '' };
  let rest: string[] = [];
  for (const raw of pointer.split('/').slice(1)) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[token] : undefined;
    const found = typeof node === 'object' && node !== null ? expanded.origins.get(node) : undefined;
    if (found) {
      best = found;
      rest = [];
    } else rest.push(raw);
  }
  return { ...best, pointer: best.pointer + rest.map((t) => `/${t}`).join('') };
}

/**
 * Where `file` itself wrote the node at `pointer` of its expanded document: the node, or the
 * fragment block (of `file`) that brought it. Undefined for what no block of `file` brought (a
 * dialog a fragment added is written in the fragment alone).
 */
export function writtenIn(expanded: Expanded, pointer: string, file: string): string | undefined {
  let origin: Origin | undefined = originOf(expanded, pointer);
  while (origin && origin.file !== file) origin = origin.use;
  return origin?.pointer;
}
