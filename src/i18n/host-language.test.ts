import { describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import cases from './host-language-cases.json';
import { acceptLanguageTags, hostPageLanguage } from './host-language';

const languages = (market as Market).languages;

describe('hostPageLanguage (host-language-cases.json, the table a host configuration is checked against too)', () => {
  it.each(cases)('$why: lang=$query, cookie $cookie, Accept-Language $acceptLanguage → $expected', ({ query, cookie, acceptLanguage, expected }) => {
    expect(hostPageLanguage({ query, cookie, acceptLanguage }, languages)).toBe(expected);
  });

  it('every case names a language the market has', () => {
    const codes = market.languages.choices.map((choice) => choice.code);
    for (const { expected } of cases) expect(codes).toContain(expected);
  });
});

describe('acceptLanguageTags', () => {
  it('keeps the written order and drops refused tags and empty parts', () => {
    expect(acceptLanguageTags('de-DE,fil;q=0.9,,en;q=0,tl ;q=0.1')).toEqual(['de-DE', 'fil', 'tl']);
  });
});
