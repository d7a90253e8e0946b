import { describe, expect, it } from 'vitest';
import { wholeSheetAttribute } from '../app/whole-stylesheets';
import { inlineStylesheets, withPrerenderedRoot, withScreenHead } from './prerender-plugin';
import { withoutApp } from './route-html-plugin';

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

  it('inlines what the markup uses of the page stylesheets, in their order, before the first, and keeps each link disabled and marked', () => {
    const sheets: Record<string, string> = { '/assets/app.css': 'body{color:red}.unused{color:blue}', '/assets/Button.css': '.b{content:"</style>"}' };
    const drawn = withPrerenderedRoot(page, '/About', 'en', '<p class="b">x</p>');
    const html = inlineStylesheets(drawn, (href) => sheets[href] ?? '');
    const style = html.indexOf('<style data-inlined>');
    expect(style).toBeGreaterThan(-1);
    expect(style).toBeLessThan(html.indexOf(`<link disabled ${wholeSheetAttribute} rel="stylesheet" crossorigin href="/assets/app.css">`));
    // The text "</style>" cannot close the element early.
    const inlined = html.slice(style, html.indexOf('</style>', style));
    expect(inlined).toMatch(/body\{color:red\}\n\.b\{content:"[^"]+style>"\}$/);
    expect(html).not.toContain('.unused');
    expect(html).not.toMatch(/<link rel="stylesheet"/);
  });

  it('preloads the whole stylesheets on a page with scripts, for the app to enable, and not on a page without', () => {
    const read = () => '.b{color:red}';
    const preload = '<link rel="preload" as="style" crossorigin href="/assets/app.css">';
    const scripted = page.replace('</body>', '<script type="module" crossorigin src="/assets/main.js"></script></body>');
    expect(inlineStylesheets(scripted, read)).toContain(preload);
    expect(inlineStylesheets(page, read)).not.toContain(preload);
    // A static page's own script is no app: nothing would enable the sheets (src/build/route-html-plugin.ts).
    expect(inlineStylesheets(withoutApp(scripted, '/assets/static-page.js'), read)).not.toContain(preload);
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
