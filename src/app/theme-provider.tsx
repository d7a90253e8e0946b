// Mantine's theme and context for the app, without what MantineProvider adds at run time: its
// <style> of the theme's CSS variables and of hiddenFrom/visibleFrom classes, computed on every
// page and carried by every page's JavaScript (about 3 kB gzip, issue 44), and its colour-scheme
// manager, for a product that has one scheme. The variables are written into each page's <head>
// by the build instead (src/build/theme-variables.ts); the scheme is index.html's
// data-mantine-color-scheme="light". Storybook keeps MantineProvider.
import type { ReactNode } from 'react';
import { MantineContext, MantineThemeProvider } from '@mantine/core';
import { theme } from './theme';

type MantineContextValue = NonNullable<React.ContextType<typeof MantineContext>>;

/** MantineProvider's context, as it sets it with its defaults and the light scheme. */
const context: MantineContextValue = {
  colorScheme: 'light',
  setColorScheme: () => undefined,
  clearColorScheme: () => undefined,
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
};

export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
