// The theme's CSS variables, as MantineProvider would render them in a <style> on every page at run
// time (its MantineCssVariables): here worked out once by the build and written into each page's
// <head> (src/build/mantine-styles-plugin.ts), so the app's provider (src/app/theme-provider.tsx)
// carries no code for them. Only the variables the theme changes are written: Mantine's own
// stylesheet (default-css-variables.css) has the rest.
import { convertCssVariables, defaultCssVariablesResolver, DEFAULT_THEME, mergeMantineTheme, type ConvertCSSVariablesInput, type MantineThemeOverride } from '@mantine/core';

/** The entries of `ours` whose value differs from the default's. */
const changedFrom = (defaults: Record<string, string>, ours: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(ours).filter(([name, value]) => defaults[name] !== value));

export function themeVariablesCss(theme: MantineThemeOverride): string {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME) as ConvertCSSVariablesInput;
  const ours = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme)) as ConvertCSSVariablesInput;
  return convertCssVariables({ variables: changedFrom(defaults.variables, ours.variables), light: changedFrom(defaults.light, ours.light), dark: changedFrom(defaults.dark, ours.dark) } as ConvertCSSVariablesInput);
}
