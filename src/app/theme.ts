import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'brand',
  // Shade 7 (#0b7855) for filled buttons, links and outlines: white on it and it on white reach 5.5:1
  // (WCAG AA, Lighthouse color-contrast); shade 6 (#0f9268) was 3.9:1.
  primaryShade: 7,
  colors: {
    brand: ['#e6f7f0', '#c8ecdd', '#98dcc2', '#62caa4', '#36b98a', '#1aa877', '#0f9268', '#0b7855', '#075e43', '#044432'],
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  defaultRadius: 'md',
});
