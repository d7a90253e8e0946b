import { missingWording, wordingOf } from './translate-texts.ts';
import type { Catalogue } from '../1-parse/catalogues.ts';
import { escapePointerToken, type Problem } from '../../lib/problem.ts';

/** The market's messages in a catalogue's language; one without an entry keeps its English and is a problem. */
export function translateMessages(messages: Record<string, string>, catalogue: Catalogue, used: Set<string>): { messages: Record<string, string>; problems: Problem[] } {
  const problems: Problem[] = [];
  const translated = Object.fromEntries(
    Object.entries(messages).map(([key, english]) => {
      const wording = wordingOf(catalogue, english);
      if (wording === undefined) problems.push(missingWording(catalogue, 'config/market.json', `/messages/${escapePointerToken(key)}`, english));
      else used.add(english);
      return [key, wording ?? english];
    }),
  );
  return { messages: translated, problems };
}
