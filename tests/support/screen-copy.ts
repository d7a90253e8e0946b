/**
 * What a screen says, read from its document: tests find fields and buttons by the words the JSON
 * (or, for server-drawn fields, the dev API that serves them) gives them, so a product person's copy
 * edit keeps them green. Only a test whose subject is the wording itself (a legal text) quotes it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import market from '../../config/market.json' with { type: 'json' };
import { parseTemplate, templateParts } from '../../src/compiler/shared/expression-parser';
import { evaluate } from '../../src/expressions/evaluate';

type Node = Record<string, unknown>;

const root = join(import.meta.dirname, '../..');

/** Each place in a document depth first, with its JSON pointer. */
function* walk(node: unknown, pointer = ''): Generator<[Node, string]> {
  if (typeof node !== 'object' || node === null) return;
  if (!Array.isArray(node)) yield [node as Node, pointer];
  for (const [key, value] of Object.entries(node)) yield* walk(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
}

export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name that starts with the text: a field's accessible name adds its required mark or hint after the label. */
export const startingWith = (text: string) => new RegExp(`^${escaped(text)}`);

/** The whole text and nothing else (getByRole's name matches a substring of a string otherwise). */
export const exactly = (text: string) => new RegExp(`^${escaped(text)}$`);

/** Any one of these whole texts (a countdown's "59s" or "58s", as its template writes them). */
export const oneOf = (texts: readonly string[]) => new RegExp(`^(${texts.map(escaped).join('|')})$`);

/**
 * The value of a template as the app shows it: "Please select your {item.title}" with
 * { item: { title: 'Bank' } }. Any expression the screens may write works (the compiler's parser,
 * the runtime's evaluator), so a changed template changes the expected text with it. `market`
 * (config/market.json) is in scope as it is in the app's.
 */
export function filled(template: string, scope: Record<string, unknown> = {}): string {
  return String(evaluate(parseTemplate(template), { market, ...scope }) ?? '');
}

/**
 * The whole text a template shows, each of its {…} parts matching any value and captured in order:
 * "Reference no. {state.reference}" matches "Reference no. 301" with 301 as group 1. For a test
 * that reads a value the page shows (a number the server gave) by the words around it.
 */
export function matching(template: string): RegExp {
  return new RegExp(`^${templateParts(template).map((part) => ('text' in part ? escaped(part.text) : '(.+?)')).join('')}$`);
}

export interface ScreenCopy {
  readonly file: string;
  readonly document: Node;
  /** The text at a JSON pointer of the document: `/footer/0/label`. */
  text(pointer: string): string;
  /** The label of the field named `name` (a block's `name`). */
  label(name: string): string;
  /** The first block that `matches` says is the one, anywhere in the document (body, footer, dialogs). */
  block(what: string, matches: (block: Node) => boolean): Node;
  /** Where that block is: its JSON pointer, for a text inside it (`${at(...)}/label`) that survives blocks added before it. */
  at(what: string, matches: (block: Node) => boolean): string;
  /** The `text` of the first block of `type`. */
  firstText(type: string): string;
  /** The `property` (its `text` unless named) of the block `matches` says is the one: a text found by the block's identity. */
  textOf(what: string, matches: (block: Node) => boolean, property?: string): string;
  /** Where every block `matches` says is one of them is, in document order (at least one). */
  everyAt(what: string, matches: (block: Node) => boolean): string[];
  /** Where the block just before that one sits among its siblings: a heading or label known by the block it introduces. */
  before(what: string, matches: (block: Node) => boolean): string;
  /** The words of that block alone, pointers still from the document's root: for a block known only by the group it is in. */
  within(what: string, matches: (block: Node) => boolean): ScreenCopy;
  /** The words of the dialog `name` alone (its title, body and footer), pointers still from the document's root: a dialog's button known by what it does there. */
  dialog(name: string): ScreenCopy;
}

/** The words of a document, failing with the file and pointer (or what was sought) a test asks for and the screen lacks. */
export function copyOf(document: unknown, file = 'the screen', base = ''): ScreenCopy {
  const doc = document as Node;
  const stringAt = (pointer: string, value: unknown): string => {
    if (typeof value !== 'string') throw new Error(`${file}#${pointer}: no text there (expected a string; did the screen's structure change? update the test's pointer)`);
    return value;
  };
  const found = (what: string, matches: (block: Node) => boolean): [Node, string] => {
    for (const [node, pointer] of walk(doc, base)) if (typeof node.type === 'string' && matches(node)) return [node, pointer];
    throw new Error(`${file}: no ${what} (expected a block in the document; the test names it by the JSON, so fix the test or the screen)`);
  };
  const block = (what: string, matches: (block: Node) => boolean): Node => found(what, matches)[0];
  return {
    file,
    document: doc,
    text(pointer) {
      if (pointer !== base && !pointer.startsWith(`${base}/`)) throw new Error(`${file}#${pointer}: outside ${base}, the part of the document the test looks in`);
      let node: unknown = doc;
      for (const token of pointer.slice(base.length).split('/').slice(1)) node = (node as Node | undefined)?.[token.replace(/~1/g, '/').replace(/~0/g, '~')];
      return stringAt(pointer, node);
    },
    label(name) {
      for (const [node, pointer] of walk(doc, base)) if (node.name === name && 'label' in node) return stringAt(`${pointer}/label`, node.label);
      throw new Error(`${file}: no field named "${name}" with a label (expected a block with "name": "${name}")`);
    },
    block,
    at: (what, matches) => found(what, matches)[1],
    firstText(type) {
      const found = block(`${type} block with a text`, (node) => node.type === type && typeof node.text === 'string');
      return found.text as string;
    },
    textOf(what, matches, property = 'text') {
      const [node, pointer] = found(what, matches);
      return stringAt(`${pointer}/${property}`, node[property]);
    },
    everyAt(what, matches) {
      const pointers = [...walk(doc, base)].filter(([node]) => typeof node.type === 'string' && matches(node)).map(([, pointer]) => pointer);
      if (pointers.length === 0) found(what, matches);
      return pointers;
    },
    before(what, matches) {
      const pointer = found(what, matches)[1];
      const index = Number(pointer.slice(pointer.lastIndexOf('/') + 1));
      if (!(index > 0)) throw new Error(`${file}#${pointer}: nothing before ${what} (expected a block before it in the same list)`);
      return `${pointer.slice(0, pointer.lastIndexOf('/'))}/${index - 1}`;
    },
    within(what, matches) {
      const [node, pointer] = found(what, matches);
      return copyOf(node, file, pointer);
    },
    dialog(name) {
      const dialog = (doc.dialogs as Node | undefined)?.[name];
      if (typeof dialog !== 'object' || dialog === null) throw new Error(`${file}${base ? `#${base}` : ''}: no dialog "${name}" (expected "dialogs": { "${name}": { … } })`);
      return copyOf(dialog, file, `${base}/dialogs/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    },
  };
}

/** A block whose tap (or empty state's action) runs the screen's action `name`: a button known by what it does, not where it sits. */
export const runsAction = (name: string) => doesStep('run', { action: name });

/**
 * A block one of whose tap steps (or its empty state's action's) is a `step` with these values:
 * `doesStep('navigate', { to: '/repaymentDelay' })`, `doesStep('bridge', { action: 'callPhone' })`.
 */
export const doesStep = (step: string, values: Node = {}) => (block: Node) =>
  [block.onTap, block.onAction].some((steps) => Array.isArray(steps) && steps.some((s: Node) => s.type === step && Object.entries(values).every(([key, value]) => s[key] === value)));

/** A block of `type` with these values: `ofType('heading', { level: 1 })`, `ofType('fragment', { use: 'pay-code-card' })`. */
export const ofType = (type: string, values: Node = {}) => (block: Node) => block.type === type && Object.entries(values).every(([key, value]) => block[key] === value);

/** A block whose text, label, alt, title, src or ariaLabel is a template that reads `expression`: a value's words known by the value. */
export const showing = (expression: string) => (block: Node) =>
  ['text', 'label', 'alt', 'title', 'src', 'ariaLabel'].some((key) => typeof block[key] === 'string' && block[key].includes(expression));

/** A block with a block somewhere inside it (its children, an empty state) that `matches`: a card known by what it holds. */
export const holding = (matches: (block: Node) => boolean) => (block: Node) => {
  for (const [inner] of walk(block)) if (inner !== block && typeof inner.type === 'string' && matches(inner)) return true;
  return false;
};

/** A block every one of `matches` says is the one. */
export const all = (...matches: ((block: Node) => boolean)[]) => (block: Node) => matches.every((m) => m(block));

/** A field block named `name`. */
export const namedField = (name: string) => (block: Node) => block.name === name;

/** The pointer of the label of the block in screens/<file>.json that runs `action`, for textAt, shownAt or countingDown. */
export const actionLabelAt = (file: string, action: string) => `${screenCopy(file).at(`block that runs "${action}"`, runsAction(action))}/label`;

/** The words of screens/<file>.json (fragments: 'fragments/<id>'), as written in English. */
export function screenCopy(file: string): ScreenCopy {
  const path = `screens/${file}.json`;
  return copyOf(JSON.parse(readFileSync(join(root, path), 'utf8')), path);
}

/** A field's accessible name as the screen labels it: `getByLabel(fieldLabel('complaint-form', 'detail'))`. */
export const fieldLabel = (file: string, name: string) => startingWith(screenCopy(file).label(name));

/** The text at a JSON pointer of screens/<file>.json: `textAt('complaint-form', '/footer/0/label')`. */
export const textAt = (file: string, pointer: string) => screenCopy(file).text(pointer);

/** A text of the block of screens/<file>.json that `matches` says is the one: `textOf('loan-details', 'the rollover button', doesStep('navigate', { to: '/repaymentDelay' }), 'label')`. */
export const textOf = (file: string, what: string, matches: (block: Node) => boolean, property = 'text') => screenCopy(file).textOf(what, matches, property);

/** The pointer of that block, for shownAt or countingDown (`${pointerOf(...)}/label`). */
export const pointerOf = (file: string, what: string, matches: (block: Node) => boolean) => screenCopy(file).at(what, matches);

/** The template at a JSON pointer of screens/<file>.json as the app shows it with `scope` (and market): `shownAt('complaint-form', '/dialogs/sent/body/1/text')`. */
export const shownAt = (file: string, pointer: string, scope: Record<string, unknown> = {}) => filled(textAt(file, pointer), scope);

/** Every second of a countdown's minute, 1 to 60. */
const aMinute = Array.from({ length: 60 }, (_, i) => i + 1);

/**
 * A countdown button's label at any of `seconds` (every second of a minute unless given), as the
 * template at `pointer` writes it with `state[counter]` seconds left: "59s" for
 * "{state.smsLeft > 0 ? cat(state.smsLeft, 's') : 'Get code'}".
 */
export const countingDown = (file: string, pointer: string, counter: string, seconds: readonly number[] = aMinute) =>
  oneOf(seconds.map((left) => shownAt(file, pointer, { state: { [counter]: left } })));
