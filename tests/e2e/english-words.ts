import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import market from '../../config/market.json' with { type: 'json' };
import { BANKS, WALLETS } from '../../src/dev-api/bind-card';
import { LOAN_PRODUCTS } from '../../src/dev-api/loan-products';
import { REPAY_CHANNELS } from '../../src/dev-api/repay-channels';

/**
 * Finding English on a Filipino page (issue 40, finding 8), without quoting any text.
 *
 * An English word is either one of the words every English sentence has and Filipino never writes
 * (`GRAMMAR`: *the*, *your*, *to*, *please*, *of*, *and*…), or a word the project's English texts
 * use (the keys of locales/fil.json: every text the screens write) that no Filipino text of the
 * catalogue writes: the catalogue's Filipino, reviewed against locales/glossary.md, is the measure
 * of what a Filipino page says, Taglish included (*app*, *cashier*, *reference number*), and a
 * word both languages write (*at*, *may*) is not English.
 *
 * What a Filipino page may still show in English is a short allow-list:
 * - the terms locales/glossary.md keeps in English ("Terms we keep in English", the column
 *   "Filipino we write": *loan*, *due date*, *fee*, *e-wallet*, *term*, *offer*, *extension*…);
 * - names: the company's, its address and its SEC/BSP document names (config/market.json `company`), the
 *   regulators, the languages on the language switch, the loan products, banks, e-wallets and
 *   payment channels the dev API names.
 * The allow-list is matched as whole phrases, and removed from the text before its words are read.
 */

// Read, not imported: an imported JSON is typed key by key, so each catalogue edit made the type
// check read it again (npm run check leaves the check out when no imported JSON changes shape).
const texts = (JSON.parse(readFileSync(join(import.meta.dirname, '../../locales/fil.json'), 'utf8')) as { texts: Record<string, string> }).texts;

/** The words of a text, lower case: letters with inner hyphens or apostrophes; placeholders and numbers out. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/\{[^}]*\}/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}'’-]+/u)
    .map((word) => word.replace(/^['’-]+|['’-]+$/g, ''))
    .filter((word) => word.length > 1);
}

const englishWords = new Set(Object.keys(texts).flatMap(wordsOf));
/** English words no Filipino sentence has: a line with one is English, whatever else it holds. */
const GRAMMAR = new Set('the and of to your you please is are was were we our for with by on be this that it its before after now not will can has have from an as or if my me us they their'.split(' '));

/** Every word the catalogue's Filipino writes, but the grammar of English (kept in a few names: *Over the counter*). */
const filipinoWords = new Set(Object.values(texts).flatMap(wordsOf).filter((word) => !GRAMMAR.has(word)));

/** Words of English that Filipino does not also write as its own. */
export const englishOnly = new Set([...englishWords, ...GRAMMAR].filter((word) => !filipinoWords.has(word)));

/** locales/glossary.md's "Terms we keep in English": each cell of the column "Filipino we write", split at commas. */
function keptTerms(): string[] {
  const glossary = readFileSync(join(import.meta.dirname, '../../locales/glossary.md'), 'utf8');
  const section = glossary.split(/^## /m).find((part) => part.startsWith('Terms we keep in English'));
  if (!section) throw new Error('locales/glossary.md has no section "Terms we keep in English"');
  const rows = section.split('\n').filter((line) => line.startsWith('|')).slice(2);
  return rows.flatMap((row) => (row.split('|')[2] ?? '').split(',').map((term) => term.trim()).filter(Boolean));
}

const company = market.company;
/** Names a Filipino page writes as they are. */
const names = [
  market.appName,
  company.name,
  // The biller name the payment channels list.
  company.name.replace(/ Corporation$/, ''),
  // Its SEC registration and BSP certificate, without their numbers.
  company.secRegistration.replace(/\s*\S*\d\S*$/, ''),
  company.certificateOfAuthority.replace(/\s*\S*\d\S*$/, ''),
  // Its address, as the post writes it.
  company.address,
  // The documents a loan comes with, named as their English originals are (BSP Circular 730's disclosure).
  'Truth in Lending', 'Disclosure Statement', 'Privacy Policy', 'BSP Circular',
  // The laws, by their titles.
  'Data Privacy Act of 2012',
  // The regulators, named as they name themselves (the SEC advisory, the complaint pages), without their abbreviations.
  ...[market.complaints.regulator, market.complaints.privacyRegulator].map((regulator) => regulator.name.replace(/\s*\([^)]*\)$/, '')),
  // The language switch names each language in its own words.
  ...market.languages.choices.map((choice) => choice.label),
  ...LOAN_PRODUCTS.map((product) => product.name),
  ...[...BANKS, ...WALLETS].map((option) => option.name),
  ...REPAY_CHANNELS.map((channel) => channel.name),
];

/** Phrases a Filipino page may show in English, longest first so a longer name wins. */
export const allowList: readonly string[] = [...new Set([...keptTerms(), ...names])].sort((a, b) => b.length - a.length);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const allowed = new RegExp(`(?<![\\p{L}-])(${allowList.map(escaped).join('|')})(?![\\p{L}-])`, 'giu');

/** Addresses (an email, a web address) are read by no one as words of a language. */
const addresses = /\S+@\S+|https?:\/\/\S+|\bwww\.\S+/giu;

/** The English words of a text that the allow-list does not name, each once. */
export function englishIn(text: string): string[] {
  return [...new Set(wordsOf(text.replace(addresses, ' ').replace(allowed, ' ')).filter((word) => englishOnly.has(word)))];
}

export const languages = market.languages;
