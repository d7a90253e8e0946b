// @vitest-environment node
// The build writes the theme's variables into each page's <head> in place of MantineProvider's
// run-time <style> (src/app/theme-provider.tsx): the text must be the one MantineProvider renders.
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { brandColours } from '../app/brand';
import { themeVariablesCss } from './theme-variables';

/** What MantineProvider itself puts in its <style data-mantine-styles="true"> for `theme`. */
function providersVariables(): string {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme }, null));
  return /<style data-mantine-styles="true">([^<]*)<\/style>/.exec(html)?.[1] ?? '';
}

describe('themeVariablesCss', () => {
  it("is the text MantineProvider renders for the app's theme", () => {
    const css = themeVariablesCss(theme);
    expect(css).toContain(`--mantine-color-brand-7: ${brandColours[7]}`);
    expect(css).toBe(providersVariables());
  });

  it('leaves out the variables the theme does not change', () => {
    expect(themeVariablesCss({}).trim()).toBe('');
    expect(themeVariablesCss(theme)).not.toContain('--mantine-color-red-6');
  });
});
