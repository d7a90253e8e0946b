// A product person's edit of the market's texts (npm run trial:edits -- market-text): two of the
// messages every page may show, in longer words, with their Filipino. The texts ship with every
// page, so the trial shows whether a budget counts them as code (it must not: they are content).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { editFilipinoTexts } from './filipino-catalogue';

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

/** Rewords the messages in config/market.json and their Filipino in locales/fil.json of the copy at `dir`; returns what changed. */
export function rewordMarketTexts(dir: string): { key: string; before: string; after: string }[] {
  const marketFile = join(dir, 'config/market.json');
  const market = JSON.parse(readFileSync(marketFile, 'utf8')) as { messages: Record<string, string> };
  const changed = Object.entries(marketRewording).map(([key, words]) => {
    const before = market.messages[key];
    if (before === undefined) throw new Error(`config/market.json has no messages.${key} any more: update scripts/lib/trial-market-text.ts`);
    market.messages[key] = words.en;
    return { key, before, after: words.en };
  });
  writeFileSync(marketFile, `${JSON.stringify(market, null, 2)}\n`);
  editFilipinoTexts(dir, (texts) => {
    for (const { key, before } of changed) {
      delete texts[before];
      texts[marketRewording[key]!.en] = marketRewording[key]!.fil;
    }
  });
  return changed;
}
