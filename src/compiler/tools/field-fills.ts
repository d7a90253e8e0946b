/**
 * Build-time only (Node). How a generated end-to-end case fills each kind of field a screen can
 * draw: one entry per field block type of the schema (a block with a form `name`), used for a
 * screen's own fields and for those a server-fields block draws of the server's items (by its
 * `kinds`), so a new form with any of them is tried from its JSON alone. Each entry gives a value
 * the field's rules accept and the page action that enters it (tests/e2e/generated-cases.ts acts
 * on each action kind), or says why the field needs none, or why no JSON can fill it and what to
 * write instead. `fieldFills` is typed exhaustive over the field block types: a new field widget
 * with no entry fails the type check, and field-fills.test.ts names this file.
 */
import type { Block, FieldRules } from '../../generated/screen';
import market from '../../../config/market.json' with { type: 'json' };
import places from '../../../config/ph-locations.json' with { type: 'json' };

export type FieldBlock = Extract<Block, { name: string }>;
export type FieldBlockType = FieldBlock['type'];

/** What the page does to enter a field's value, finding the field by its label as a person does. */
export type FillAction =
  /** Types the value into the input. */
  | { kind: 'text'; value: string }
  /** Enters the day (YYYY-MM-DD) into the date input. */
  | { kind: 'day'; value: string }
  /** Ticks the checkbox. */
  | { kind: 'check' }
  /** Chooses the option of this text in the field's row of radios (segmented). */
  | { kind: 'choose'; value: string }
  /** Opens the field's sheet, then chooses each option in turn, confirming each (a province, then its city). */
  | { kind: 'pick'; choices: string[]; confirm: string }
  /** Chooses this star of `count`. */
  | { kind: 'stars'; value: number; count: number };

/**
 * A fill rule's answer: an action; `holds`, why the field already holds a value its rules accept;
 * or `cannot`, why no value can come from the JSON, `expected` what to write instead, and `at` the
 * part of the block (or, for a server field, of the item) that lacks it.
 */
export type Filling = FillAction | { holds: string } | { cannot: string; expected: string; at?: 'rules' | 'options' };

type Rule<T extends FieldBlockType> = (block: Extract<FieldBlock, { type: T }>) => Filling;

const handWritten = 'a hand-written case in tests/e2e/sending-cases.ts';

/** The values text typed into a field may take, the first its rules accept being used. */
function textCandidates(format: unknown): string[] {
  const phone = '0917 123 4567';
  const byFormat: Record<string, string[]> = { phone: [phone], 'bank-card': ['0012345678901'], digits: ['123456789', '0012345678'], number: ['123456789', '1000'] };
  return [...(byFormat[String(format)] ?? []), 'Juan dela Cruz', phone, '09171234567', 'juan.delacruz@example.ph', '123456', '123456789', '1000', 'Quezon City'];
}

/** Why `value` breaks one of the field's rules, or undefined (custom rules need the form, so are left to the page). */
function breaksRules(value: string, rules: FieldRules | undefined): string | undefined {
  if (!rules) return undefined;
  const length = [...value].length;
  if (rules.minLength && length < rules.minLength.value) return 'minLength';
  if (rules.maxLength && length > rules.maxLength.value) return 'maxLength';
  if (rules.pattern) {
    const { value: pattern } = rules.pattern;
    const source = pattern.startsWith('market:') ? String((market as unknown as Record<string, unknown>)[pattern.slice('market:'.length)] ?? '') : pattern;
    if (!new RegExp(source).test(value)) return 'pattern';
  }
  if (rules.mobile && !/^0?9\d{2} ?\d{3} ?\d{4}$/.test(value)) return 'mobile';
  return undefined;
}

const typed = (format: unknown, rules: FieldRules | undefined): Filling => {
  const value = textCandidates(format).find((candidate) => breaksRules(candidate, rules) === undefined);
  return value === undefined ? { cannot: 'no value the generated tests type meets these rules', expected: `a "default" the rules accept, or ${handWritten}`, at: 'rules' } : { kind: 'text', value };
};

/** A text as written (a compiled expression is the page's to work out). */
const plain = (text: unknown): string | undefined => (typeof text === 'string' ? text : undefined);

/** A week from today: a day ahead, as a day to call or to pay is. */
const sampleDay = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** The first place of config/ph-locations.json, the list the city picker shows. */
const [province] = places.provinces;

/** How the fields of each type are filled. */
export const fieldFills: { [T in FieldBlockType]: Rule<T> } = {
  'text-field': (block) => typed(block.format, block.rules),
  'number-field': (block) => {
    // Typed as the borrower types it: money in pesos, though the rules (min, max) speak in centavos.
    const units = block.min?.value ?? (block.money ? 100000 : 1);
    const value = Math.min(units, block.max?.value ?? units);
    return { kind: 'text', value: String(block.money ? value / 100 : value) };
  },
  checkbox: () => ({ kind: 'check' }),
  'day-field': () => ({ kind: 'day', value: sampleDay() }),
  'select-picker': (block) => {
    const first = block.options?.[0]?.label;
    if (first === undefined) return { cannot: `a required select-picker whose options come from data (${block.optionsFrom === undefined ? 'none written' : 'optionsFrom'})`, expected: `a "default", or ${handWritten}`, at: 'options' };
    return { kind: 'pick', choices: [first], confirm: plain(block.confirmLabel) ?? market.messages.confirm };
  },
  segmented: (block) => {
    const [first] = block.options;
    return first === undefined ? { cannot: 'a required segmented with no options', expected: 'its options', at: 'options' } : { kind: 'choose', value: first.label };
  },
  'city-select': (block) =>
    province?.cities[0] === undefined
      ? { cannot: 'config/ph-locations.json lists no province with a city', expected: 'the places the city picker offers in config/ph-locations.json' }
      : { kind: 'pick', choices: [province.name, province.cities[0]], confirm: plain(block.confirmLabel) ?? market.messages.confirm },
  slider: () => ({ holds: 'a slider always holds a number: its min until it is moved' }),
  'star-rating': (block) => ({ kind: 'stars', value: block.count ?? 5, count: block.count ?? 5 }),
  'image-upload': () => ({
    cannot: 'a required image-upload: a photo, which the generated tests cannot make from JSON',
    expected: `no "required" in its rules if the photo may be left out, or ${handWritten}`,
  }),
};

/** Whether blocks of this type are form fields the walk fills. */
export const isFieldType = (type: unknown): type is FieldBlockType => typeof type === 'string' && Object.hasOwn(fieldFills, type);

/** How a generated case fills this field block (a screen's own, or one a server-fields block draws). */
export const fillOf = (block: FieldBlock): Filling => (fieldFills[block.type] as (block: FieldBlock) => Filling)(block);
