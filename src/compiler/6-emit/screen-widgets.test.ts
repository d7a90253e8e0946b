// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allWidgetTypes } from '../../widgets/registry';
import { buildTimeBlockKinds } from '../4-expand/fragments';
import { listScreenFiles, loadSchemaFiles, projectRoot } from '../1-parse/files-on-disk';
import { compiledProject } from '../compile-project';
import { blockKindsOf, screenNeedsOf, splitScreenNeedsOf, type WidgetWalkDocument } from './screen-widgets';
import { screenManifest } from './screen-manifest';

const blockKinds = blockKindsOf(loadSchemaFiles()['block.json']);
const byId = new Map(listScreenFiles().map((path) => {
  const document = JSON.parse(readFileSync(path, 'utf8')) as WidgetWalkDocument;
  return [document.id, document] as const;
}));

describe('screenNeedsOf', () => {
  it('reads the block kinds from the block union, which the registry covers exactly', () => {
    // A fragment block is replaced at build time: no widget draws it.
    expect([...blockKinds].filter((kind) => !buildTimeBlockKinds.has(kind)).sort()).toEqual([...allWidgetTypes].sort());
  });

  it('finds blocks in the body, footer and dialogs, but not step types', () => {
    const document = {
      id: 'x',
      body: [{ type: 'stack', children: [{ type: 'heading', text: 'Hi' }] }],
      footer: [{ type: 'button', label: 'Go', onTap: [{ type: 'toast', message: 'hi' }] }],
      dialogs: { d: { body: [{ type: 'paragraph', text: 'p' }] } },
    };
    expect(screenNeedsOf(document, blockKinds)).toEqual({ widgets: ['button', 'heading', 'paragraph', 'stack'], mobileNumbers: false });
  });

  it('adds the field kinds a server-fields block maps to', () => {
    const a: WidgetWalkDocument = { id: 'a', body: [{ type: 'image', src: 'x' }, { type: 'server-fields', kinds: { TEXT: 'text-field', CITY: 'city-select' } }] };
    expect(screenNeedsOf(a, blockKinds)).toEqual({ widgets: ['city-select', 'image', 'server-fields', 'text-field'], mobileNumbers: false });
  });

  it('marks a screen that reads mobile numbers: a field rule or the mobile operation (compiled)', () => {
    const rule: WidgetWalkDocument = { id: 'r', body: [{ type: 'text-field', name: 'phone', rules: { mobile: { message: 'Enter a mobile number' } } }] };
    const operation: WidgetWalkDocument = { id: 'o', actions: { send: [{ type: 'call', endpoint: 'e', params: { phone: { mobile: [{ var: 'form.phone' }] } } }] } };
    const plain: WidgetWalkDocument = { id: 'p', body: [{ type: 'text-field', name: 'mobile', rules: { required: 'Required' } }], state: { mobile: '' } };
    expect([rule, operation, plain].map((d) => screenNeedsOf(d, blockKinds).mobileNumbers)).toEqual([true, true, false]);
  });

  it('marks, of the real screens, only the landing register page as reading mobile numbers', () => {
    expect(compiledProject(projectRoot).manifest.filter((s) => s.mobileNumbers).map((s) => s.id)).toEqual(['promo-register']);
  });

  it('lists, for the real bank form, its server field kinds', () => {
    const bank = byId.get('bind-bank');
    expect(bank).toBeDefined();
    expect(screenNeedsOf(bank!, blockKinds).widgets).toEqual(expect.arrayContaining(['server-fields', 'text-field', 'select-picker', 'city-select', 'day-field']));
  });

  it("marks a screen with fields, a server-fields block's kinds included, so only it loads the form library", () => {
    const screen = (id: string, body: unknown[]) => ({ id, routes: [`/${id}`], body });
    const documents = new Map<string, Record<string, unknown>>([
      ['a', screen('a', [{ type: 'heading', text: 'Order' }, { type: 'button', label: 'Pay', onTap: [{ type: 'navigate', to: '/pay' }] }])],
      ['b', screen('b', [{ type: 'text-field', name: 'account', label: 'Account number' }])],
      ['c', screen('c', [{ type: 'server-fields', kinds: { TEXT: 'text-field' } }])],
    ]);
    const files = [...documents.keys()].map((path) => ({ path, file: `screens/${path}.json` }));
    expect(screenManifest(files, documents, new Set(), loadSchemaFiles()).map((entry) => [entry.id, entry.form])).toEqual([
      ['a', false],
      ['b', true],
      ['c', true],
    ]);
  });
});

// Issue 44: a dialog draws nothing until it opens, so what only it draws is not the screen's to load up front.
describe('splitScreenNeedsOf', () => {
  const document: WidgetWalkDocument = {
    id: 'rated',
    body: [{ type: 'heading', text: 'Your loan' }, { type: 'button', label: 'Rate', onTap: [{ type: 'open-dialog', dialog: 'rate' }] }],
    dialogs: {
      rate: { body: [{ type: 'star-rating', name: 'score', label: 'Stars' }], footer: [{ type: 'button', label: 'Send' }] },
      thanks: { body: [{ type: 'paragraph', text: 'Thank you' }] },
    },
  };

  it("keeps a dialog's widgets out of the screen's own, and lists of each dialog only what the screen lacks", () => {
    expect(splitScreenNeedsOf(document, blockKinds)).toEqual({
      widgets: ['button', 'heading'],
      mobileNumbers: false,
      dialogs: { rate: { widgets: ['star-rating'], all: ['button', 'star-rating'] }, thanks: { widgets: ['paragraph'], all: ['paragraph'] } },
    });
  });

  it("still counts a dialog's mobile-number rule as the screen's (its steps read it at once)", () => {
    const withRule = { ...document, dialogs: { ask: { body: [{ type: 'text-field', name: 'phone', rules: { mobile: { message: 'A mobile number' } } }] } } };
    expect(splitScreenNeedsOf(withRule, blockKinds).mobileNumbers).toBe(true);
  });
});

describe("the manifest's dialogs", () => {
  const entries = (documents: Map<string, Record<string, unknown>>) =>
    screenManifest([...documents.keys()].map((path) => ({ path, file: `screens/${path}.json` })), documents, new Set(), loadSchemaFiles());

  it('marks a screen whose only fields are in a dialog as drawing none, and that dialog as having a form', () => {
    const documents = new Map<string, Record<string, unknown>>([
      ['rated', { routes: ['/rated'], ...document() }],
      ['asks', { id: 'asks', routes: ['/asks'], body: [{ type: 'text-field', name: 'note', label: 'Note' }], dialogs: { more: { body: [{ type: 'text-field', name: 'extra', label: 'More' }] }, info: { body: [{ type: 'text-field', name: 'x', label: 'X' }, { type: 'divider' }] } } }],
    ]);
    const [rated, asks] = entries(documents);
    expect([rated!.form, rated!.widgets, rated!.dialogs]).toEqual([false, ['button', 'heading'], { rate: { widgets: ['star-rating'], form: true } }]);
    // A dialog whose field kind the screen draws too loads no widget, but has a form of its own all the same.
    expect([asks!.form, asks!.dialogs]).toEqual([true, { more: { widgets: [], form: true }, info: { widgets: ['divider'], form: true } }]);
  });

  it("leaves out of the real rating pages' first screen the rating dialog's stars and form", () => {
    const manifest = compiledProject(projectRoot).manifest;
    for (const id of ['loan-details', 'complaint-details']) {
      const entry = manifest.find((screen) => screen.id === id);
      expect([entry?.form, entry?.widgets.includes('star-rating'), entry?.dialogs.rate?.widgets.includes('star-rating'), entry?.dialogs.rate?.form]).toEqual([false, false, true, true]);
    }
  });

  function document(): Record<string, unknown> {
    return {
      id: 'rated',
      body: [{ type: 'heading', text: 'Your loan' }, { type: 'button', label: 'Rate', onTap: [{ type: 'open-dialog', dialog: 'rate' }] }],
      // A dialog that needs nothing the screen lacks is not listed.
      dialogs: { rate: { body: [{ type: 'star-rating', name: 'score', label: 'Stars' }] }, bye: { body: [{ type: 'heading', text: 'Bye' }] } },
    };
  }
});
