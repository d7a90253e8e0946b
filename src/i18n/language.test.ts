import { afterEach, describe, expect, it, vi } from 'vitest';
import market from '../../config/market.json';
import { choosePageLanguage, currentLanguage, loadLanguageMessages, setPageLanguage } from './language';
import { switchLanguage } from './switch-language';

vi.mock('virtual:languages', () => ({ languages: { fil: { messages: { retry: 'Subukan ulit' }, screens: {} } } }));

/** A window as the page sees it: its address, storage, host property and browser languages. */
function fakeWindow({ href = 'https://kaagapay.ph/bindBank', languages = ['en-US'], host }: { href?: string; languages?: string[]; host?: string } = {}) {
  const storage = () => {
    const values = new Map<string, string>();
    return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
  };
  const url = new URL(href);
  const win = {
    location: { href, search: url.search, hash: url.hash, replace: vi.fn(), reload: vi.fn() },
    sessionStorage: storage(),
    localStorage: storage(),
    navigator: { languages },
    document,
    [market.languages.hostGlobal]: host,
  };
  return win as typeof win & Window;
}

afterEach(() => setPageLanguage(market.languages.default));

describe('choosePageLanguage', () => {
  it('a lang query value wins over the host and the browser, and the tab keeps it', () => {
    const win = fakeWindow({ href: 'https://kaagapay.ph/bindBank?lang=fil', languages: ['en-US'], host: 'en' });
    expect(choosePageLanguage(win)).toBe('fil');
    expect(document.documentElement.lang).toBe('fil');
    expect(win.sessionStorage.getItem('lang.tab')).toBe('fil');
  });

  it('reads lang in the landing’s hash route', () => {
    expect(choosePageLanguage(fakeWindow({ href: 'https://kaagapay.ph/promotion/#/?lang=tl' }))).toBe('fil');
  });

  it('then the host app’s property, then the browser', () => {
    expect(choosePageLanguage(fakeWindow({ host: 'fil-PH' }))).toBe('fil');
    expect(choosePageLanguage(fakeWindow({ languages: ['de-DE', 'fil-PH'] }))).toBe('fil');
    expect(choosePageLanguage(fakeWindow({ languages: ['de-DE'] }))).toBe('en');
  });

  it('an unknown lang value falls back to what comes next, and is not kept', () => {
    const win = fakeWindow({ href: 'https://kaagapay.ph/About?lang=xx', languages: ['tl'] });
    expect(choosePageLanguage(win)).toBe('fil');
    expect(currentLanguage()).toBe('fil');
    expect(win.sessionStorage.getItem('lang.tab')).toBeNull();
  });

  it('survives storage that throws (a webview without it)', () => {
    const win = fakeWindow({ languages: ['fil'] });
    const refuse = () => {
      throw new Error('SecurityError');
    };
    Object.assign(win, { sessionStorage: { getItem: refuse, setItem: refuse }, localStorage: { getItem: refuse, setItem: refuse } });
    expect(choosePageLanguage(win)).toBe('fil');
  });
});

describe('switchLanguage', () => {
  it('keeps the choice, which the next page picks over the browser, and says it in the address when lang is there', () => {
    const win = fakeWindow({ href: 'https://kaagapay.ph/About?lang=en&x=1', languages: ['en-US'] });
    switchLanguage('fil', win);
    expect(win.location.replace).toHaveBeenCalledWith('https://kaagapay.ph/About?lang=fil&x=1');
    expect(win.location.reload).not.toHaveBeenCalled();
    const next = fakeWindow({ languages: ['en-US'] });
    next.localStorage.setItem('lang.choice', win.localStorage.getItem('lang.choice')!);
    expect(choosePageLanguage(next)).toBe('fil');
  });

  it('without lang in the address, loads the same address again', () => {
    const win = fakeWindow({ href: 'https://kaagapay.ph/promotion/#/' });
    switchLanguage('fil', win);
    expect(win.location.replace).not.toHaveBeenCalled();
    expect(win.location.reload).toHaveBeenCalled();
    expect(win.localStorage.getItem('lang.choice')).toBe('fil');
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
