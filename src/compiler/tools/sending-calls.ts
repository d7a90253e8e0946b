/**
 * Build-time only (Node). Every call a screen sends (a non-GET endpoint that a step calls), found in screens/*.json, and
 * how a borrower reaches its tap, read from the same document: the screen's address from its
 * Loaded scenario (or its first), the example replies that scenario picks, the control whose tap
 * runs the call, and each required field with a value its own rules accept. The robustness tests
 * (double submit, bad replies) make a case of each, so a screen added as JSON alone is covered;
 * a screen whose tap needs what no document says (a captcha picture) keeps a hand-written case,
 * which replaces the generated one for that call (tests/e2e/sending-cases.ts). What a walk lacks
 * that the screen's own JSON could give (a list in an example reply) is a problem npm run validate
 * reports with the file and pointer to fill in (scripts/authoring/validate.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseExpression } from '../shared/expression-parser';
import { evaluate } from '../../expressions/evaluate';
import { escapePointerToken, type Problem } from '../../lib/problem';
import type { ServerFieldsBlock } from '../../generated/screen';
import { overrideOf, toFieldBlock } from '../../widgets/server-fields/server-field-item';
import { fillOf, isFieldType, type FieldBlock, type FillAction, type Filling } from './field-fills';
import market from '../../../config/market.json' with { type: 'json' };

type Node = Record<string, unknown>;

const root = join(import.meta.dirname, '../../..');

/** A field the walk fills before the tap (src/compiler/tools/field-fills.ts): found by the label the screen (or the server, for a server field) gives it. */
export type FieldToFill = FillAction & {
  /** screens/<file>.json#<pointer> of the field (for a server field, of its server-fields block, with the item's code). */
  place: string;
  label: string;
};

export interface SendingCall {
  /** screens/<file>, as the hand-written cases name it. */
  screen: string;
  endpoint: string;
  method: string;
  path: string;
  /** Where a generated case opens the screen: its route with the Loaded scenario's query. */
  url: string;
  /** Dev-API overrides that give the replies the scenario picks from the endpoints' examples. */
  overrides: Record<string, unknown>;
  /** The block whose tap sends, or why there is none a walk can reach. */
  control: { pointer: string; label: string; dialog?: { name: string; opener: string } } | { missing: string };
  fields: FieldToFill[];
  /** The screen's `form.draftKey`: what it keeps of the form (sessionStorage) until a send succeeds. */
  draftKey?: string;
  /** Whether a successful reply to this call clears the draft (a clear-draft step in its onSuccess). */
  clearsDraft: boolean;
  /** Fields of the reply's data that a step after a successful reply follows as an address (open-url, a bridge's url). */
  followedUrls: string[];
  /** Why a field could not be filled, when one could not: the case then fails naming it. */
  unfillable: WalkGap[];
}

/**
 * What the walk to a call's tap lacks. `reply` names the endpoint whose example reply must give
 * it (the pointer is the place in that example to fill): npm run validate reports those of an
 * endpoint only its examples answer. Others are for a hand-written case or a field's default.
 */
export type WalkGap = Problem & { reply?: string };

const stepKeys = new Set(['onTap', 'onAction']);

/** Every (object, pointer) of a document, depth first. */
function* walk(node: unknown, pointer = ''): Generator<[Node, string]> {
  if (typeof node !== 'object' || node === null) return;
  if (!Array.isArray(node)) yield [node as Node, pointer];
  for (const [key, value] of Object.entries(node)) yield* walk(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
}

/** Whether these steps (with everything nested in them, and the actions they run) call `endpoint`. */
function callsEndpoint(steps: unknown, endpoint: string, actions: Record<string, unknown>, seen = new Set<string>()): boolean {
  for (const [node] of walk(steps)) {
    if (node.type === 'call' && node.endpoint === endpoint) return true;
    if (node.type === 'run' && typeof node.action === 'string' && !seen.has(node.action)) {
      seen.add(node.action);
      if (callsEndpoint(actions[node.action], endpoint, actions, seen)) return true;
    }
  }
  return false;
}

/** The blocks of the form, depth first: not those a repeat draws per item (not the form's to fill here), nor the example replies. */
function* formBlocks(node: unknown, pointer: string): Generator<[Node, string]> {
  if (typeof node !== 'object' || node === null) return;
  if (!Array.isArray(node)) {
    if ((node as Node).type === 'repeat') return;
    yield [node as Node, pointer];
  }
  for (const [key, value] of Object.entries(node)) yield* formBlocks(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
}

type Cannot = Extract<Filling, { cannot: string }>;

/**
 * The fill of one field block, placed: its action; nothing when the field needs no value (not
 * required, a default, a value it always holds); or its gap, placed by `gapOf` (by default at
 * the part of the block the rule names).
 */
function fieldToFill(block: FieldBlock, place: string, unfillable: WalkGap[], gapOf: (cannot: Cannot) => WalkGap): FieldToFill | undefined {
  const hasDefault = (block.default !== undefined && block.default !== '') || block.defaultFrom !== undefined;
  if (!block.rules?.required || hasDefault || typeof block.label !== 'string') return undefined;
  const filling = fillOf(block);
  if ('holds' in filling) return undefined;
  if ('cannot' in filling) {
    unfillable.push(gapOf(filling));
    return undefined;
  }
  return { place, label: block.label, ...filling };
}

/** The fields of a screen's own blocks that must be filled for a submit to pass its validation. */
function ownFields(file: string, scope: unknown, base: string, unfillable: WalkGap[]): FieldToFill[] {
  return [...formBlocks(scope, base)].flatMap(([block, pointer]) => {
    if (!isFieldType(block.type)) return [];
    const gapOf = ({ cannot, expected, at }: Cannot): WalkGap => ({ file, pointer: at ? `${pointer}/${at}` : pointer, message: `a required ${String(block.type)}: ${cannot}`, expected });
    return [fieldToFill(block as unknown as FieldBlock, `${file}#${pointer}`, unfillable, gapOf)].filter((f) => f !== undefined);
  });
}

/** The reply the dev API gives an endpoint on the generated case's page: the scenario's pick, else its first example. */
function exampleReply(endpoint: Node | undefined, pick: string | undefined): unknown {
  const examples = (endpoint?.examples ?? {}) as Record<string, unknown>;
  return pick !== undefined ? examples[pick] : Object.values(examples)[0];
}

/** The fields a server-fields block draws from the example reply of the data it reads, each required unless its override says not. */
function serverFields(file: string, doc: Node, block: Node, pointer: string, picks: Record<string, string>, unfillable: WalkGap[]): FieldToFill[] {
  const items = String(block.items ?? '');
  const [scope, name, ...rest] = items.split('.');
  const source = scope === 'data' ? ((doc.data as Node | undefined)?.[name ?? ''] as Node | undefined) : undefined;
  const endpointName = source?.endpoint as string | undefined;
  const endpoint = endpointName ? ((doc.endpoints as Node)[endpointName] as Node | undefined) : undefined;
  const examples = Object.keys((endpoint?.examples ?? {}) as Node);
  const exampleName = (endpointName && picks[endpointName]) ?? examples[0];
  const reply = exampleReply(endpoint, endpointName ? picks[endpointName] : undefined);
  // data.<name> is the reply's data; the rest of the expression walks into it.
  let list: unknown = (reply as Node | undefined)?.data;
  for (const key of rest) list = (list as Node | undefined)?.[key];
  const examplePointer = (...tail: (string | number)[]) =>
    `/endpoints/${escapePointerToken(endpointName ?? '')}/examples${exampleName === undefined ? '' : `/${escapePointerToken(exampleName)}/data/${[...rest, ...tail].map((t) => escapePointerToken(String(t))).join('/')}`}`;
  if (!Array.isArray(list)) {
    if (!endpointName) unfillable.push({ file, pointer: `${pointer}/items`, message: `"${items}" reads no endpoint's reply`, expected: 'data.<name>.… of a data source whose endpoint has example replies, or a hand-written case' });
    else
      unfillable.push({
        file,
        pointer: examplePointer(),
        reply: endpointName,
        message: `the example reply gives no list of fields for the server-fields block at #${pointer} ("${items}")`,
        expected: `a list of field items there, from which the generated end-to-end tests fill the form before they tap the control that sends (the first example, or the one the Loaded scenario picks)`,
      });
    return [];
  }
  const drawn = block as unknown as ServerFieldsBlock;
  const fields: FieldToFill[] = [];
  (list as Node[]).forEach((item, index) => {
    const code = String(item[drawn.map.name] ?? '');
    if (typeof drawn.itemWhen === 'string') {
      try {
        if (!evaluate(parseExpression(drawn.itemWhen), { item, form: {}, state: {} })) return;
      } catch {
        // an itemWhen that needs more than the item is decided by the page; the field is tried
      }
    }
    // The field the page draws of the item (src/widgets/server-fields), filled as a screen's own field of its kind.
    const override = overrideOf(drawn, item);
    const field = toFieldBlock(item, drawn, { requiredMessage: 'required', override, label: typeof override?.label === 'string' ? override.label : undefined });
    if (!field || !isFieldType(field.type)) return;
    const overridden = `${pointer}/overrides/${escapePointerToken(code)}`;
    // Options are the example reply's to give; rules, the screen's override.
    const gapOf = ({ cannot, expected, at }: Cannot): WalkGap =>
      at === 'options'
        ? { file, pointer: examplePointer(index, drawn.map.options ?? 'options'), reply: endpointName, message: `the picker "${code}" has no options in the example reply`, expected: 'a list of options, one of which the generated end-to-end tests pick' }
        : { file, pointer: at === 'rules' ? overridden : `${pointer}/kinds`, message: `server field "${code}" is a ${field.type}: ${cannot}`, expected };
    const filled = fieldToFill(field as FieldBlock, `${file}#${pointer} (server field "${code}")`, unfillable, gapOf);
    if (filled) fields.push(filled);
  });
  return fields;
}

/** An endpoint's path as the app calls it: `{provider}` and any other {key} of config/market.json filled in. */
const pathOf = (path: string) => path.replace(/\{(\w+)\}/g, (whole, key: string) => String((market as unknown as Node)[key] ?? whole));

const parsedOrUndefined = (text: string): Node | undefined => {
  try {
    const doc: unknown = JSON.parse(text);
    return doc !== null && typeof doc === 'object' && !Array.isArray(doc) ? (doc as Node) : undefined;
  } catch {
    return undefined;
  }
};

/** The address a generated case opens: the screen's first route, with the query of its Loaded scenario (or its first). */
function addressOf(doc: Node, scenario: Node | undefined, route = (doc.routes as string[])[0]!): string {
  const query = new URLSearchParams((scenario?.query ?? {}) as Record<string, string>).toString();
  const path = `${route}${query ? `?${query}` : ''}`;
  return doc.entry === 'promotion' ? `/promotion/#${path}` : path;
}

/** A screen as a generated check opens it: its first route (or `route`) with its Loaded scenario's query, and the replies that scenario picks. */
export interface ScreenAddress {
  screen: string;
  url: string;
  overrides: Record<string, unknown>;
}

/**
 * Every screen of screens/*.json (in the project at `dir`) with the address a walk opens and its
 * scenario's replies: at its first route, or, with `everyRoute`, once at each of its routes (a screen
 * may draw differently by route: /order and /loanDetails).
 */
export function screenAddresses(dir = join(root, 'screens'), { everyRoute = false } = {}): ScreenAddress[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((name) => {
      const doc = parsedOrUndefined(readFileSync(join(dir, name), 'utf8'));
      if (!doc || !Array.isArray(doc.routes) || !doc.routes.length) return [];
      const { scenario, overrides } = loadedScenario(doc);
      const routes = (everyRoute ? doc.routes : doc.routes.slice(0, 1)).filter((route): route is string => typeof route === 'string');
      return routes.map((route) => ({ screen: name, url: addressOf(doc, scenario, route), overrides }));
    });
}

/** The screen's Loaded scenario (or its first), and the example replies it picks, by the path the app calls. */
function loadedScenario(doc: Node): { scenario: Node | undefined; picks: Record<string, string>; overrides: Record<string, unknown> } {
  const endpoints = (doc.endpoints ?? {}) as Record<string, Node>;
  const scenarios = (doc.scenarios ?? []) as Node[];
  const scenario = scenarios.find((s) => s.name === 'Loaded') ?? scenarios[0];
  const picks = (scenario?.examples ?? {}) as Record<string, string>;
  const overrides: Record<string, unknown> = {};
  for (const [endpoint, pick] of Object.entries(picks)) {
    const path = endpoints[endpoint]?.path;
    if (typeof path === 'string') overrides[pathOf(path)] = { json: exampleReply(endpoints[endpoint], pick) };
  }
  return { scenario, picks, overrides };
}

/**
 * Every sending call of screens/*.json (in the project at `dir`), with how a walk reaches its tap.
 * `expanded` gives a screen's document with its fragments in (compileProject's): the calls a
 * fragment brings count too, though the walk, which reads the screen as written, reaches none.
 */
export function sendingCallsIn(dir = join(root, 'screens'), expanded?: (file: string) => Node | undefined): SendingCall[] {
  const calls: SendingCall[] = [];
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const file = `screens/${name}`;
    const doc = parsedOrUndefined(readFileSync(join(dir, name), 'utf8'));
    // A file that is no JSON is the parse step's to report, by its line and column; no call is read from it.
    if (!doc) continue;
    const endpoints = (doc.endpoints ?? {}) as Record<string, Node>;
    const actions = (doc.actions ?? {}) as Record<string, unknown>;
    const called = new Set<string>();
    const whole = expanded?.(name) ?? doc;
    const wholeEndpoints = (whole.endpoints ?? {}) as Record<string, Node>;
    for (const [node] of walk(whole)) if (node.type === 'call' && typeof node.endpoint === 'string' && wholeEndpoints[node.endpoint]?.method !== 'GET') called.add(node.endpoint);
    const { scenario, picks, overrides } = loadedScenario(doc);
    for (const endpoint of [...called].sort()) {
      const unfillable: WalkGap[] = [];
      const fromFragment = !endpoints[endpoint];
      let control: SendingCall['control'] = { missing: fromFragment ? `the call "${endpoint}" comes from a fragment, whose blocks the walk does not read` : `no block's tap in ${file} runs a step that calls "${endpoint}"` };
      for (const [block, pointer] of walk(doc)) {
        if (pointer.startsWith('/actions') || typeof block.type !== 'string' || typeof block.label !== 'string') continue;
        if (![...stepKeys].some((key) => callsEndpoint(block[key], endpoint, actions))) continue;
        const inDialog = /^\/dialogs\/([^/]+)\//.exec(pointer)?.[1];
        if (inDialog) {
          const opener = [...walk(doc)].find(([b, p]) => !p.startsWith('/dialogs/') && typeof b.label === 'string' && [...stepKeys].some((key) => JSON.stringify(b[key] ?? []).includes(`"dialog":"${inDialog}"`) && JSON.stringify(b[key]).includes('open-dialog')));
          if (!opener) {
            control = { missing: `the control that sends "${endpoint}" is in dialog "${inDialog}", which no labelled block opens` };
            continue;
          }
          control = { pointer, label: block.label, dialog: { name: inDialog, opener: opener[0].label as string } };
        } else control = { pointer, label: block.label };
        break;
      }
      const inScope = 'pointer' in control && control.dialog ? (doc.dialogs as Node)[control.dialog.name] : { body: doc.body, footer: doc.footer };
      const base = 'pointer' in control && control.dialog ? `/dialogs/${control.dialog.name}` : '';
      const fields = ownFields(file, inScope, base, unfillable);
      for (const [block, pointer] of formBlocks(inScope, base)) if (block.type === 'server-fields') fields.push(...serverFields(file, doc, block, pointer, picks, unfillable));
      const endpointDef = endpoints[endpoint] ?? wholeEndpoints[endpoint];
      const clearsDraft = [...walk(doc)].some(([node]) => node.type === 'call' && node.endpoint === endpoint && [...walk(node.onSuccess)].some(([step]) => step.type === 'clear-draft'));
      const followedUrls = new Set<string>();
      for (const [node] of walk(whole)) {
        if (node.type !== 'call' || node.endpoint !== endpoint) continue;
        for (const [step] of walk(node.onSuccess)) {
          // As written ("reply.data.payUrl") or compiled ({ "var": "reply.data.payUrl" }).
          const url = step.url ?? (step.params as Node | undefined)?.url;
          const source = typeof url === 'string' ? url : (url as Node | undefined)?.var;
          const read = typeof source === 'string' ? /^reply\.data\.(\w+)$/.exec(source.trim()) : null;
          if (read) followedUrls.add(read[1]!);
        }
      }
      const draftKey = (doc.form as Node | undefined)?.draftKey as string | undefined;
      calls.push({ screen: name, endpoint, method: String(endpointDef?.method ?? 'POST'), path: pathOf(String(endpointDef?.path ?? '')), url: addressOf(doc, scenario), overrides, control, fields, draftKey, clearsDraft, followedUrls: [...followedUrls].sort(), unfillable });
    }
  }
  return calls;
}
