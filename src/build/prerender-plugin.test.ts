import { describe, expect, it } from 'vitest';
import { inlineStylesheets, withPrerenderedRoot, withScreenHead } from './prerender-plugin';

const page = `<!doctype html><html><head>
    <link rel="stylesheet" crossorigin href="/assets/app.css">
    <link rel="stylesheet" crossorigin href="/assets/Button.css" data-route="/About">
  </head><body><div id="root"></div></body></html>`;

describe('prerender step', () => {
  it('puts the route markup into #root, marked with its route and language, taking "$" in the text literally', () => {
    const html = withPrerenderedRoot(page, '/About', 'fil', '<p>Fees from $1 and ₱5,678.00 $&</p>');
    expect(html).toContain('<div id="root" data-prerendered="/About" data-prerendered-lang="fil"><p>Fees from $1 and ₱5,678.00 $&</p></div>');
  });

  it('names the route when the page has no empty #root to draw into', () => {
    expect(() => withPrerenderedRoot('<div id="root">x</div>', '/faq', 'en', '<p/>')).toThrow(/\/faq.*<div id="root"><\/div>/);
  });

  it('inlines the page stylesheets in their order, before the first, and keeps each link disabled for Vite’s loader', () => {
    const sheets: Record<string, string> = { '/assets/app.css': 'body{color:red}', '/assets/Button.css': '.b{content:"</style>"}' };
    const html = inlineStylesheets(page, (href) => sheets[href] ?? '');
    const style = html.indexOf('<style data-inlined>');
    expect(style).toBeGreaterThan(-1);
    expect(style).toBeLessThan(html.indexOf('<link disabled rel="stylesheet" crossorigin href="/assets/app.css">'));
    expect(html).toContain('body{color:red}\n.b{content:"<\\/style>"}');
    expect(html).not.toMatch(/<link rel="stylesheet"/);
  });

  it('leaves a page without stylesheets as it is', () => {
    expect(inlineStylesheets('<head></head>', () => '')).toBe('<head></head>');
  });

  it('writes the screen’s title and description into the head, escaped, and keeps the entry’s when the screen has none', () => {
    const head = '<title>Kaagapay</title><meta name="description" content="Cash loans." />';
    expect(withScreenHead(head, { title: 'Terms & "fees" <2026>', description: 'Rates: ₱5,678.00 & more' })).toBe(
      '<title>Terms &amp; &quot;fees&quot; &lt;2026></title><meta name="description" content="Rates: ₱5,678.00 &amp; more" />',
    );
    expect(withScreenHead(head, {})).toBe(head);
  });
});
