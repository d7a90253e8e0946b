/**
 * Issue 30: every page has one level-1 heading and a named <main>, and the company site's banner and
 * contentinfo are landmarks of the page, not of its main (axe page-has-heading-one,
 * landmark-unique, landmark-banner-is-top-level, landmark-contentinfo-is-top-level). Titles and
 * headings are read from the screens' JSON and locales/fil.json.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import market from '../../config/market.json';
import { parseTemplate } from '../compiler/shared/expression-parser';
import { CHANNEL_TEMPLATES, LANDING_BASE } from '../dev-api/landing';
import { setReplyOverride } from '../dev-api/overrides';
import { evaluate } from '../expressions/evaluate';
import type { Screen } from '../generated/screen';
import { inFilipino } from '../../tests/e2e/in-filipino';
import { withDevApi } from '../../tests/harness/fresh-dev-api';
import { renderApp } from '../../tests/harness/render-app';
import { renderPromotion } from '../../tests/harness/render-promotion';
import { ofType, textAt, textOf } from '../../tests/support/screen-copy';
import { titleHeadingCondition } from './screen-main';
import { bodyParts } from './page-landmarks';
import { otherLanguage, pageIn } from '../../tests/harness/page-language';

const filipino = otherLanguage;

withDevApi({ after: () => pageIn(market.languages.default) });

const body = (blocks: unknown[]) => ({ body: blocks }) as unknown as Pick<Screen, 'body' | 'footer'>;
const levelOne = (extra: object = {}) => ({ type: 'heading', level: 1, text: 'x', ...extra });
const shown = (condition: unknown, state: Record<string, unknown>) => Boolean(evaluate(condition, { state }));

describe('when the screen’s title is the page’s heading', () => {
  it('always when the screen draws no level-1 heading; a level-2 one or a dialog’s title is none', () => {
    expect(titleHeadingCondition(body([{ type: 'heading', level: 2, text: 'x' }]))).toBe(true);
  });

  it('never when a level-1 heading is drawn whatever the state, however deep it sits', () => {
    expect(titleHeadingCondition(body([{ type: 'stack', children: [{ type: 'card', children: [levelOne()] }] }]))).toBe(false);
    expect(titleHeadingCondition({ body: [], footer: [levelOne()] } as unknown as Pick<Screen, 'body' | 'footer'>)).toBe(false);
  });

  it('as long as no conditional level-1 heading shows, its own condition and its containers’ both', () => {
    const condition = titleHeadingCondition(
      body([{ type: 'stack', when: parseTemplate('{state.a}'), children: [levelOne({ when: parseTemplate('{state.b}') })] }]),
    );
    expect(shown(condition, { a: true, b: false })).toBe(true);
    expect(shown(condition, { a: false, b: true })).toBe(true);
    expect(shown(condition, { a: true, b: true })).toBe(false);
  });
});

describe('the body around <main>', () => {
  // As the compiler leaves them: the schema's default landmark filled in (site-nav: banner).
  const nav = { type: 'site-nav', landmark: 'banner' };
  const footer = { type: 'section', landmark: 'footer' };
  const band = { type: 'section' };
  it('keeps the leading banners before it and the trailing footers after it, nothing else', () => {
    expect(bodyParts([nav, { type: 'language-switch' }, band, footer] as never)).toEqual({ before: 1, after: 3 });
    expect(bodyParts([band, nav, footer, band] as never)).toEqual({ before: 0, after: 4 });
    expect(bodyParts([nav, footer] as never)).toEqual({ before: 1, after: 1 });
  });
});

describe('one level-1 heading on every page', () => {
  it('a webview screen with none of its own is headed by its title, hidden (the host app shows it), and its main is named by it', async () => {
    renderApp('/aboutUs');
    const main = await screen.findByRole('main', { name: textAt('about-us', '/title') }, { timeout: 5000 });
    const headings = within(main).getAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual([textAt('about-us', '/title')]);
    expect(headings[0]).toHaveClass('visually-hidden');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('in the page’s language', async () => {
    await pageIn(filipino);
    renderApp('/aboutUs');
    const main = await screen.findByRole('main', { name: inFilipino(textAt('about-us', '/title')) }, { timeout: 5000 });
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(inFilipino(textAt('about-us', '/title')));
  });

  it('a screen that draws its own level-1 heading gets no second one', async () => {
    renderApp('/faq');
    await screen.findByRole('main', { name: textAt('faq', '/title') }, { timeout: 5000 });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([textOf('faq', 'level-1 heading', ofType('heading', { level: 1 }))]);
  });

  it('the landing: the title while the template shows a banner, the template’s heading alone when it has none', async () => {
    const template = CHANNEL_TEMPLATES['1']!;
    renderPromotion('/?id=1');
    await screen.findByText(template.subtitle.en, {}, { timeout: 5000 });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([textAt('promo-register', '/title')]);
  });

  it('the landing without a banner in its template', async () => {
    const template = CHANNEL_TEMPLATES['1']!;
    setReplyOverride(`${LANDING_BASE}/service/channel/channel-template`, { json: { code: '00', message: 'success', data: { ...template, title: template.title.en, subtitle: template.subtitle.en, buttonText: template.buttonText.en, agreementTitle: template.agreementTitle.en, downloadTitle: template.downloadTitle.en, banner: '' } } });
    renderPromotion('/?id=1');
    await screen.findByText(template.subtitle.en, {}, { timeout: 5000 });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([template.title.en]);
  });
});

describe('the company site’s header and footer', () => {
  it('are the page’s banner and contentinfo, beside its main, not in it', async () => {
    renderApp('/About');
    const main = await screen.findByRole('main', { name: textAt('site-about', '/title') }, { timeout: 5000 });
    const banner = screen.getByRole('banner');
    const footer = screen.getByRole('contentinfo');
    expect(main.contains(banner) || main.contains(footer)).toBe(false);
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
