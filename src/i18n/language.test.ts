import { afterEach, describe, expect, it, vi } from 'vitest';
import market from '../../config/market.json';
import { choosePageLanguage, currentLanguage, loadLanguageMessages, setPageLanguage } from './language';
import { pageLanguageOf } from './page-language';
import { switchLanguage } from './switch-language';

vi.mock('virtual:languages', () => ({ languages: { fil: { messages: { retry: 'Subukan ulit' }, screens: {} } } }));

/** A document's cookie jar as document.cookie shows it: an assignment sets one cookie, reading gives name=value pairs. */
function cookieJar() {
  const jar = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      written.push(text);
      const [pair = ''] = text.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    },
  };
}

/** A window as the page sees it: its address, cookies, host property and browser languages. */
function fakeWindow({ href = 'https://kaagapay.ph/bindBank', languages = ['en-US'], host, cookie }: { href?: string; languages?: string[]; host?: string; cookie?: string } = {}) {
  const url = new URL(href);
  const jar = cookieJar();
  for (const pair of cookie?.split('; ') ?? []) jar.cookie = pair;
  jar.written.length = 0;
  const win = {
    location: { href, protocol: url.protocol, search: url.search, hash: url.hash, replace: vi.fn(), reload: vi.fn() },
    navigator: { languages },
    document: jar,
    [market.languages.hostGlobal]: host,
  };
  return win as typeof win & Window;
}

const cookieName = market.languages.cookie;

afterEach(() => setPageLanguage(market.languages.default));

describe('pageLanguageOf', () => {
  it("reads the language choosePageLanguage will pick and changes nothing: a route page's first script asks it before the app", () => {
    const win = fakeWindow({ href: 'https://kaagapay.ph/bindBank?lang=fil', languages: ['en-US'] });
    expect(pageLanguageOf(win)).toBe('fil');
    expect(win.document.written).toEqual([]);
    expect(currentLanguage()).toBe(market.languages.default);
    expect(choosePageLanguage(win)).toBe(pageLanguageOf(win));
  });
});

describe('choosePageLanguage', () => {
  it('a lang query value wins over the cookie, the host and the browser, and the cookie keeps it for every path for a year', () => {
    const win = fakeWindow({ href: 'https://kaagapay.ph/bindBank?lang=fil', languages: ['en-US'], host: 'en', cookie: `${cookieName}=en` });
    expect(choosePageLanguage(win)).toBe('fil');
    expect(document.documentElement.lang).toBe('fil');
    expect(win.document.written).toEqual([`${cookieName}=fil; path=/; max-age=31536000; SameSite=Lax; Secure`]);
  });

  it('on plain http the cookie is not Secure (a browser would drop it)', () => {
    const win = fakeWindow({ href: 'http://127.0.0.1:4180/About?lang=tl' });
    expect(choosePageLanguage(win)).toBe('fil');
    expect(win.document.written).toEqual([`${cookieName}=fil; path=/; max-age=31536000; SameSite=Lax`]);
  });

  it('reads lang in the landing’s hash route', () => {
    expect(choosePageLanguage(fakeWindow({ href: 'https://kaagapay.ph/promotion/#/?lang=tl' }))).toBe('fil');
  });

  it('then the cookie, over the host app and the browser', () => {
    expect(choosePageLanguage(fakeWindow({ cookie: `${cookieName}=fil`, host: 'en', languages: ['en-US'] }))).toBe('fil');
    expect(choosePageLanguage(fakeWindow({ cookie: `other=1; ${cookieName}=en`, languages: ['fil-PH'] }))).toBe('en');
  });

  it('then the host app’s property, then the browser', () => {
    expect(choosePageLanguage(fakeWindow({ host: 'fil-PH' }))).toBe('fil');
    expect(choosePageLanguage(fakeWindow({ languages: ['de-DE', 'fil-PH'] }))).toBe('fil');
    expect(choosePageLanguage(fakeWindow({ languages: ['de-DE'] }))).toBe('en');
  });

  it('an unknown lang value (or cookie) falls back to what comes next, and is not kept', () => {
    const win = fakeWindow({ href: 'https://kaagapay.ph/About?lang=xx', cookie: `${cookieName}=xx`, languages: ['tl'] });
    expect(choosePageLanguage(win)).toBe('fil');
    expect(currentLanguage()).toBe('fil');
    expect(win.document.written).toEqual([]);
  });

  it('survives a document that refuses cookies (a sandboxed frame)', () => {
    const win = fakeWindow({ href: 'https://kaagapay.ph/About?lang=fil', languages: ['en'] });
    Object.defineProperty(win, 'document', {
      value: {
        get cookie(): string {
          throw new Error('SecurityError');
        },
        set cookie(_text: string) {
          throw new Error('SecurityError');
        },
      },
    });
    expect(choosePageLanguage(win)).toBe('fil');
  });
});

describe('switchLanguage', () => {
  it('keeps the choice in the cookie, which the next page picks over the browser, and says it in the address when lang is there', () => {
    const win = fakeWindow({ href: 'https://kaagapay.ph/About?lang=en&x=1', languages: ['en-US'] });
    switchLanguage('fil', win);
    expect(win.location.replace).toHaveBeenCalledWith('https://kaagapay.ph/About?lang=fil&x=1');
    expect(win.location.reload).not.toHaveBeenCalled();
    expect(choosePageLanguage(fakeWindow({ languages: ['en-US'], cookie: win.document.cookie }))).toBe('fil');
  });

  it('without lang in the address, loads the same address again', () => {
    const win = fakeWindow({ href: 'https://kaagapay.ph/promotion/#/' });
    switchLanguage('fil', win);
    expect(win.location.replace).not.toHaveBeenCalled();
    expect(win.location.reload).toHaveBeenCalled();
    expect(win.document.cookie).toBe(`${cookieName}=fil`);
  });

  it('in the landing’s hash route, changes lang there and loads the page again', () => {
    const win = fakeWindow({ href: 'https://kaagapay.ph/promotion/#/?lang=fil' });
    switchLanguage('en', win);
    expect(win.location.replace).toHaveBeenCalledWith('https://kaagapay.ph/promotion/#/?lang=en');
    expect(win.location.reload).toHaveBeenCalled();
  });
});

describe('loadLanguageMessages', () => {
  it('puts the language’s messages in place of the market’s, and back', async () => {
    const english = market.messages.retry;
    setPageLanguage('fil');
    await loadLanguageMessages();
    expect(market.messages.retry).toBe('Subukan ulit');
    setPageLanguage('en');
    await loadLanguageMessages();
    expect(market.messages.retry).toBe(english);
  });
});
