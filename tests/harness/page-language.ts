// The page's language in unit tests, set as src/app/mount-app.tsx sets it before the app starts.
import market from '../../config/market.json';
import { loadLanguageMessages, setPageLanguage } from '../../src/i18n/language';

/** The market's other language than its default (Filipino in the Philippines). */
export const otherLanguage = market.languages.choices.find((choice) => choice.code !== market.languages.default)!.code;

/** The page in `code`, with the market's messages in it. */
export async function pageIn(code: string): Promise<void> {
  setPageLanguage(code);
  await loadLanguageMessages();
}
