/**
 * Issue 30: one voice. locales/glossary.md says which form of a term the product writes; this test
 * reads its tables and holds locales/fil.json (the Filipino) and the catalogue's keys (the English
 * as the screens write it) to them, so a new text that says "araw na may pasok" or "weekdays" fails
 * with the entry, the form and what to write instead. Issue 40 added the wording review's terms (working,
 * business and calendar days, term, offer, late-payment penalty, extension) and title-case slips.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const glossary = readFileSync(join(root, 'locales/glossary.md'), 'utf8');
const texts = (JSON.parse(readFileSync(join(root, 'locales/fil.json'), 'utf8')) as { texts: Record<string, string> }).texts;

/** The rows of the table under a `## heading`, each as its cells. */
function table(heading: string): string[][] {
  const section = glossary.split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  if (!section) throw new Error(`locales/glossary.md has no section "## ${heading}"`);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2) // the header and its --- line
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
}

interface Rule {
  write: string;
  insteadOf: string[];
}

const forms = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (form: string) => new RegExp(`(?<![\\p{L}\\p{N}-])${escaped(form)}(?![\\p{L}\\p{N}-])`, 'iu');

const keptInEnglish = table('Terms we keep in English');
const filipinoRules: Rule[] = [...keptInEnglish, ...table('Terms we write in Filipino')].map(([, write = '', insteadOf = '']) => ({ write, insteadOf: forms(insteadOf) }));
const englishRules: Rule[] = table('English').map(([write = '', insteadOf = '']) => ({ write, insteadOf: forms(insteadOf) }));
/** Terms kept whole, with no form to replace (effective interest rate): a replaced word inside one is not a use of it. */
const wholeTerms = keptInEnglish.filter(([, , insteadOf = '']) => forms(insteadOf).length === 0).flatMap(([english = '']) => english.split(',').map((term) => term.trim()).filter((term) => term.includes(' ')));

/** The words a reader sees: a value placeholder ({1}) or an expression's names (data.order) are none, its quoted texts are. */
const shownWords = (text: string) => text.replace(/\{([^{}]*)\}/g, (_all, inside: string) => ` ${[...inside.matchAll(/'([^']*)'/g)].map((quoted) => quoted[1]).join(' ')} `);

/** Each use of a replaced form in the text: "form" → what to write. */
function misuses(text: string, rules: readonly Rule[]): string[] {
  const plain = wholeTerms.reduce((rest, term) => rest.replace(new RegExp(escaped(term), 'giu'), ' '), shownWords(text));
  return rules.flatMap((rule) => rule.insteadOf.filter((form) => wholeWord(form).test(plain)).map((form) => `"${form}" (write: ${rule.write})`));
}

/** The Filipino names the English writes otherwise (Pilipinas for Philippines): the Capitals section's backticked words. */
const filipinoNames = new Set(forms(glossary.split(/^## /m).find((part) => part.startsWith('Capitals\n')) ?? ''));

/**
 * Words after another word that start with a capital the English does not give them: a title-case slip
 * (Mag-loan Ulit for Borrow Again). The English's own capitals are names or kept terms (Contract No., SEC).
 */
function titleCaseSlips(english: string, wording: string): string[] {
  const capitalisedInEnglish = new Set(english.match(/\p{Lu}\p{L}*/gu));
  // Each quoted text of a placeholder is a text of its own (a choice between two), so it starts a line.
  const shown = wording.replace(/\{([^{}]*)\}/g, (_all, inside: string) => ['', ...[...inside.matchAll(/'([^']*)'/g)].map((quoted) => quoted[1]), '0'].join('\n'));
  // After a word, a number, a comma or a bracket, not after the end of a sentence or a colon.
  const midSentence = [...shown.matchAll(/(?<=[\p{L}\p{N},;)] )\p{Lu}\p{L}*/gu)].map(([word]) => word);
  return midSentence.filter((word) => !capitalisedInEnglish.has(word) && !filipinoNames.has(word));
}

/** Filipino entries (English kept on purpose, as the dev-only notes are, is not Filipino). */
const filipino = Object.entries(texts).filter(([english, wording]) => english !== wording);

/**
 * Every Filipino text the dev API answers with (server-language.ts: each a wording with its `en` and
 * `fil`), found in what its modules export, however deep: a server text a Filipino page shows is held
 * to the glossary as the catalogue is (issue 61: *Bayad sa serbisyo*, *mga order mo*).
 */
const devApiModules = import.meta.glob<Record<string, unknown>>(['../../src/dev-api/*.ts', '!../../src/dev-api/*.test.ts', '!../../src/dev-api/{browser,node,test-client}.ts'], { eager: true });

function wordingsIn(value: unknown, at: string, seen = new Set<unknown>()): [string, { en: string; fil: string }][] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const record = value as Record<string, unknown>;
  if (typeof record.en === 'string' && typeof record.fil === 'string') return [[at, { en: record.en, fil: record.fil }]];
  return Object.entries(record).flatMap(([key, child]) => wordingsIn(child, `${at}.${key}`, seen));
}

const devApiWordings = Object.entries(devApiModules).flatMap(([file, exports]) => wordingsIn(exports, file.replace('../../', '')));

describe('locales/glossary.md', () => {
  it('lists forms to replace, each in backticks', () => {
    expect(filipinoRules.flatMap((rule) => rule.insteadOf)).toEqual(expect.arrayContaining(['araw na may pasok', 'order', 'interest']));
    expect(englishRules.flatMap((rule) => rule.insteadOf)).toContain('weekdays');
  });

  it('finds a replaced form as a whole word in any case, and not inside a kept term', () => {
    expect(misuses('Sasagutin ka namin sa loob ng 3 araw na may pasok.', filipinoRules)).toEqual(['"araw na may pasok" (write: araw ng trabaho)']);
    expect(misuses('Detalye ng Order', filipinoRules)).toEqual(['"order" (write: loan)']);
    expect(misuses('Effective interest rate', filipinoRules)).toEqual([]);
    expect(misuses('Nagpapautang: Kaagapay', filipinoRules)).toEqual([]);
    expect(misuses("{coalesce(data.order.title, 'Bayaran ang order')}", filipinoRules)).toEqual(['"order" (write: loan)']);
  });

  // Issue 40: the terms the wording review settled. Each row gives a form the glossary replaces, in a
  // sentence as a translator might write it, and the test fails if that row lost the form.
  it.each([
    ['Sasagutin namin sa loob ng 3 working day.', 'working day'],
    ['Sa loob ng 3 working days.', 'working days'],
    ['Hanggang 2 business days bago lumabas ang bayad.', 'business days'],
    ['Bukas ang bayad sa susunod na business day.', 'business day'],
    ['Sa loob ng 1 hanggang 3 calendar day.', 'calendar day'],
    ['Mula 91 hanggang 365 calendar days.', 'calendar days'],
    ['Gaano katagal ang termino ng loan?', 'termino'],
    ['Tagal ng loan', 'tagal ng loan'],
    ['Hindi makukuwenta mula sa alok na ito', 'alok'],
    ['Multa sa huling bayad', 'multa sa huling bayad'],
    ['Bayad (para iurong ang due date)', 'iurong'],
    ['Bayad sa extension', 'bayad sa extension'],
    ['Hindi nakopya', 'nakopya'],
  ])('catches "%s" (%s)', (text, form) => {
    expect(misuses(text, filipinoRules)).toEqual([expect.stringMatching(new RegExp(`^"${escaped(form)}" \\(write: `))]);
  });

  it('lets the forms it asks for through', () => {
    const written = ['sa loob ng 3 araw ng trabaho', 'sa loob ng 1 hanggang 3 araw sa kalendaryo', 'Gaano katagal ang term ng loan?', 'Hindi makukuwenta mula sa offer na ito', 'Multa sa late na pagbabayad', 'Extension fee (para i-extend ang due date)', 'Na-copy na'];
    expect(written.flatMap((text) => misuses(text, filipinoRules))).toEqual([]);
  });

  it('every Filipino text of locales/fil.json uses the glossary’s terms', () => {
    const found = filipino.flatMap(([english, wording]) => misuses(wording, filipinoRules).map((use) => `locales/fil.json#/texts/${english}: ${use} in "${wording}"`));
    expect(found).toEqual([]);
  });

  it('every Filipino text the dev API answers with uses the glossary’s terms, with no title-case slip', () => {
    expect(devApiWordings.length, 'wordings found in src/dev-api').toBeGreaterThan(100);
    const found = devApiWordings
      .filter(([, wording]) => wording.en !== wording.fil)
      .flatMap(([at, wording]) => [...misuses(wording.fil, filipinoRules), ...titleCaseSlips(wording.en, wording.fil).map((word) => `"${word}" capitalised`)].map((use) => `${at}: ${use} in "${wording.fil}"`));
    expect(found).toEqual([]);
  });

  it('every English text the screens write uses the glossary’s terms', () => {
    const found = Object.keys(texts).flatMap((english) => misuses(english, englishRules).map((use) => `"${english}": ${use}`));
    expect(found).toEqual([]);
  });

  it('Filipino titles are in sentence case: no particle or pronoun starts with a capital after another word', () => {
    // After a word or a comma, not after the end of a sentence.
    const particle = /(?<=[\p{L},;] )(Ng|Sa|Ang|At|Ko|Mo|Namin)(?!\p{L})/u;
    const found = filipino.filter(([, wording]) => particle.test(wording)).map(([english, wording]) => `locales/fil.json#/texts/${english}: "${wording}"`);
    expect(found).toEqual([]);
  });

  it('finds a title-case slip, and lets the English’s own capitals and the listed names through', () => {
    expect(titleCaseSlips('Borrow Again', 'Mag-loan Ulit')).toEqual(['Ulit']);
    expect(titleCaseSlips('Customer service', 'Customer Service')).toEqual(['Service']);
    expect(titleCaseSlips('Bar code of your Contract No.', 'Bar code ng iyong Contract No.')).toEqual([]);
    expect(titleCaseSlips('A permanent address in the Philippines', 'May permanenteng address sa Pilipinas')).toEqual([]);
    expect(titleCaseSlips('Thank you. We will reply.', 'Salamat. Sasagutin ka namin.')).toEqual([]);
  });

  it('Filipino texts take a capital after another word only where the English does, or for a name', () => {
    const found = filipino.flatMap(([english, wording]) => titleCaseSlips(english, wording).map((word) => `locales/fil.json#/texts/${english}: "${word}" in "${wording}"`));
    expect(found).toEqual([]);
  });
});
