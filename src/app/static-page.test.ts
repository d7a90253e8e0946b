import { afterEach, describe, expect, it, vi } from 'vitest';
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import { otherLanguagePage } from '../i18n/page-language';
import { languageChoiceAttribute } from '../i18n/language-link';
import { inAppLinkAttribute } from '../renderer/plain-link';
import { tapTriggerAttribute } from '../renderer/tap-trigger';
import { appOnUseElementId } from './on-use-plan';
import { prerenderedAttribute } from './prerendered-route';
import { keepLanguageChoices, keepSessionOnLinks, startStaticPage } from './static-page';

const listenEarly = vi.hoisted(() => vi.fn(() => true));
vi.mock('../telemetry/early-listener', () => ({ listenEarly }));

/** A static page as the build writes it (a language, the build's mark, one in-app link, one web link) at an address, with the host app's property. */
function staticPage({ href, lang = 'en', host, languages = ['en-US'] }: { href: string; lang?: string; host?: string; languages?: string[] }) {
  document.documentElement.lang = lang;
  document.body.innerHTML = `<div id="root" ${prerenderedAttribute}="/faq"><a href="/customerService" ${inAppLinkAttribute}="">in</a><a href="https://x.ph/y">out</a></div>`;
  const url = new URL(href);
  const replace = vi.fn();
  const win = { location: { href, protocol: url.protocol, search: url.search, hash: url.hash, replace }, navigator: { languages }, document, [market.languages.hostGlobal]: host };
  return { win: win as unknown as Window, replace };
}

afterEach(() => {
  listenEarly.mockClear();
  document.body.innerHTML = '';
});

describe('a static page’s own script', () => {
  it('goes to the page in the language the host app names, as the app would draw it, and starts nothing here', () => {
    const { win, replace } = staticPage({ href: 'https://kaagapay.ph/faq?sessionId=s-1', host: 'fil' });
    startStaticPage(win, market as Market);
    expect(replace).toHaveBeenCalledWith('https://kaagapay.ph/faq?sessionId=s-1&lang=fil');
    expect(listenEarly).not.toHaveBeenCalled();
  });

  it('stays on a page in the reader’s language: telemetry listens, in-app links keep the session, the build’s mark goes', () => {
    const { win, replace } = staticPage({ href: 'https://kaagapay.ph/faq?sessionId=s-1&deviceId=d-2&productId=9', lang: 'fil', host: 'fil' });
    startStaticPage(win, market as Market);
    expect(replace).not.toHaveBeenCalled();
    expect(listenEarly).toHaveBeenCalledTimes(1);
    expect([...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/customerService?deviceId=d-2&sessionId=s-1', 'https://x.ph/y']);
    expect(document.getElementById('root')?.hasAttribute(prerenderedAttribute)).toBe(false);
  });

  it('remembers a lang query value in the cookie, as the app does, unless it is the host app’s own (its redirect)', () => {
    const cookies = () => document.cookie;
    document.cookie = `${market.languages.cookie}=; max-age=0; path=/`;
    startStaticPage(staticPage({ href: 'https://kaagapay.ph/faq?lang=fil', lang: 'fil', host: 'fil' }).win, market as Market);
    expect(cookies()).not.toContain(`${market.languages.cookie}=fil`);
    startStaticPage(staticPage({ href: 'https://kaagapay.ph/faq?lang=fil', lang: 'fil' }).win, market as Market);
    expect(cookies()).toContain(`${market.languages.cookie}=fil`);
    document.cookie = `${market.languages.cookie}=; max-age=0; path=/`;
  });

  it('keeps the language a switch’s link goes to in the cookie, as the app’s switch does', () => {
    const cookie = market.languages.cookie;
    document.cookie = `${cookie}=; max-age=0; path=/`;
    const { win } = staticPage({ href: 'https://kaagapay.ph/About' });
    const root = document.getElementById('root') as HTMLElement;
    root.insertAdjacentHTML('beforeend', `<a href="#fil" ${languageChoiceAttribute}="fil"><span>Filipino</span></a>`);
    keepLanguageChoices(root, win);
    root.querySelector('span')?.click();
    expect(document.cookie).toContain(`${cookie}=fil`);
    document.cookie = `${cookie}=; max-age=0; path=/`;
  });

  it('on a page with the plan to load the app on use, waits for a tap of a part that runs steps (its module loaded then)', async () => {
    const { win } = staticPage({ href: 'https://kaagapay.ph/About' });
    // In the test, the module itself (the build names its chunk).
    const plan = { loader: '/src/app/load-app-on-use.ts', entry: '/assets/main.js', files: [] };
    document.body.insertAdjacentHTML('afterbegin', `<script type="application/json" id="${appOnUseElementId}">${JSON.stringify(plan)}</script>`);
    const root = document.getElementById('root') as HTMLElement;
    root.insertAdjacentHTML('beforeend', `<button type="button" ${tapTriggerAttribute}="">Contact us</button>`);
    await startStaticPage(win, market as Market);
    expect(root.hasAttribute(prerenderedAttribute)).toBe(false);
    const button = root.querySelector('button') as HTMLButtonElement;
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('shows the host’s not-found page at /notFound, as the app does', () => {
    const { win } = staticPage({ href: 'https://kaagapay.ph/no/such?sessionId=s-1' });
    document.getElementById('root')?.setAttribute(prerenderedAttribute, '/notFound');
    const replaceState = vi.fn();
    Object.assign(win, { history: { state: null, replaceState } });
    Object.assign(win.location, { pathname: '/no/such' });
    startStaticPage(win, market as Market);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/notFound?sessionId=s-1');
  });

  it('leaves links alone when the address has no session', () => {
    staticPage({ href: 'https://kaagapay.ph/faq' });
    keepSessionOnLinks(document, '?productId=1', market.sessionParams);
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/customerService');
  });
});

describe('otherLanguagePage (the app’s language rule, for a page that cannot draw itself again)', () => {
  it('is the same address with the language the app would pick, from the host app or the browser', () => {
    expect(otherLanguagePage(staticPage({ href: 'https://kaagapay.ph/aboutUs#top', host: 'tl' }).win)).toBe('https://kaagapay.ph/aboutUs?lang=fil#top');
    expect(otherLanguagePage(staticPage({ href: 'https://kaagapay.ph/aboutUs', languages: ['fil-PH', 'en'] }).win)).toBe('https://kaagapay.ph/aboutUs?lang=fil');
    // A lang value no choice has is passed over, as the app does, and replaced.
    expect(otherLanguagePage(staticPage({ href: 'https://kaagapay.ph/aboutUs?lang=xx', host: 'fil' }).win)).toBe('https://kaagapay.ph/aboutUs?lang=fil');
  });

  it('is none when the page is in it, and none when the address names it already (a host that serves one language: no loop)', () => {
    expect(otherLanguagePage(staticPage({ href: 'https://kaagapay.ph/aboutUs', host: 'en' }).win)).toBeUndefined();
    expect(otherLanguagePage(staticPage({ href: 'https://kaagapay.ph/aboutUs?lang=fil', lang: 'en' }).win)).toBeUndefined();
    expect(otherLanguagePage(staticPage({ href: 'https://kaagapay.ph/aboutUs', host: 'de' }).win)).toBeUndefined();
  });
});
