/**
 * Build-time only (Node). Every call a screen sends (a non-GET endpoint that a step calls), found in screens/*.json, and
 * how a borrower reaches its tap, read from the same document: the screen's address from its
 * Loaded scenario (or its first), the example replies that scenario picks, the control whose tap
 * runs the call, and each required field with a value its own rules accept. The robustness tests
 * (double submit, bad replies) make a case of each, so a screen added as JSON alone is covered;
 * a screen whose tap needs what no document says (a captcha picture) keeps a hand-written case,
 * which replaces the generated one for that call (tests/e2e/sending-cases.ts). What a walk lacks
 * that the screen's own JSON could give (a list in an example reply) is a problem npm run validate
 * reports with the file and pointer to fill in (scripts/validate.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseExpression } from '../shared/expression-parser';
import { evaluate } from '../../expressions/evaluate';
import { escapePointerToken, type Problem } from '../../lib/problem';
import market from '../../../config/market.json' with { type: 'json' };

type Node = Record<string, unknown>;

const root = join(import.meta.dirname, '../../..');

/** A field the walk fills before the tap: found by the label the screen (or the server, for a server field) gives it. */
export interface FieldToFill {
  /** screens/<file>.json#<pointer> of the field (for a server field, of its server-fields block, with the item's code). */
  place: string;
  kind: 'text' | 'check' | 'pick' | 'day';
  label: string;
  /** The value typed (text, day) or the option's text picked (pick). */
  value: string;
  /** For a pick: the button that confirms the picker, if it has one. */
  confirm?: string;
}

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
const fieldTypes = new Set(['text-field', 'number-field', 'checkbox', 'select-picker', 'segmented', 'day-field', 'city-select', 'slider', 'star-rating']);

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

/** The values text typed into a field may take, the first its rules accept being used. */
function textCandidates(format: unknown): string[] {
  const phone = '0917 123 4567';
  const byFormat: Record<string, string[]> = { phone: [phone], 'bank-card': ['0012345678901'], digits: ['123456789', '0012345678'], number: ['123456789', '1000'] };
  return [...(byFormat[String(format)] ?? []), 'Juan dela Cruz', phone, '09171234567', 'juan.delacruz@example.ph', '123456', '123456789', '1000', 'Quezon City'];
}

/** Why `value` breaks one of the field's rules, or undefined (custom rules need the form, so are left to the page). */
function breaksRules(value: string, rules: Node | undefined): string | undefined {
  if (!rules) return undefined;
  const length = [...value].length;
  const min = (rules.minLength as Node | undefined)?.value;
  const max = (rules.maxLength as Node | undefined)?.value;
  if (typeof min === 'number' && length < min) return 'minLength';
  if (typeof max === 'number' && length > max) return 'maxLength';
  const pattern = (rules.pattern as Node | undefined)?.value;
  if (typeof pattern === 'string') {
    const source = pattern.startsWith('market:') ? String((market as unknown as Node)[pattern.slice('market:'.length)] ?? '') : pattern;
    if (!new RegExp(source).test(value)) return 'pattern';
  }
  if (rules.mobile && !/^0?9\d{2} ?\d{3} ?\d{4}$/.test(value)) return 'mobile';
  return undefined;
}

function pickText(file: string, pointer: string, format: unknown, rules: Node | undefined, unfillable: WalkGap[]): string {
  const value = textCandidates(format).find((candidate) => breaksRules(candidate, rules) === undefined);
  if (value === undefined) unfillable.push({ file, pointer: `${pointer}/rules`, message: 'no value the generated tests type meets these rules', expected: 'a "default" the rules accept, or a hand-written case in tests/e2e/sending-cases.ts' });
  return value ?? '';
}

/** The fields of a screen's own blocks that must be filled for a submit to pass its validation. */
function ownFields(file: string, scope: unknown, base: string, unfillable: WalkGap[]): FieldToFill[] {
  const fields: FieldToFill[] = [];
  for (const [block, pointer] of formBlocks(scope, base)) {
    if (typeof block.type !== 'string' || !fieldTypes.has(block.type) || typeof block.label !== 'string') continue;
    const rules = block.rules as Node | undefined;
    const hasDefault = block.default !== undefined || block.defaultFrom !== undefined;
    if (!rules?.required || hasDefault) continue;
    const place = `${file}#${pointer}`;
    switch (block.type) {
      case 'text-field':
        fields.push({ place, kind: 'text', label: block.label, value: pickText(file, pointer, block.format, rules, unfillable) });
        break;
      case 'number-field': {
        const min = (block.min as Node | undefined)?.value;
        const units = typeof min === 'number' ? min : block.money ? 100000 : 1;
        fields.push({ place, kind: 'text', label: block.label, value: String(block.money ? units / 100 : units) });
        break;
      }
      case 'checkbox':
        fields.push({ place, kind: 'check', label: block.label, value: 'on' });
        break;
      case 'day-field':
        fields.push({ place, kind: 'day', label: block.label, value: '2026-12-15' });
        break;
      case 'select-picker':
      case 'segmented': {
        const first = (block.options as Node[] | undefined)?.[0]?.label;
        if (typeof first === 'string') fields.push({ place, kind: 'pick', label: block.label, value: first, confirm: block.confirmLabel as string | undefined });
        else unfillable.push({ file, pointer, message: `a required ${block.type} whose options come from data`, expected: 'a "default", or a hand-written case in tests/e2e/sending-cases.ts' });
        break;
      }
      default:
        unfillable.push({ file, pointer, message: `a required ${block.type}, which the generated tests cannot fill`, expected: 'a "default", or a hand-written case in tests/e2e/sending-cases.ts' });
    }
  }
  return fields;
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
  const map = block.map as Record<string, string>;
  const kinds = (block.kinds ?? {}) as Record<string, string>;
  const formats = (block.formats ?? {}) as Record<string, string>;
  const overrides = (block.overrides ?? {}) as Record<string, Node>;
  const fields: FieldToFill[] = [];
  (list as Node[]).forEach((item, index) => {
    const code = String(item[map.name!] ?? '');
    const override = overrides[code] ?? {};
    const kind = kinds[String(item[map.kind!])];
    if (!kind || override.required === false) return;
    if (typeof block.itemWhen === 'string') {
      try {
        if (!evaluate(parseExpression(block.itemWhen), { item, form: {}, state: {} })) return;
      } catch {
        // an itemWhen that needs more than the item is decided by the page; the field is tried
      }
    }
    const label = String(override.label ?? item[map.label!] ?? code);
    const at = `${file}#${pointer} (server field "${code}")`;
    const format = (map.format && formats[String(item[map.format])]) ?? block.textFormat;
    const overridden = `${pointer}/overrides/${escapePointerToken(code)}`;
    if (kind === 'text-field') fields.push({ place: at, kind: 'text', label, value: pickText(file, overridden, format, override.rules as Node | undefined, unfillable) });
    else if (kind === 'day-field') fields.push({ place: at, kind: 'day', label, value: '2026-12-15' });
    else if (kind === 'select-picker') {
      const options = map.options ? item[map.options] : undefined;
      const first = Array.isArray(options) ? (options[0] as Node | undefined)?.[map.optionLabel ?? 'name'] : undefined;
      if (typeof first === 'string') fields.push({ place: at, kind: 'pick', label, value: first, confirm: block.pickerConfirmLabel as string | undefined });
      else unfillable.push({ file, pointer: examplePointer(index, map.options ?? 'options'), reply: endpointName, message: `the picker "${code}" has no options in the example reply`, expected: 'a list of options, one of which the generated end-to-end tests pick' });
    } else unfillable.push({ file, pointer: overridden, message: `server field "${code}" is a ${kind}, which the generated tests cannot fill`, expected: 'a hand-written case in tests/e2e/sending-cases.ts' });
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
