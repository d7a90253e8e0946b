import { describe, expect, it } from 'vitest';
import { acceptLanguageOf, languageOfTag, pickLanguage, type Languages } from './pick-language';

const languages: Languages = {
  default: 'en',
  hostGlobal: 'hostLanguage',
  cookie: 'lang',
  choices: [
    { code: 'en', name: 'English', label: 'English', tags: ['en'], acceptLanguage: 'en-PH' },
    { code: 'fil', name: 'Filipino', label: 'Filipino', tags: ['fil', 'tl'], acceptLanguage: 'fil-PH, en;q=0.8' },
  ],
};

describe('languageOfTag', () => {
  it.each([
    ['fil', 'fil'],
    ['fil-PH', 'fil'],
    ['tl', 'fil'],
    ['TL_ph', 'fil'],
    [' en-US ', 'en'],
    ['de-DE', undefined],
    ['', undefined],
    [null, undefined],
    [42, undefined],
  ])('%j → %j', (tag, code) => {
    expect(languageOfTag(tag, languages)).toBe(code);
  });
});

describe('pickLanguage', () => {
  it('takes the first candidate that names a choice', () => {
    expect(pickLanguage(['fil', 'en'], languages)).toBe('fil');
    expect(pickLanguage([null, undefined, 'en-PH', 'fil-PH'], languages)).toBe('en');
  });

  it('passes over a tag no choice has (lang=xx) to the next', () => {
    expect(pickLanguage(['xx', null, 'tl-PH'], languages)).toBe('fil');
  });

  it('falls back to the default when nothing names a choice', () => {
    expect(pickLanguage(['de-DE', 'ja'], languages)).toBe('en');
    expect(pickLanguage([], { ...languages, default: 'fil' })).toBe('fil');
  });
});

describe('acceptLanguageOf', () => {
  it("is the choice's header, and the default's for a code no choice has", () => {
    expect(acceptLanguageOf('fil', languages)).toBe(languages.choices[1]!.acceptLanguage);
    expect(acceptLanguageOf('en', languages)).toBe(languages.choices[0]!.acceptLanguage);
    expect(acceptLanguageOf('xx', { ...languages, default: 'fil' })).toBe(languages.choices[1]!.acceptLanguage);
  });
});
