// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allWidgetTypes } from '../../widgets/registry';
import { buildTimeBlockKinds } from '../4-expand/fragments';
import { listScreenFiles, loadSchemaFiles, projectRoot } from '../1-parse/files-on-disk';
import { compiledProject } from '../compile-project';
import { blockKindsOf, screenNeedsOf, type WidgetWalkDocument } from './screen-widgets';

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
    expect(screenNeedsOf(document, blockKinds, new Map())).toEqual({ widgets: ['button', 'heading', 'paragraph', 'stack'], includes: [], mobileNumbers: false });
  });

  it('adds the field kinds a server-fields block maps to, and the blocks of included screens (once, even in cycles)', () => {
    const a: WidgetWalkDocument = { id: 'a', body: [{ type: 'include', screen: 'b' }, { type: 'server-fields', kinds: { TEXT: 'text-field', CITY: 'city-select' } }] };
    const b: WidgetWalkDocument = { id: 'b', body: [{ type: 'image', src: 'x' }, { type: 'include', screen: 'a' }] };
    const found = screenNeedsOf(a, blockKinds, new Map([['a', a], ['b', b]]));
    expect(found).toEqual({ widgets: ['city-select', 'image', 'include', 'server-fields', 'text-field'], includes: ['b'], mobileNumbers: false });
  });

  it('marks a screen that reads mobile numbers: a field rule, the mobile operation (compiled), or an included screen that does', () => {
    const rule: WidgetWalkDocument = { id: 'r', body: [{ type: 'text-field', name: 'phone', rules: { mobile: { message: 'Enter a mobile number' } } }] };
    const operation: WidgetWalkDocument = { id: 'o', actions: { send: [{ type: 'call', endpoint: 'e', params: { phone: { mobile: [{ var: 'form.phone' }] } } }] } };
    const includer: WidgetWalkDocument = { id: 'i', body: [{ type: 'include', screen: 'r' }] };
    const plain: WidgetWalkDocument = { id: 'p', body: [{ type: 'text-field', name: 'mobile', rules: { required: 'Required' } }], state: { mobile: '' } };
    const all = new Map([rule, operation, includer, plain].map((d) => [d.id, d]));
    expect([rule, operation, includer, plain].map((d) => screenNeedsOf(d, blockKinds, all).mobileNumbers)).toEqual([true, true, true, false]);
  });

  it('marks, of the real screens, only the landing register page as reading mobile numbers', () => {
    expect(compiledProject(projectRoot).manifest.filter((s) => s.mobileNumbers).map((s) => s.id)).toEqual(['promo-register']);
  });

  it('lists, for the real bank form, its server field kinds', () => {
    const bank = byId.get('bind-bank');
    expect(bank).toBeDefined();
    expect(screenNeedsOf(bank!, blockKinds, byId).widgets).toEqual(expect.arrayContaining(['server-fields', 'text-field', 'select-picker', 'city-select', 'day-field']));
  });

  it('lists the screens the About page includes, so their text comes with it', () => {
    expect(screenNeedsOf(byId.get('site-about')!, blockKinds, byId).includes).toEqual(['about-us']);
  });
});
