// Issue 31: which screens could ship as their prerendered HTML and CSS only, and what keeps the
// others from it. A screen needs the app's scripts when something on it happens in the browser: it
// loads data, opens a dialog, takes input, counts down, answers the host app, runs steps on a tap
// that a plain link cannot do (src/renderer/plain-link.ts: one step to a written address, which the
// widgets then draw as an anchor), or shows what only the browser knows (the address's query, the
// reader's clock). Each reason names the place in the compiled document, so the product team sees
// what one change would make a page script-free. The build reads the same answer: a route page whose
// screen needs no script ships without the app (src/build/route-html-plugin.ts).
import { plainLinkOf } from '../../renderer/plain-link.ts';

/** Steps that only go somewhere: a link does them when the tap is a plain link, and only then. */
const linkSteps = new Set(['navigate', 'open-url']);

/** Roots of what the build cannot know: the address's query, the form, data replies (the screen's state starts as the build draws it; steps that change it are reasons of their own). */
const browserScopes = /^(query|form|data)\b/;

/** Keys of a document whose values are step lists. */
const stepLists = new Set(['onTap', 'onAction', 'onChange', 'onLoad', 'onSuccess', 'onFailure', 'then', 'else']);

export interface ScriptNeedsKinds {
  /** Block kinds that take input (their schema has a `name`). */
  fields: ReadonlySet<string>;
  /** Block kinds that act in the browser by themselves, with why (their schema's `x-needs-script`). */
  scripted: ReadonlyMap<string, string>;
  /** Every block kind: a `type` outside it is a step. */
  blocks: ReadonlySet<string>;
}

/** The kinds of schemas/widgets/*.json (keys `widgets/<kind>.json` of the schema files) that take input or act by themselves. */
export function scriptNeedsKinds(schemaFiles: Readonly<Record<string, unknown>>): ScriptNeedsKinds {
  const fields = new Set<string>();
  const scripted = new Map<string, string>();
  const widgets = Object.entries(schemaFiles).flatMap(([file, schema]) => (file.startsWith('widgets/') ? [[file.slice('widgets/'.length, -'.json'.length), schema] as const] : []));
  for (const [kind, schema] of widgets) {
    const shape = schema as { properties?: Record<string, unknown>; 'x-needs-script'?: unknown };
    if (shape.properties && 'name' in shape.properties) fields.add(kind);
    if (typeof shape['x-needs-script'] === 'string') scripted.set(kind, shape['x-needs-script']);
  }
  return { fields, scripted, blocks: new Set(widgets.map(([kind]) => kind)) };
}

/** A compiled expression's variable: json-logic's {"var": "a.b"} or {"var": ["a.b", fallback]}. */
function variableOf(record: Record<string, unknown>): string | undefined {
  const read = record.var;
  const name = Array.isArray(read) ? read[0] : read;
  return typeof name === 'string' ? name : undefined;
}

/**
 * Why the compiled `document` needs the app's scripts, one line per place ("/body/3: a field
 * (text-field)"); none when its prerendered HTML and CSS are all it needs.
 */
export function scriptNeedsOf(document: Record<string, unknown>, kinds: ScriptNeedsKinds): string[] {
  const reasons: string[] = [];
  const nonEmpty = (value: unknown) => (Array.isArray(value) ? value.length > 0 : typeof value === 'object' && value !== null && Object.keys(value).length > 0);
  if (nonEmpty(document.data)) reasons.push('/data: loads data');
  if (nonEmpty(document.dialogs)) reasons.push('/dialogs: has dialogs');
  if (nonEmpty(document.hostHandlers)) reasons.push('/hostHandlers: answers the host app');
  const actions = (document.actions ?? {}) as Record<string, unknown>;
  const ranActions = new Set<string>();
  const visit = (node: unknown, pointer: string, inSteps: boolean): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${pointer}/${index}`, inSteps));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    const type = typeof record.type === 'string' ? record.type : undefined;
    if (inSteps && type && !kinds.blocks.has(type)) {
      if (type === 'run' && typeof record.action === 'string') {
        // Not a plain link as a whole (src/renderer/plain-link.ts): the action's own steps say why.
        if (!ranActions.has(record.action)) {
          ranActions.add(record.action);
          visit(actions[record.action], `/actions/${record.action}`, true);
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
      visit(value, `${pointer}/${key}`, stepLists.has(key) || (inSteps && (key === 'then' || key === 'else' || key === 'steps')));
    }
  };
  visit(document, '', false);
  // One line per place and reason: a template reading the query twice says so once.
  return [...new Set(reasons)];
}
