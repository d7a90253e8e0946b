/**
 * The bench page's `virtual:languages` (../slot-build.ts points the import there). The project's
 * screens plugin makes it with the market's messages in each other language; the bench page is in
 * the default language only, so it lists none (src/i18n/language.ts loads it only for another).
 */
export const languages: Record<string, { messages: Record<string, string> }> = {};
