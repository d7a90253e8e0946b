// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor, IndexHtmlTransformContext } from 'vite';
import { bootIndicatorPlugin } from './boot-indicator-plugin';

const plugin = bootIndicatorPlugin({ label: 'Loading…', colour: '#0b7855' });
const transform = (html: string) => (plugin.transformIndexHtml as (html: string, context: IndexHtmlTransformContext) => HtmlTagDescriptor[])(html, {} as IndexHtmlTransformContext);

describe('the boot indicator', () => {
  it('goes into an app entry, after its root', () => {
    const tags = transform('<html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>');
    expect(tags.map((tag) => tag.tag)).toEqual(['style', 'div']);
    expect(tags[1]?.attrs).toMatchObject({ class: 'boot-indicator', role: 'status', 'aria-label': 'Loading…' });
    expect(transform('<body><main class="app" id=\'root\'></main></body>')).toHaveLength(2);
  });

  it('stays out of a page with no app root (the studio\'s), which would show it for ever', () => {
    expect(transform('<html><body><div id="studio"></div></body></html>')).toEqual([]);
    expect(transform('<html><body><div id="storybook-root"></div></body></html>')).toEqual([]);
  });
});
