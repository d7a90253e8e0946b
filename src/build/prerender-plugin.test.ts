import { describe, expect, it } from 'vitest';
import { inlineStylesheets, withPrerenderedRoot } from './prerender-plugin';

const page = `<!doctype html><html><head>
    <link rel="stylesheet" crossorigin href="/assets/app.css">
    <link rel="stylesheet" crossorigin href="/assets/Button.css" data-route="/About">
  </head><body><div id="root"></div></body></html>`;

describe('prerender step', () => {
  it('puts the route markup into #root, marked with its route, taking "$" in the text literally', () => {
    const html = withPrerenderedRoot(page, '/About', '<p>Fees from $1 and ₱5,678.00 $&</p>');
    expect(html).toContain('<div id="root" data-prerendered="/About"><p>Fees from $1 and ₱5,678.00 $&</p></div>');
  });

  it('names the route when the page has no empty #root to draw into', () => {
    expect(() => withPrerenderedRoot('<div id="root">x</div>', '/faq', '<p/>')).toThrow(/\/faq.*<div id="root"><\/div>/);
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
});
