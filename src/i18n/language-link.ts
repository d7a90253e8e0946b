// The language switch's links (src/widgets/language-switch): each goes to the page in one language
// (its lang query value, which a host serves first: src/i18n/host-language.ts), so the switch works
// before and without the app's scripts. The choice is kept for the next visit by whichever script
// the page has: the app's switch (src/i18n/switch-language.ts) or a static page's own
// (src/app/static-page.ts). No imports: both read it.

/** The attribute of a language link: the language code it shows the page in. */
export const languageChoiceAttribute = 'data-language-choice';

/** The address of the page at `pathname` in the language `code`. */
export function languagePagePath(pathname: string, code: string): string {
  return `${pathname}?lang=${encodeURIComponent(code)}`;
}
