// @vitest-environment node
import { describe, expect, it } from 'vitest';
import market from '../../config/market.json' with { type: 'json' };
import { languageMap, languageMapEntries, type LanguageChoices } from './nginx-language-map';

const languages = (market as { languages: LanguageChoices }).languages;

/** What nginx's map gives for a request: the first regex (case-insensitive, as `~*`) that matches its key. */
function pick(query: string, cookie: string, acceptLanguage: string): string {
  const key = `${query}|${cookie}|${acceptLanguage}`;
  const hit = languageMapEntries(languages).find(([pattern]) => new RegExp(pattern.replace(/^~\*/, ''), 'i').test(key));
  return hit ? hit[1] : '';
}

describe("the nginx map of the page's language (query, then cookie, then Accept-Language)", () => {
  it.each([
    ['fil', '', '', '.fil'],
    ['en', 'fil', 'fil-PH', ''],
    ['xx', 'fil', 'en-US', '.fil'],
    ['', 'en', 'fil-PH,fil;q=0.9', ''],
    ['', '', 'fil-PH,fil;q=0.9,en;q=0.8', '.fil'],
    ['', '', 'TL', '.fil'],
    ['', '', 'de-DE,fil;q=0.9,en;q=0.8', '.fil'],
    ['', '', 'de-DE, en-US;q=0.9, fil;q=0.8', ''],
    ['', '', 'fil;q=0, en;q=0.5', ''],
    ['', '', 'fil;q=0.0,tl;q=0.3', '.fil'],
    ['', '', 'filipino', ''],
    ['', '', '', ''],
    ['fil_PH', '', '', '.fil'],
  ])('lang=%j, cookie %j, Accept-Language %j: %j', (query, cookie, acceptLanguage, suffix) => {
    expect(pick(query, cookie, acceptLanguage)).toBe(suffix);
  });

  it('is a map block nginx reads: quoted regexes, the default first', () => {
    const text = languageMap(languages, 'kaagapay_lang');
    expect(text.split('\n')[0]).toBe('map "$arg_lang|$cookie_lang|$http_accept_language" $kaagapay_lang {');
    expect(text).toContain('    default "";');
    expect(text).not.toMatch(/\\\\/);
  });
});
