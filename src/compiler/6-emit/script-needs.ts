// Issue 31: which screens could ship as their prerendered HTML and CSS only, and what keeps the
// others from it. A screen needs the app's scripts when something on it happens in the browser: it
// loads data, opens a dialog, takes input, counts down, answers the host app, runs steps on a tap
// that a plain link cannot do (src/renderer/plain-link.ts: one step to a written address, which the
// widgets then draw as an anchor), or shows what only the browser knows (the address's query, the
// reader's clock). Each reason names the place in the compiled document, so the product team sees
// what one change would make a page script-free. The build reads the same answer: a route page whose
// screen needs no script ships without the app (src/build/route-html-plugin.ts).
//
// Some of those places happen only when the reader uses a part of the page: the steps of a tap, a
// dialog (opened by such steps). The schemas say which (`x-on-use` on a property: a widget's onTap,
// the screen's dialogs); what is reached only through them waits until used. A screen whose every
// reason waits ships as a static page that loads the app on the first tap of such a part
// (src/app/static-page.ts), the app hydrating the page as on any route page and then doing the tap.
import { plainLinkOf } from '../../renderer/plain-link.ts';

/** Steps that only go somewhere: a link does them when the tap is a plain link, and only then. */
const linkSteps = new Set(['navigate', 'open-url']);

/** Roots of what the build cannot know: the address's query, the form, data replies (the screen's state starts as the build draws it; steps that change it are reasons of their own). */
const browserScopes = /^(query|form|data)\b/;

/** Keys of a document whose values are step lists. */
const stepLists = new Set(['onTap', 'onAction', 'onChange', 'onLoad', 'onClose', 'onSuccess', 'onFailure', 'then', 'else']);

export interface ScriptNeedsKinds {
  /** Block kinds that take input (their schema has a `name`). */
  fields: ReadonlySet<string>;
  /** Block kinds that act in the browser by themselves, with why (their schema's `x-needs-script`). */
  scripted: ReadonlyMap<string, string>;
  /** Every block kind: a `type` outside it is a step. */
  blocks: ReadonlySet<string>;
  /** By block kind ('' for the screen itself), the keys whose content happens only when the reader uses that part (their schema's `x-on-use`), at any depth of the kind's schema. */
  onUse: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The names of the properties marked `x-on-use` anywhere in a schema (a site-nav item's onTap sits in its items). */
function onUseKeysOf(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((item) => onUseKeysOf(item, found));
  else if (typeof schema === 'object' && schema !== null) {
    const { properties } = schema as { properties?: unknown };
    if (typeof properties === 'object' && properties !== null)
      for (const [name, property] of Object.entries(properties)) if (typeof (property as Record<string, unknown>)?.['x-on-use'] === 'string') found.add(name);
    // Examples are documents, not schemas.
    for (const [key, value] of Object.entries(schema)) if (key !== 'examples') onUseKeysOf(value, found);
  }
  return found;
}

/** The kinds of schemas/widgets/*.json (keys `widgets/<kind>.json` of the schema files) that take input or act by themselves, and the parts of them and of screen.json that wait until used. */
export function scriptNeedsKinds(schemaFiles: Readonly<Record<string, unknown>>): ScriptNeedsKinds {
  const fields = new Set<string>();
  const scripted = new Map<string, string>();
  const onUse = new Map<string, ReadonlySet<string>>([['', onUseKeysOf(schemaFiles['screen.json'])]]);
  const widgets = Object.entries(schemaFiles).flatMap(([file, schema]) => (file.startsWith('widgets/') ? [[file.slice('widgets/'.length, -'.json'.length), schema] as const] : []));
  for (const [kind, schema] of widgets) {
    const shape = schema as { properties?: Record<string, unknown>; 'x-needs-script'?: unknown };
    if (shape.properties && 'name' in shape.properties) fields.add(kind);
    if (typeof shape['x-needs-script'] === 'string') scripted.set(kind, shape['x-needs-script']);
    const keys = onUseKeysOf(schema);
    if (keys.size) onUse.set(kind, keys);
  }
  return { fields, scripted, blocks: new Set(widgets.map(([kind]) => kind)), onUse };
}

/** A compiled expression's variable: json-logic's {"var": "a.b"} or {"var": ["a.b", fallback]}. */
function variableOf(record: Record<string, unknown>): string | undefined {
  const read = record.var;
  const name = Array.isArray(read) ? read[0] : read;
  return typeof name === 'string' ? name : undefined;
}

/** Why a compiled document needs the app's scripts, one line per place ("/body/3: a field (text-field)"). */
export interface ScriptNeeds {
  /** Places that need the app as the page opens. */
  atLoad: string[];
  /** Places that happen only when the reader uses a part of the page (a tap's steps, a dialog): the app can come then. */
  onUse: string[];
}

/** How a route page ships (src/build/route-html-plugin.ts): without scripts, with the app on first use, or with the app. */
export type PageKind = 'static' | 'on-use' | 'app';

/** The page of the documents a route shows, by what they need. */
export function pageKindOf(needs: readonly ScriptNeeds[]): PageKind {
  if (needs.some((need) => need.atLoad.length)) return 'app';
  return needs.some((need) => need.onUse.length) ? 'on-use' : 'static';
}

/**
 * Why the compiled `document` needs the app's scripts, at load and on use; none of either when its
 * prerendered HTML and CSS are all it needs.
 */
export function scriptNeedsOf(document: Record<string, unknown>, kinds: ScriptNeedsKinds): ScriptNeeds {
  const atLoad: string[] = [];
  const onUse: string[] = [];
  const nonEmpty = (value: unknown) => (Array.isArray(value) ? value.length > 0 : typeof value === 'object' && value !== null && Object.keys(value).length > 0);
  const screenOnUse = kinds.onUse.get('');
  if (nonEmpty(document.data)) atLoad.push('/data: loads data');
  if (nonEmpty(document.dialogs)) (screenOnUse?.has('dialogs') ? onUse : atLoad).push('/dialogs: has dialogs');
  if (nonEmpty(document.hostHandlers)) atLoad.push('/hostHandlers: answers the host app');
  const actions = (document.actions ?? {}) as Record<string, unknown>;
  /** Actions visited, by when they run: one run from a tap and another from onLoad are two reasons. */
  const ranActions = new Set<string>();
  /** `owner`: the kind of the block the node belongs to ('' for the screen); `waits`: reached only through a part the reader uses. */
  const visit = (node: unknown, pointer: string, inSteps: boolean, owner: string, waits: boolean): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${pointer}/${index}`, inSteps, owner, waits));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const reasons = waits ? onUse : atLoad;
    const record = node as Record<string, unknown>;
    const type = typeof record.type === 'string' ? record.type : undefined;
    const kind = type && kinds.blocks.has(type) ? type : owner;
    if (inSteps && type && !kinds.blocks.has(type)) {
      if (type === 'run' && typeof record.action === 'string') {
        // Not a plain link as a whole (src/renderer/plain-link.ts): the action's own steps say why.
        if (!ranActions.has(`${waits}:${record.action}`)) {
          ranActions.add(`${waits}:${record.action}`);
          visit(actions[record.action], `/actions/${record.action}`, true, '', waits);
        }
      } else if (linkSteps.has(type)) reasons.push(`${pointer}: the step ${type}, which no plain link does (it carries the page's values, replaces the page, or runs beside other steps)`);
      else reasons.push(`${pointer}: the step ${type}`);
    }
    if (type && kinds.fields.has(type)) reasons.push(`${pointer}: a field (${type})`);
    const scripted = type ? kinds.scripted.get(type) : undefined;
    if (scripted) reasons.push(`${pointer}: ${type} (${scripted})`);
    const read = variableOf(record);
    if (read && browserScopes.test(read)) reasons.push(`${pointer}: shows ${read.split('.').slice(0, 2).join('.')}, which only the browser knows`);
    if ('now' in record) reasons.push(`${pointer}: reads the reader's clock (now)`);
    for (const [key, value] of Object.entries(record)) {
      if (key === '$comment' || key === 'actions' || key === 'scenarios' || key === 'endpoints' || key === 'query' || key === 'state' || key === 'data') continue;
      // A tap that only goes to a page is drawn as an anchor: nothing for a script to do.
      if (key === 'onTap' && plainLinkOf(value, actions)) continue;
      const later = waits || (kinds.onUse.get(kind)?.has(key) ?? false);
      visit(value, `${pointer}/${key}`, stepLists.has(key) || (inSteps && (key === 'then' || key === 'else' || key === 'steps')), kind, later);
    }
  };
  visit(document, '', false, '', false);
  // One line per place and reason: a template reading the query twice says so once.
  return { atLoad: [...new Set(atLoad)], onUse: [...new Set(onUse)] };
}
