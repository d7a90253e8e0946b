// The brand's palette, without Mantine, so the build (the loading indicator in each page's HTML)
// and the theme read the same colours.

export const brandColours = ['#e6f7f0', '#c8ecdd', '#98dcc2', '#62caa4', '#36b98a', '#1aa877', '#0f9268', '#0b7855', '#075e43', '#044432'] as const;

/**
 * Shade 7 (#0b7855) for filled buttons, links, outlines and loaders: white on it and it on white
 * reach 5.5:1 (WCAG AA, Lighthouse color-contrast); shade 6 (#0f9268) was 3.9:1.
 */
export const brandShade = 7;
