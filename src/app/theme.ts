import { createTheme } from '@mantine/core';
import { brandColours, brandShade } from './brand.ts';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: brandShade,
  colors: { brand: [...brandColours] },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  defaultRadius: 'md',
});
