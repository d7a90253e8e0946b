import { describe, expect, it } from 'vitest';
import { cookieValue, languageCookie } from './language-cookie';

describe('cookieValue', () => {
  it.each([
    ['lang=fil', 'fil'],
    ['a=1; lang=en; b=2', 'en'],
    ['xlang=fil; lang =tl', 'tl'],
    ['lang=fil-PH', 'fil-PH'],
    ['lang=', ''],
    ['other=fil', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(cookieValue(header, 'lang')).toBe(expected);
  });
});

describe('languageCookie', () => {
  it('keeps the language a year for every path, sent on links from other sites (SameSite=Lax), Secure on https', () => {
    expect(languageCookie('lang', 'fil', false)).toBe('lang=fil; path=/; max-age=31536000; SameSite=Lax');
    expect(languageCookie('lang', 'fil', true)).toBe('lang=fil; path=/; max-age=31536000; SameSite=Lax; Secure');
  });
});
