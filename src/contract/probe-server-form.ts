// Node-only: a form the server draws (a screen's server-fields block, bind-bank's from card-init),
// as npm run probe meets it. The probe fills it as the app would, from the reply's own items and
// the widget rules the page uses (src/widgets/server-fields/server-field-item.ts toFieldBlock; the
// chosen option's value, the city picker's "Province, City", the day field's format), and holds the
// reply to what the page needs of it: items to draw, and the label each field shows.
import { relative } from 'node:path';
import dayjs from 'dayjs';
import locations from '../../config/ph-locations.json' with { type: 'json' };
import { projectRoot } from '../compiler/1-parse/files-on-disk.ts';
import { compiledProject } from '../compiler/compile-project.ts';
import { evaluateText, truthy, evaluate } from '../expressions/evaluate.ts';
import type { FieldRules, ServerFieldsBlock } from '../generated/screen.ts';
import { escapePointerToken, valueAt } from '../lib/problem.ts';
import market from '../../config/market.json' with { type: 'json' };
import { buildFieldCheck } from '../renderer/field-rules.ts';
import { cityValue } from '../widgets/city-select/city-value.ts';
import { overrideOf, read, toFieldBlock, type Item } from '../widgets/server-fields/server-field-item.ts';
import type { DeclaredEndpointContract } from './endpoint-uses.ts';

export interface ServerForm {
  /** The screen that draws it, and the block's place there. */
  screen: string;
  at: string;
  /** The block as the runtime reads it (expressions compiled). */
  block: ServerFieldsBlock;
  /** The endpoint whose reply holds the items ("POST /v3/bind-card/card-init"), and where in the reply. */
  source: string;
  itemsPointer: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every server-fields block of the valid screens whose items are a data source's reply
 * (`data.init.items`: the reply of the endpoint `init` loads, at /data/items). Items written any
 * other way are not a reply the probe can fetch, so such a block is not checked.
 */
export function readServerForms(endpoints: readonly DeclaredEndpointContract[], root = projectRoot): ServerForm[] {
  const forms: ServerForm[] = [];
  for (const [path, document] of compiledProject(root).documents) {
    const screen = relative(root, path);
    const sources = isObject(document.data) ? document.data : {};
    const walk = (node: unknown, pointer: string) => {
      if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${pointer}/${i}`));
      if (!isObject(node)) return;
      const items = isObject(node.items) ? node.items.var : undefined;
      const from = node.type === 'server-fields' && typeof items === 'string' ? /^data\.([^.]+)\.(.+)$/.exec(items) : null;
      const load = from ? sources[from[1]!] : undefined;
      const endpoint = isObject(load) && endpoints.find((e) => e.file === screen && e.name === load.endpoint);
      if (from && endpoint) {
        forms.push({ screen, at: `${screen}#${pointer}`, block: node as unknown as ServerFieldsBlock, source: `${endpoint.endpoint.method} ${endpoint.endpoint.path}`, itemsPointer: `/data/${from[2]!.split('.').map(escapePointerToken).join('/')}` });
        return;
      }
      for (const [key, child] of Object.entries(node)) walk(child, `${pointer}/${escapePointerToken(key)}`);
    };
    walk(document, '');
  }
  return forms;
}

/** The server form a call sends whole (paramsFrom form on the form's screen), if any. */
export const serverFormSentBy = (endpoint: DeclaredEndpointContract, forms: readonly ServerForm[]): ServerForm | undefined =>
  forms.find((form) => endpoint.uses.some((use) => use.paramsFrom === 'form' && use.screen === form.screen));

const itemsOf = (form: ServerForm, reply: unknown): unknown => valueAt(reply, form.itemsPointer);

/** The label the page shows for an item: the screen's override, else the item's own (blank counts as none). */
function shownLabel(form: ServerForm, item: Item, index: number): string {
  const override = overrideOf(form.block, item);
  const own = override?.label === undefined ? '' : evaluateText(override.label, { item, index });
  if (own.trim()) return own;
  const served = read(item, form.block.map.label);
  return typeof served === 'string' ? served.trim() : '';
}

/**
 * What the page needs of the reply beyond its schema: items to draw (none is `thin`: the borrower
 * meets a form with nothing to fill), and the words it shows of each (a field without its label
 * shows its code, an option without its name a blank row). Each problem names its pointer.
 */
export function serverFormFindings(form: ServerForm, reply: unknown): { thin?: string; problems: string[] } {
  const items = itemsOf(form, reply);
  const where = `${form.at} (server-fields)`;
  if (!Array.isArray(items) || items.length === 0) return { thin: `#${form.itemsPointer}: no items: ${where} would draw a form with no fields to fill`, problems: [] };
  const { map } = form.block;
  const problems: string[] = [];
  items.forEach((item, index) => {
    if (!isObject(item)) return;
    // An item of a kind the screen does not draw, or without a name, is left out by the page: nothing of it is shown.
    if (!form.block.kinds[String(read(item, map.kind))] || typeof read(item, map.name) !== 'string') return;
    const at = `#${form.itemsPointer}/${index}`;
    if (!shownLabel(form, item, index)) problems.push(`${at}/${escapePointerToken(map.label)}: missing or blank (expected the field's label, which ${where} shows; without it the borrower reads its code "${String(read(item, map.name))}")`);
    const options = map.options === undefined ? undefined : read(item, map.options);
    if (!Array.isArray(options)) return;
    const labelKey = map.optionLabel ?? 'label';
    options.forEach((option, i) => {
      const label = isObject(option) ? read(option, labelKey) : undefined;
      if (typeof label !== 'string' || !label.trim()) problems.push(`${at}/${escapePointerToken(map.options!)}/${i}/${escapePointerToken(labelKey)}: missing or blank (expected the option's label, which ${where}'s picker shows)`);
    });
  });
  return { problems };
}

/** A day a borrower would pick: a fortnight ahead, a payday in the future. */
const pickedDay = () => dayjs().add(14, 'day');

/** What a borrower might type in a text field of each format, tried in order. */
const typedSamples: Record<string, string[]> = {
  phone: ['09171234567'],
  digits: ['1234567890'],
  number: ['1234567890'],
  'bank-card': ['1234567890123456'],
  none: ['Maria Santos', '1234567890'],
};

/**
 * A value for a text field nobody gave one: the first sample of its format the page's own rules
 * accept (src/renderer/field-rules.ts). A form a product person adds (npm run trial:edits --
 * new-form) is probed with nothing more; a server that wants other values refuses them, and the
 * line says to give its own with --params. Undefined when no sample passes the field's rules.
 */
function typedSample(field: Json & { rules?: FieldRules; format?: string }, form: Record<string, unknown>): string | undefined {
  const check = buildFieldCheck(field.rules, market as unknown as Record<string, unknown>);
  return (typedSamples[field.format ?? 'none'] ?? typedSamples.none!).find((sample) => check(sample, { form }) === null);
}

/**
 * The parameters a call sends with the page's form, the fields the server drew filled as the app
 * would fill them: each field the page shows (itemWhen, over the form's other values), by the block
 * its widget draws. A field with a starting value keeps it; a picker takes its first choice (an
 * option's value, the first province's first city, a day); a text field takes the value `params`
 * gives it, as a borrower types it, or else a sample its rules accept (typedSample). A field the page does not show is not sent (the other tab's),
 * nor is a picker's value from `params` unless `chosen` names it (the probe's own --params): the
 * fixtures' picked values are not what a borrower could pick from this reply.
 */
export function fillServerForm(form: ServerForm, reply: unknown, params: Record<string, unknown>, chosen: ReadonlySet<string>): { params: Record<string, unknown> } | { missing: string[] } {
  const listed = itemsOf(form, reply);
  const items = (Array.isArray(listed) ? listed : []).filter(isObject);
  const drawn = new Set(items.map((item) => read(item, form.block.map.name)));
  const values = Object.fromEntries(Object.entries(params).filter(([name]) => !drawn.has(name)));
  const missing: string[] = [];
  items.forEach((item, index) => {
    if (form.block.itemWhen !== undefined && !truthy(evaluate(form.block.itemWhen, { item, index, form: params }))) return;
    const field = toFieldBlock(item, form.block, { requiredMessage: '', override: overrideOf(form.block, item) }) as (Json & { name: string; type: string; rules?: FieldRules; format?: string }) | null;
    if (!field) return;
    const { name } = field;
    const at = `#${form.itemsPointer}/${index}`;
    if (chosen.has(name)) values[name] = params[name];
    else if (field.default !== undefined && field.default !== '') values[name] = String(field.default);
    else if (field.type === 'select-picker') {
      const first = (field.options as { value: string }[])[0];
      if (first) values[name] = first.value;
      else missing.push(`${name}: ${at} offers no option to pick (expected a list at ${form.block.map.options ?? 'its options key'})`);
    } else if (field.type === 'city-select') {
      const province = locations.provinces[0]!;
      values[name] = cityValue(province.name, province.cities[0]!);
    } else if (field.type === 'day-field') values[name] = pickedDay().format(String(field.valueFormat));
    else if (name in params) values[name] = params[name];
    else {
      const sample = typedSample(field, params);
      if (sample !== undefined) values[name] = sample;
      else missing.push(`${name}: a field the borrower types (${at}) whose rules take none of the probe's samples; give its value with --params`);
    }
  });
  return missing.length ? { missing } : { params: values };
}
