// @vitest-environment node
import { describe, expect, it } from 'vitest';
import market from '../../config/market.json' with { type: 'json' };
import hostCases from '../i18n/host-language-cases.json' with { type: 'json' };
import type { Market } from '../generated/market';
import { languageMap, languageMapEntries } from './nginx-language-map';

const languages = (market as Market).languages;

/** What nginx's map gives for a request: the first regex (case-insensitive, as `~*`) that matches its key. */
function pick(query: string, cookie: string, acceptLanguage: string): string {
  const key = `${query}|${cookie}|${acceptLanguage}`;
  const hit = languageMapEntries(languages).find(([pattern]) => new RegExp(pattern.replace(/^~\*/, ''), 'i').test(key));
  return hit ? hit[1] : '';
}

/** The host's cases, shared with src/i18n/host-language.ts (serve:prod) and the nginx test (tests/e2e/host-headers.e2e.ts). */
const cases = hostCases as { why: string; query: string | null; cookie: string | null; acceptLanguage: string | null; expected: string }[];

describe("the nginx map of the page's language (query, then cookie, then Accept-Language)", () => {
  it.each(cases.map((c) => [c.why, c] as const))('%s', (_why, c) => {
    const suffix = c.expected === languages.default ? '' : `.${c.expected}`;
    expect(pick(c.query ?? '', c.cookie ?? '', c.acceptLanguage ?? '')).toBe(suffix);
  });

  it('is a map block nginx reads: quoted regexes, the default first', () => {
    const text = languageMap(languages, 'kaagapay_lang');
    expect(text.split('\n')[0]).toBe('map "$arg_lang|$cookie_lang|$http_accept_language" $kaagapay_lang {');
    expect(text).toContain('    default "";');
    expect(text).not.toMatch(/\\\\/);
  });
});
