/**
 * Issue 30: the page's level-1 heading and its main's name are in the HTML the build writes
 * (src/app/prerender.tsx), in the page's language: a screen reader reads that page before the app has
 * run. Apart from src/renderer/screen-main.test.tsx, which draws in the DOM: React's server renderer
 * and the DOM's in one file share contexts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import { prerenderRoute } from '../app/prerender';
import { inFilipino } from '../../tests/e2e/in-filipino';
import { ofType, textAt, textOf } from '../../tests/support/screen-copy';
import { otherLanguage, pageIn } from '../../tests/harness/page-language';

const filipino = otherLanguage;

afterEach(() => pageIn(market.languages.default));

async function prerendered(path: string, language: string): Promise<HTMLElement> {
  const { markup } = await prerenderRoute('app', path, language);
  const page = document.createElement('div');
  page.innerHTML = markup;
  return page;
}

describe('the prerendered page', () => {
  it('is in the page the build prerenders, in its language', async () => {
    const page = await prerendered('/aboutUs', filipino);
    expect([...page.querySelectorAll('h1')].map((h) => h.textContent)).toEqual([inFilipino(textAt('about-us', '/title'))]);
    expect(page.querySelector('main')).toHaveAttribute('aria-label', inFilipino(textAt('about-us', '/title')));
  });

  it('of the company site: banner and contentinfo beside main, and one level-1 heading, the page’s own', async () => {
    const page = await prerendered('/About', market.languages.default);
    const main = page.querySelector('main')!;
    expect(main.querySelector('[role="banner"], [role="contentinfo"]')).toBeNull();
    expect(page.querySelectorAll('[role="banner"], [role="contentinfo"]')).toHaveLength(2);
    expect([...page.querySelectorAll('h1')].map((h) => h.textContent)).toEqual([textOf('site-about', 'level-1 heading', ofType('heading', { level: 1 }))]);
  });

  it("gives the page's head its screen's title and description, in the page's language", async () => {
    const about = await prerenderRoute('app', '/About', market.languages.default);
    expect(about).toMatchObject({ title: textAt('site-about', '/title'), description: textAt('site-about', '/description') });
    expect((await prerenderRoute('app', '/aboutUs', filipino)).title).toBe(inFilipino(textAt('about-us', '/title')));
  });
});
