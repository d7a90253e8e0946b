import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { inlineIcons, svgDataAddress } from './inline-icon-plugin';

describe('inlineIcons', () => {
  it('puts the SVG an icon link names into its href', () => {
    const html = '<head>\n    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />\n</head>';
    const read = (file: string) => (file === 'favicon.svg' ? '<svg viewBox="0 0 4 4"><rect fill="#0b7855"/></svg>\n' : '');
    expect(inlineIcons(html, read)).toBe('<head>\n    <link rel="icon" href="data:image/svg+xml,%3Csvg viewBox=%220 0 4 4%22%3E%3Crect fill=%22%230b7855%22/%3E%3C/svg%3E" type="image/svg+xml" />\n</head>');
  });

  it('leaves a page without an SVG icon link as it is', () => {
    const html = '<head><link rel="icon" href="/favicon.ico"><link rel="stylesheet" href="/a.svg"></head>';
    expect(inlineIcons(html, () => { throw new Error('read'); })).toBe(html);
  });
});

describe('svgDataAddress', () => {
  it('gives back the picture when the browser decodes it', () => {
    const svg = readFileSync('public/favicon.svg', 'utf8');
    const address = svgDataAddress(svg);
    expect(address).not.toMatch(/["<>#\n]/);
    expect(decodeURIComponent(address.slice('data:image/svg+xml,'.length))).toBe(svg.trim());
  });
});
