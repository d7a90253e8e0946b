// tests/support/screen-copy.ts finds a block by what it does, not where it sits: a block added
// before it must not change what a test reads.
import { describe, expect, it } from 'vitest';
import { all, copyOf, doesStep, holding, namedField, ofType, runsAction, showing } from '../support/screen-copy';

const page = (before: object[]) => ({
  body: [
    ...before,
    { type: 'card', children: [...before, { type: 'text-field', name: 'code', label: 'Code' }, { type: 'button', label: 'Send', onTap: [{ type: 'run', action: 'send' }] }] },
    { type: 'empty-state', text: 'Nothing', actionLabel: 'Again', onAction: [{ type: 'run', action: 'load' }] },
    { type: 'heading', level: 2, text: 'Where you are' },
    { type: 'button', label: 'Locate', onTap: [{ type: 'locate' }, { type: 'navigate', to: '/map' }] },
    {
      type: 'card',
      title: 'Your total',
      children: [...before, { type: 'paragraph', text: 'Total' }, { type: 'heading', level: 1, text: '{money(data.total)}' }],
    },
    { type: 'repeat', items: 'data.photos', children: [...before, { type: 'image', src: '{item}', alt: 'Photo {index + 1}' }] },
  ],
  dialogs: {
    agreement: {
      title: 'Agreement',
      body: [...before, { type: 'frame', src: '/terms', title: 'Terms' }],
      footer: [
        ...before,
        { type: 'button', label: 'Agree', onTap: [{ type: 'close-dialog', dialog: 'agreement' }] },
        { type: 'button', label: 'Cancel', onTap: [{ type: 'close-dialog', dialog: 'agreement' }, { type: 'back' }] },
      ],
    },
  },
});
const notice = [{ type: 'paragraph', text: 'New notice' }];

describe('screen copy: blocks by identity', () => {
  it('finds a block by the action it runs or its field name, wherever blocks were added before it', () => {
    for (const before of [[], notice]) {
      const copy = copyOf(page(before));
      expect(copy.text(`${copy.at('the send button', runsAction('send'))}/label`)).toBe('Send');
      expect(copy.text(`${copy.at('the retry', runsAction('load'))}/actionLabel`)).toBe('Again');
      expect(copy.text(`${copy.at('the code field', namedField('code'))}/label`)).toBe('Code');
    }
    expect(copyOf(page([])).at('the send button', runsAction('send'))).toBe('/body/0/children/1');
  });

  it('finds a block by a step it takes, its type and values, a value it shows or a block it holds, wherever blocks were added before it', () => {
    for (const before of [[], notice]) {
      const copy = copyOf(page(before));
      expect(copy.textOf('the map button', doesStep('navigate', { to: '/map' }), 'label')).toBe('Locate');
      expect(copy.textOf('the locate button', doesStep('locate'), 'label')).toBe('Locate');
      expect(copy.textOf('the total', ofType('heading', { level: 1 }))).toBe('{money(data.total)}');
      expect(copy.textOf('the total', showing('data.total'))).toBe('{money(data.total)}');
      expect(copy.textOf('the total card', all(ofType('card'), holding(showing('data.total'))), 'title')).toBe('Your total');
      expect(copy.text(`${copy.before('the total', showing('data.total'))}/text`)).toBe('Total');
      expect(copy.text(`${copy.before('the locate button', doesStep('locate'))}/text`)).toBe('Where you are');
      expect(copy.everyAt('a text of the total', showing('data.total')).map((pointer) => copy.text(`${pointer}/text`))).toEqual(['{money(data.total)}']);
      expect(copy.everyAt('a card', ofType('card')).length).toBe(2);
      expect(copy.within('the photos', ofType('repeat', { items: 'data.photos' })).textOf('a photo', ofType('image'), 'alt')).toBe('Photo {index + 1}');
    }
  });

  it('tells a step, a type or a value apart from another', () => {
    const copy = copyOf(page([]));
    expect(() => copy.at('a button to /list', doesStep('navigate', { to: '/list' }))).toThrow(/no a button to \/list/);
    expect(() => copy.at('a level-3 heading', ofType('heading', { level: 3 }))).toThrow();
    expect(() => copy.at('the fee', showing('data.fee'))).toThrow();
    expect(() => copy.everyAt('a fee', showing('data.fee'))).toThrow(/no a fee/);
    expect(() => copy.at('a card holding the fee', all(ofType('card'), holding(showing('data.fee'))))).toThrow();
    expect(copy.at('the card holding the total', all(ofType('card'), holding(showing('data.total'))))).toBe('/body/4');
    expect(() => copy.at('a block holding itself', holding(ofType('repeat')))).toThrow();
  });

  it('looks only inside the block within names, and says so when a pointer leads out of it', () => {
    const copy = copyOf(page([]), 'screens/x.json');
    const photos = copy.within('the photos', ofType('repeat'));
    expect(photos.at('an image', ofType('image'))).toBe('/body/5/children/0');
    expect(() => photos.at('the send button', runsAction('send'))).toThrow(/screens\/x\.json: no the send button/);
    expect(() => photos.text('/body/0/children/0/label')).toThrow(/outside \/body\/5/);
    expect(() => copy.within('the card', ofType('card')).text('/body/5/children/0/alt')).toThrow(/outside \/body\/0/);
  });

  it('reads a dialog\'s words alone, wherever blocks were added before them', () => {
    for (const before of [[], notice]) {
      const agreement = copyOf(page(before), 'screens/x.json').dialog('agreement');
      expect(agreement.text('/dialogs/agreement/title')).toBe('Agreement');
      expect(agreement.textOf('the frame', ofType('frame'), 'title')).toBe('Terms');
      expect(agreement.textOf('the button that closes and stays', all(doesStep('close-dialog', { dialog: 'agreement' }), (block) => !doesStep('back')(block)), 'label')).toBe('Agree');
      expect(agreement.textOf('the button that goes back', doesStep('back'), 'label')).toBe('Cancel');
    }
    const copy = copyOf(page(notice), 'screens/x.json');
    expect(copy.dialog('agreement').at('the agree button', ofType('button'))).toBe('/dialogs/agreement/footer/1');
    expect(() => copy.dialog('agreement').at('the send button', runsAction('send'))).toThrow(/screens\/x\.json: no the send button/);
    expect(() => copy.dialog('agreement').text('/body/0/text')).toThrow(/outside \/dialogs\/agreement/);
    expect(() => copy.dialog('rate')).toThrow(/screens\/x\.json: no dialog "rate"/);
  });

  it('names the file and what was sought when the screen has no such block, or nothing before it', () => {
    expect(() => copyOf(page([]), 'screens/x.json').at('the pay button', runsAction('pay'))).toThrow(/screens\/x\.json: no the pay button/);
    expect(() => copyOf(page([]), 'screens/x.json').before('the card', ofType('card'))).toThrow(/screens\/x\.json#\/body\/0: nothing before the card/);
  });
});
