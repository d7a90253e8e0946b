import { describe, expect, it } from 'vitest';
import { classesInHtml, requiredClasses, usedCss } from './used-css';

const page = (body: string) => `<html><head></head><body>${body}</body></html>`;

describe('the CSS a prerendered page uses', () => {
  it('reads every class of the markup', () => {
    expect([...classesInHtml('<div class="a  b"><p class="c">x</p><i class="">y</i></div>')]).toEqual(['a', 'b', 'c']);
  });

  it('requires the classes outside brackets, parentheses and strings only', () => {
    expect(requiredClasses('.a .b:hover > .c[data-x=".d"]')).toEqual(['a', 'b', 'c']);
    expect(requiredClasses('.a:not(.b):where(.c, .d)')).toEqual(['a']);
    expect(requiredClasses('.a\\:b .e')).toEqual(['a:b', 'e']);
    expect(requiredClasses(':root')).toEqual([]);
  });

  it('keeps the rules whose classes the markup has and drops the others', () => {
    const css = '.a{color:red}.b{color:blue}.a .b{margin:0}.a,.b{padding:0}';
    expect(usedCss(css, page('<p class="a">x</p>'))).toBe('.a{color:red}.a,.b{padding:0}');
  });

  it('keeps element, root and state rules, which no class guards', () => {
    const css = 'html,body{margin:0}:root{--x:1px}.a:focus-visible{outline:var(--x)}[data-error] .a{color:red}';
    expect(usedCss(css, page('<p class="a">x</p>'))).toBe(css);
  });

  it('filters inside layers and media queries and drops the blocks it empties, keeping the layer order statement', () => {
    const css = '@layer m.A, m.B;@layer m.A{.a{color:red}}@layer m.B{.b{color:blue}}@media (min-width:40em){.b{margin:0}.a{margin:1px}}';
    expect(usedCss(css, page('<p class="a">x</p>'))).toBe('@layer m.A, m.B;@layer m.A{.a{color:red}}@media (min-width:40em){.a{margin:1px}}');
  });

  it('keeps keyframes and font faces whole', () => {
    const css = '@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}@font-face{font-family:x;src:url(x.woff2)}';
    expect(usedCss(css, page(''))).toBe(css);
  });

  it('keeps the variables a kept rule, another kept variable or a style attribute reads, and drops the rest', () => {
    const css = ':root{--used:var(--base);--base:4px;--unread:9px;--inline:red;--gone:var(--base)}.a{margin:var(--used)}.b{padding:var(--gone)}';
    const kept = usedCss(css, page('<p class="a" style="color:var(--inline)">x</p>'));
    expect(kept).toBe(':root{--used:var(--base);--base:4px;--inline:red}.a{margin:var(--used)}');
  });

  it('drops a rule left with no declaration once its variables are gone', () => {
    expect(usedCss(':root{--unread:1px}.a{color:red}', page('<p class="a">x</p>'))).toBe('.a{color:red}');
    expect(usedCss('@layer v{:root{--unread:1px}}.a{color:red}', page('<p class="a">x</p>'))).toBe('.a{color:red}');
  });

  it('gives each page its own answer when pages share sheets: by the classes and the variables its style attributes read, in any order', () => {
    const css = ':root{--inline:red;--other:blue}.a{color:red}.b{color:blue}';
    expect(usedCss(css, page('<p class="a b">x</p>'))).toBe('.a{color:red}.b{color:blue}');
    expect(usedCss(css, page('<p class="b">x</p><i class="a">y</i>'))).toBe('.a{color:red}.b{color:blue}');
    expect(usedCss(css, page('<p class="a">x</p>'))).toBe('.a{color:red}');
    expect(usedCss(css, page('<p class="a" style="color:var(--inline)">x</p>'))).toBe(':root{--inline:red}.a{color:red}');
    expect(usedCss(css, page('<p class="a" style="color:var(--other)">x</p>'))).toBe(':root{--other:blue}.a{color:red}');
  });
});
