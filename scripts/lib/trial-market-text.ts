// A product person's edit of the market's texts (npm run trial:edits -- market-text): two of the
// messages every page may show, in longer words, with their Filipino. The texts ship with every
// page, so the trial shows whether a budget counts them as code (it must not: they are content).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The messages reworded: other and longer words, so a test that quotes the old ones fails. */
export const marketRewording: Record<string, { en: string; fil: string }> = {
  networkError: {
    en: 'We could not reach Kaagapay just now. Check that your phone has mobile data or Wi-Fi, then tap to try again.',
    fil: 'Hindi namin maabot ang Kaagapay ngayon. Tingnan kung may mobile data o Wi-Fi ang phone mo, saka i-tap para subukan ulit.',
  },
  timeout: {
    en: 'Our server is taking longer than usual to answer. Nothing was lost: please try again in a moment.',
    fil: 'Mas matagal kaysa karaniwan ang sagot ng aming server. Walang nawala: pakisubukan ulit maya-maya.',
  },
};

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const writeJson = (path: string, value: unknown) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

/** Rewords the messages in config/market.json and their Filipino in locales/fil.json of the copy at `dir`; returns what changed. */
export function rewordMarketTexts(dir: string): { key: string; before: string; after: string }[] {
  const marketFile = join(dir, 'config/market.json');
  const filipinoFile = join(dir, 'locales/fil.json');
  const market = readJson(marketFile) as { messages: Record<string, string> };
  const filipino = readJson(filipinoFile) as { texts: Record<string, string> };
  return Object.entries(marketRewording).map(([key, words]) => {
    const before = market.messages[key];
    if (before === undefined) throw new Error(`config/market.json has no messages.${key} any more: update scripts/lib/trial-market-text.ts`);
    market.messages[key] = words.en;
    delete filipino.texts[before];
    filipino.texts[words.en] = words.fil;
    writeJson(marketFile, market);
    writeJson(filipinoFile, filipino);
    return { key, before, after: words.en };
  });
}
