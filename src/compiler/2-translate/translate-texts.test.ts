import { describe, expect, it } from 'vitest';
import { inOwnLanguage, needsTranslation, translateTexts } from './translate-texts';
import type { Catalogue } from '../1-parse/catalogues';
import type { Reference } from '../1-parse/schema-validator';

describe('needsTranslation', () => {
  it.each([
    ['Next', true],
    ['Pay {money(data.x.amount)} by {date(data.x.due, \'MMM D, YYYY\')}', true],
    ["{item.cate == 'text' ? cat('Please enter your ', item.title) : ''}", true],
    ['Magbayad', true],
    ['{item.title}', false],
    ['{graphemes(data.detail.content)}/200', false],
    ['₱{data.amount}', false],
    ["{date(data.x.due, 'MMM D, YYYY')}", false],
    ["{query.source == 'loanDetail' ? data.a : data.b}", false],
    ['/images/site/logo.svg', false],
    ['https://www.sec.gov.ph', false],
    ['{never closed', false],
    // Single words a reader sees: a fallback, a branch.
    ["{coalesce(data.offer.title, 'Loan')}", true],
    ["{reply.code == null ? 'error' : reply.message}", true],
    ["{item.cate == 'text' ? item.a : item.b}", false],
    ["{api_url('/api/v2/captcha', 'sid', state.sid)}", false],
  ])('%j → %s', (template, expected) => {
    expect(needsTranslation(template)).toBe(expected);
  });
});

const catalogue: Catalogue = {
  language: 'fil',
  name: 'Filipino',
  file: 'locales/fil.json',
  texts: { Next: 'Susunod', 'Saving...': 'Sine-save...', 'Almost done': 'Halos tapos {', 'Typo {': 'Mali {', '/images/tip.svg': '/images/tip-fil.svg' },
};
const document = {
  body: [
    { type: 'button', label: 'Next' },
    { type: 'paragraph', text: 'Not in the catalogue' },
    { type: 'paragraph', text: '{item.title}' },
    { type: 'paragraph', text: 'Almost done' },
    { type: 'image', src: '/images/tip.svg' },
    { type: 'image', src: '/images/other.svg' },
    { type: 'paragraph', text: 'Typo {' },
  ],
  endpoints: { save: { loadingText: 'Saving...' } },
};
const references = [
  { kind: 'text', pointer: '/body/0/label', value: 'Next' },
  { kind: 'text', pointer: '/body/1/text', value: '' },
  { kind: 'text', pointer: '/body/2/text', value: '' },
  { kind: 'text', pointer: '/body/3/text', value: '' },
  { kind: 'text', pointer: '/body/4/src', value: '' },
  { kind: 'text', pointer: '/body/5/src', value: '' },
  { kind: 'text', pointer: '/body/6/text', value: '' },
  { kind: 'words', pointer: '/endpoints/save/loadingText', value: '' },
  { kind: 'expression', pointer: '/body/0/type', value: '' },
];

describe('translateTexts', () => {
  const used = new Set<string>();
  const { document: translated, problems } = translateTexts(document, references, catalogue, 'screens/x.json', used);
  const body = (translated as typeof document).body;

  it('puts the catalogue’s wording at text and words places, leaving the written document as it was', () => {
    expect(body[0]).toEqual({ type: 'button', label: 'Susunod' });
    expect((translated as typeof document).endpoints.save.loadingText).toBe('Sine-save...');
    expect(document.body[0]!.label).toBe('Next');
  });

  it('a text without an entry keeps its English and is a problem at its place', () => {
    expect(body[1]!.text).toBe('Not in the catalogue');
    expect(problems).toContainEqual({ file: 'screens/x.json', pointer: '/body/1/text', message: 'no Filipino for "Not in the catalogue"', expected: 'an entry "Not in the catalogue": "…" in locales/fil.json (texts)', content: true });
  });

  it('an entry that is not a template is a problem at the entry, and the English stays', () => {
    expect(body[3]!.text).toBe('Almost done');
    expect(problems).toContainEqual(expect.objectContaining({ file: 'locales/fil.json', pointer: '/texts/Almost done', message: expect.stringContaining('never closed') }));
  });

  it('an English that is not a template is the screen’s typo alone: its entry is used, not a problem, and the English stays', () => {
    expect(body[6]!.text).toBe('Typo {');
    expect(problems.filter((p) => p.pointer === '/texts/Typo {')).toEqual([]);
  });

  it('values and addresses need no entry, but an address may have one (a picture with words in it)', () => {
    expect(body[2]!.text).toBe('{item.title}');
    expect(body[4]!.src).toBe('/images/tip-fil.svg');
    expect(body[5]!.src).toBe('/images/other.svg');
    expect(problems).toHaveLength(2);
  });

  it('counts the entries it used', () => {
    expect([...used].sort()).toEqual(['/images/tip.svg', 'Almost done', 'Next', 'Saving...', 'Typo {']);
  });
});

describe('a group written in a language of its own (a stack’s lang)', () => {
  const legal = {
    body: [
      { type: 'button', label: 'Next' },
      { type: 'stack', lang: 'en', children: [{ type: 'card', children: [{ type: 'paragraph', text: 'The Lender may assign this loan.' }] }] },
    ],
  };
  const refs: Reference[] = [
    { kind: 'text', pointer: '/body/0/label', value: '' },
    { kind: 'text', pointer: '/body/1/children/0/children/0/text', value: '' },
  ];

  it('keeps its texts as written, asks no entry for them, and translates what is outside it', () => {
    const { document: translated, problems } = translateTexts(legal, refs, catalogue, 'screens/legal.json', new Set());
    expect(problems).toEqual([]);
    expect(translated).toEqual({ ...legal, body: [{ type: 'button', label: 'Susunod' }, legal.body[1]] });
  });

  it('is found however deep the text sits, and only below a stack that names a language', () => {
    expect(inOwnLanguage(legal, '/body/1/children/0/children/0/text')).toBe(true);
    expect(inOwnLanguage(legal, '/body/0/label')).toBe(false);
    expect(inOwnLanguage({ body: [{ type: 'card', lang: 'en', text: 'x' }] }, '/body/0/text')).toBe(false);
  });
});
