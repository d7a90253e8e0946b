import { describe, expect, it } from 'vitest';
import { pageKindOf, scriptNeedsKinds, scriptNeedsOf, type ScriptNeeds } from './script-needs';

const kinds = scriptNeedsKinds({
  'widgets/paragraph.json': { properties: { text: {} } },
  'widgets/button.json': { properties: { label: {}, onTap: { 'x-on-use': 'a tap on the button' } } },
  'widgets/menu.json': { properties: { items: { type: 'array', items: { properties: { onTap: { 'x-on-use': 'a tap on the item' } } } } }, examples: [{ properties: { onLoad: { 'x-on-use': 'not a schema' } } }] },
  'widgets/text-field.json': { properties: { name: {}, label: {} } },
  'widgets/tabs.json': { 'x-needs-script': 'switches its panels', properties: { items: {} } },
  'screen.json': { properties: { name: {}, dialogs: { 'x-on-use': 'a dialog' } } },
});

const screen = (body: unknown[], rest: Record<string, unknown> = {}) => ({ id: 'x', routes: ['/x'], body, ...rest });
const go = { type: 'button', label: 'Next', onTap: [{ type: 'navigate', to: '/y' }] };
const none: ScriptNeeds = { atLoad: [], onUse: [] };

describe('what keeps a screen from shipping without scripts', () => {
  it('reads the fields and the widgets that act by themselves from the widget schemas', () => {
    expect([...kinds.fields]).toEqual(['text-field']);
    expect(kinds.scripted.get('tabs')).toBe('switches its panels');
    expect(kinds.blocks.has('screen')).toBe(false);
  });

  it('reads the parts that wait until used from x-on-use, at any depth of a schema but its examples', () => {
    expect(Object.fromEntries([...kinds.onUse].map(([kind, keys]) => [kind, [...keys]]))).toEqual({ '': ['dialogs'], button: ['onTap'], menu: ['onTap'] });
  });

  it('finds nothing on a page of text and links, also through an action that only goes somewhere', () => {
    const runGo = { type: 'button', label: 'Go', onTap: [{ type: 'run', action: 'go' }] };
    expect(scriptNeedsOf(screen([{ type: 'paragraph', text: { cat: ['Hi ', { var: 'market.appName' }] } }, go, runGo], { actions: { go: [{ type: 'open-url', url: 'https://x.ph' }] } }), kinds)).toEqual(none);
  });

  it('names each place that needs the browser: data, dialogs, fields, other steps, what only the browser knows', () => {
    const document = screen(
      [
        { type: 'text-field', name: 'code', label: 'Code' },
        { type: 'tabs', items: [] },
        { type: 'paragraph', text: { money: [{ var: 'query.amount' }] } },
        { type: 'paragraph', text: { date: [{ now: [] }] } },
        { type: 'button', label: 'Send', onTap: [{ type: 'run', action: 'send' }] },
      ],
      { data: { offer: { endpoint: 'offer' } }, dialogs: { sent: {} }, actions: { send: [{ type: 'navigate', to: '/y' }, { type: 'call', endpoint: 'send' }] } },
    );
    expect(scriptNeedsOf(document, kinds)).toEqual({
      atLoad: [
        '/data: loads data',
        '/body/0: a field (text-field)',
        '/body/1: tabs (switches its panels)',
        '/body/2/text/money/0: shows query.amount, which only the browser knows',
        "/body/3/text/date/0: reads the reader's clock (now)",
      ],
      onUse: [
        '/dialogs: has dialogs',
        "/actions/send/0: the step navigate, which no plain link does (it carries the page's values, replaces the page, or runs beside other steps)",
        '/actions/send/1: the step call',
      ],
    });
  });

  it('lets a tap and a dialog wait until used, and what only they reach; an action also run on load needs the app at load', () => {
    const contact = { type: 'button', label: 'Contact', onTap: [{ type: 'open-dialog', dialog: 'contact' }] };
    const menu = { type: 'menu', items: [{ label: 'Contact', onTap: [{ type: 'run', action: 'open' }] }] };
    const dialogs = { contact: { body: [{ type: 'text-field', name: 'name', label: 'Name' }], footer: [{ type: 'button', label: 'Send', onTap: [{ type: 'run', action: 'send' }] }], onClose: [{ type: 'reset-form' }] } };
    const actions = { open: [{ type: 'open-dialog', dialog: 'contact' }], send: [{ type: 'validate' }, { type: 'toast', message: 'Sent' }] };
    const site = scriptNeedsOf(screen([go, contact, menu], { dialogs, actions }), kinds);
    expect(site).toEqual({
      atLoad: [],
      onUse: [
        '/dialogs: has dialogs',
        '/body/1/onTap/0: the step open-dialog',
        '/actions/open/0: the step open-dialog',
        '/dialogs/contact/body/0: a field (text-field)',
        '/actions/send/0: the step validate',
        '/actions/send/1: the step toast',
        '/dialogs/contact/onClose/0: the step reset-form',
      ],
    });
    expect(pageKindOf([site])).toBe('on-use');
    const onLoad = scriptNeedsOf(screen([contact], { dialogs, actions, onLoad: [{ type: 'run', action: 'send' }] }), kinds);
    expect(onLoad.atLoad).toEqual(['/actions/send/0: the step validate', '/actions/send/1: the step toast']);
    expect(pageKindOf([onLoad])).toBe('app');
    // A page is as its most demanding document: a page of text with an on-use part is on-use.
    expect([pageKindOf([none]), pageKindOf([none, site]), pageKindOf([site, onLoad])]).toEqual(['static', 'on-use', 'app']);
  });

  it('counts a step that goes somewhere as a link only when an anchor can do it: one step to a written address, nothing of the page', () => {
    const button = (onTap: unknown[]) => ({ type: 'button', label: 'Go', onTap });
    const why = (pointer: string, type: string) => `${pointer}: the step ${type}, which no plain link does (it carries the page's values, replaces the page, or runs beside other steps)`;
    // The compiler's defaults (replace false, target self) keep a link a link.
    expect(scriptNeedsOf(screen([button([{ type: 'navigate', to: '/y', replace: false }]), button([{ type: 'open-url', url: '/y', target: 'self', withSession: false }])]), kinds)).toEqual(none);
    expect(
      scriptNeedsOf(
        screen(
          [
            button([{ type: 'navigate', to: '/y', query: { id: '1' } }]),
            button([{ type: 'navigate', to: '/y', queryFrom: 'visit' }]),
            button([{ type: 'open-url', url: { var: 'env.os' } }]),
            button([{ type: 'open-url', url: 'https://x.ph', target: 'external' }]),
            button([{ type: 'navigate', to: '/y' }, { type: 'navigate', to: '/z' }]),
          ],
          { onLoad: [{ type: 'navigate', to: '/y' }] },
        ),
        kinds,
      ),
    ).toEqual({
      atLoad: [why('/onLoad/0', 'navigate')],
      onUse: [why('/body/0/onTap/0', 'navigate'), why('/body/1/onTap/0', 'navigate'), why('/body/2/onTap/0', 'open-url'), why('/body/3/onTap/0', 'open-url'), why('/body/4/onTap/0', 'navigate'), why('/body/4/onTap/1', 'navigate')],
    });
  });

  it('lets state and the market be read: the build draws them as the page starts', () => {
    expect(scriptNeedsOf(screen([{ type: 'paragraph', text: { var: 'state.tab' } }], { state: { tab: 1 } }), kinds)).toEqual(none);
  });
});
