// @vitest-environment node
// The generated end-to-end cases fill a field only as field-fills.ts says (issue 62): every field
// widget the schema has needs an entry there, every kind a server-fields block can draw must be
// one the cases fill, and the value each entry gives must pass the field's own rules, as the page
// checks them (src/renderer/field-rules.ts), or the case taps a form that refuses to send.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldRules, ServerFieldsBlock } from '../../generated/screen';
import { buildFieldCheck } from '../../renderer/field-rules';
import { loadMobileNumbers } from '../../lib/mobile-numbers';
import { cityValue } from '../../widgets/city-select/city-value';
import { toFieldBlock } from '../../widgets/server-fields/server-field-item';
import { fieldFills, fillOf, type FieldBlock, type FieldBlockType, type Filling } from './field-fills';
import market from '../../../config/market.json' with { type: 'json' };
import places from '../../../config/ph-locations.json' with { type: 'json' };

const widgets = join(import.meta.dirname, '../../../schemas/widgets');
const schemaOf = (file: string) => JSON.parse(readFileSync(join(widgets, file), 'utf8')) as { properties?: Record<string, unknown> & { kinds?: { additionalProperties?: { enum?: string[] } } } };
/** The field widgets of the schema: those whose blocks have a form `name` (as src/compiler/6-emit/script-needs.ts tells them). */
const fieldWidgets = readdirSync(widgets)
  .filter((file) => file.endsWith('.json') && 'name' in (schemaOf(file).properties ?? {}))
  .map((file) => file.slice(0, -'.json'.length));

const required = { required: 'Please fill this in' };
/** A required block of each field type as a screen writes it (the schema's defaults not filled in), typed exhaustive as fieldFills is. */
const written: { [T in FieldBlockType]: Partial<Extract<FieldBlock, { type: T }>> & { type: T } } = {
  'text-field': { type: 'text-field', name: 'mobile', label: 'Mobile number', format: 'phone', rules: { ...required, mobile: { message: 'Not a mobile number' }, maxLength: { value: 13, message: 'Too long' } } },
  'number-field': { type: 'number-field', name: 'amount', label: 'Amount', money: true, min: { value: 100000, message: 'At least ₱1,000.00' }, max: { value: 500000, message: 'At most ₱5,000.00' }, rules: required },
  checkbox: { type: 'checkbox', name: 'agree', label: 'I agree', rules: required },
  'select-picker': { type: 'select-picker', name: 'bank', label: 'Bank', options: [{ label: 'BDO Unibank', value: 'bdo' }], rules: required },
  segmented: { type: 'segmented', name: 'cardType', label: 'Account type', options: [{ label: 'Bank', value: 1 }, { label: 'E-wallet', value: 2 }], rules: required },
  'day-field': { type: 'day-field', name: 'bestDay', label: 'Best day to call', rules: { ...required, pattern: { value: '^\\d{4}-\\d{2}-\\d{2}$', message: 'A day' } } },
  'city-select': { type: 'city-select', name: 'homeCity', label: 'Where you live', rules: required },
  slider: { type: 'slider', name: 'loanAmount', label: 'Amount', min: 100000, max: 500000, step: 10000, rules: required },
  'star-rating': { type: 'star-rating', name: 'score', label: 'Your rating', count: 5, rules: required },
  'image-upload': { type: 'image-upload', name: 'photos', label: 'Photos', endpoint: 'upload', rules: required },
};

/** The form value the page holds once the fill's action is done (a kept default or min when the field holds one). */
function storedBy(block: FieldBlock, filling: Filling): unknown {
  if ('holds' in filling) return block.default ?? (block as { min?: number }).min;
  if ('cannot' in filling) throw new Error(`${block.type}: ${filling.cannot}`);
  const options = (block as { options?: { label: string; value: string | number }[] }).options ?? [];
  switch (filling.kind) {
    case 'text':
    case 'day':
      return filling.value;
    case 'check':
      return true;
    case 'choose':
      return options.find((o) => o.label === filling.value)?.value;
    case 'pick': {
      if (block.type !== 'city-select') return options.find((o) => o.label === filling.choices[0])?.value;
      const [province, city] = filling.choices;
      // The province and the city must be in the list the picker shows.
      return places.provinces.find((p) => p.name === province)?.cities.includes(city!) ? cityValue(province!, city!) : undefined;
    }
    case 'stars':
      return filling.value >= 1 && filling.value <= filling.count ? filling.value : undefined;
  }
}

const accepts = (rules: FieldRules | undefined, value: unknown) => buildFieldCheck(rules, market as unknown as Record<string, unknown>)(value, { form: {}, state: {} });

beforeAll(loadMobileNumbers);

describe('fieldFills', () => {
  it('has a fill rule for every field widget of the schema, and no other', () => {
    const missing = fieldWidgets.filter((type) => !Object.hasOwn(fieldFills, type));
    expect(missing.map((type) => `schemas/widgets/${type}.json is a field (its blocks have a "name") with no fill rule: add one to src/compiler/tools/field-fills.ts`)).toEqual([]);
    expect(Object.keys(fieldFills).filter((type) => !fieldWidgets.includes(type))).toEqual([]);
  });

  // docs/new-screen.md tells a product person which fields the generated tests fill: its table must name them all.
  it('is what docs/new-screen.md lists, one row per field kind', () => {
    const guide = readFileSync(join(import.meta.dirname, '../../../docs/new-screen.md'), 'utf8');
    const rows = [...guide.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]);
    expect(rows.sort()).toEqual(Object.keys(fieldFills).sort());
  });

  it.each(Object.keys(written) as FieldBlockType[])('%s: a value its required rule and the rest of its rules accept, or a clear reason', (type) => {
    const block = written[type] as FieldBlock;
    const filling = fillOf(block);
    if ('cannot' in filling) {
      // Only a photo is out of a JSON document's reach; the message names what to write instead.
      expect(type).toBe('image-upload');
      expect(filling.expected).toContain('tests/e2e/sending-cases.ts');
      return;
    }
    const stored = storedBy(block, filling);
    expect(stored, `${type}: the value the page holds after ${JSON.stringify(filling)}`).toBeDefined();
    expect(accepts(block.rules, stored), `${type}: ${JSON.stringify(stored)}`).toBeNull();
  });

  it('types a value its pattern and length rules accept, or names the rules to loosen', () => {
    expect(fillOf({ type: 'text-field', name: 'code', label: 'Code', rules: { ...required, pattern: { value: '^\\d{6}$', message: 'Six digits' } } } as FieldBlock)).toEqual({ kind: 'text', value: '123456' });
    expect(fillOf({ type: 'text-field', name: 'code', label: 'Code', rules: { ...required, pattern: { value: '^[A-Z]{3}$', message: 'Three letters' } } } as FieldBlock)).toMatchObject({ at: 'rules', expected: expect.stringContaining('tests/e2e/sending-cases.ts') });
  });

  // Issue 62: a server-drawn city select or day left the generated cases red.
  const kinds = schemaOf('server-fields.json').properties?.kinds?.additionalProperties?.enum ?? [];
  it.each(kinds)('fills a server field drawn as %s', (kind) => {
    const block = { type: 'server-fields', items: 'data.x.items', map: { name: 'code', kind: 'cate', label: 'title', options: 'note', optionLabel: 'name', optionValue: 'name' }, kinds: { [kind]: kind } } as unknown as ServerFieldsBlock;
    const item = { code: 'detail', cate: kind, title: 'A detail', value: '', note: [{ name: 'One' }, { name: 'Two' }] };
    const field = toFieldBlock(item, block, { requiredMessage: required.required }) as FieldBlock;
    const filling = fillOf(field);
    expect(filling, `${kind}`).not.toHaveProperty('cannot');
    expect(accepts(field.rules, storedBy(field, filling))).toBeNull();
  });
});
