/**
 * Issue 61: one source for collection hours. SEC MC 18 s.2019 forbids contacting a borrower about a
 * debt before 6:00 AM or after 10:00 PM; the market's hours (config/market.json collection) must lie
 * within that window, and every text of the project that states the hours of collection (screens and
 * fragments with their {market.…} filled in, the Filipino catalogue, the dev API's complaint types
 * and its other texts) must state the market's, never others (a complaint type once said 8 AM–8 PM
 * while the loan terms said 6 AM–10 PM).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import { choicesIn, COLLECTION_SUB_TYPES } from '../../src/dev-api/complaint-types';
import type { Market } from '../../src/generated/market';

const root = join(import.meta.dirname, '../..');
const { contactHours, pastDueDaysBeforeAnyHour } = (market as Market).collection;

/** A time of day as minutes after midnight, from the ways a text may write it: 6:00 AM, 6 am, 10:00 P.M. */
const clockTime = /\b(1[0-2]|0?[1-9])(?::([0-5]\d))?\s*([AaPp])\.?\s?[Mm]\b\.?/g;
function minutesOf(hour: string, minute: string | undefined, half: string): number {
  return (Number(hour) % 12) * 60 + Number(minute ?? 0) + (half.toLowerCase() === 'p' ? 12 * 60 : 0);
}
const timesIn = (text: string) => [...text.matchAll(clockTime)].map((m) => minutesOf(m[1]!, m[2], m[3]!));
const minutes = (written: string) => timesIn(written)[0];

/** A sentence about collecting a debt (English or Filipino); a hotline's opening hours are not one. */
const aboutCollection = /collect|paniningil|maningil|sisingil|\bcalls? (before|after|outside)\b|\btawag bago\b|contact the borrower/i;

/** Each sentence that states collection hours, with where it is, and the times it states. */
function collectionHourSentences(where: string, text: string, everySentence = false): { where: string; sentence: string; times: number[] }[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .filter((sentence) => everySentence || aboutCollection.test(sentence))
    .map((sentence) => ({ where, sentence, times: timesIn(sentence) }))
    .filter(({ times }) => times.length > 0);
}

/** {market.a.b} as the page shows it. */
const withMarket = (text: string) =>
  text.replace(/\{market\.([\w.]+)\}/g, (all, path: string) => {
    const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], market);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : all;
  });

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith(ending)).map((file) => join(root, dir, file));
}

function stringsOf(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(stringsOf);
  if (typeof node === 'object' && node !== null) return Object.entries(node).flatMap(([key, value]) => [key, ...stringsOf(value)]);
  return [];
}

/** Every text of the project that could state collection hours, with where it is. */
function projectTexts(): { where: string; text: string; collection?: boolean }[] {
  const json = [...filesUnder('screens', '.json'), ...filesUnder('locales', '.json')].flatMap((file) =>
    stringsOf(JSON.parse(readFileSync(file, 'utf8'))).map((text) => ({ where: relative(root, file), text: withMarket(text) })),
  );
  const devApiSources = filesUnder('src/dev-api', '.ts')
    .filter((file) => !file.endsWith('.test.ts'))
    .flatMap((file) => readFileSync(file, 'utf8').split('\n').map((line, index) => ({ where: `${relative(root, file)}:${index + 1}`, text: line })));
  // Every collection sub-type is about collection, whatever its words.
  const subTypes = ['en', 'fil'].flatMap((language) => choicesIn(COLLECTION_SUB_TYPES, language).map(({ value, title }) => ({ where: `complaint sub-type ${value} (${language})`, text: title, collection: true })));
  return [...json, ...devApiSources, ...subTypes];
}

describe('collection hours (SEC MC 18 s.2019), one source: config/market.json collection', () => {
  const allowed = [minutes(contactHours.from), minutes(contactHours.until)];

  it('the market allows contact only within 6:00 AM to 10:00 PM', () => {
    expect(allowed[0]).toBeGreaterThanOrEqual(6 * 60);
    expect(allowed[1]).toBeLessThanOrEqual(22 * 60);
    expect(allowed[0]).toBeLessThan(allowed[1]!);
    expect(pastDueDaysBeforeAnyHour).toBeGreaterThanOrEqual(60);
  });

  it('the loan terms and the collection complaint type state the market hours, in both languages', () => {
    const terms = stringsOf(JSON.parse(readFileSync(join(root, 'screens/fragments/loan-terms-text.json'), 'utf8'))).map(withMarket);
    expect(terms.some((text) => text.includes(`before ${contactHours.from} or after ${contactHours.until}`))).toBe(true);
    for (const language of ['en', 'fil']) {
      const titles = choicesIn(COLLECTION_SUB_TYPES, language).map(({ title }) => title);
      expect(titles.filter((title) => title.includes(contactHours.from) && title.includes(contactHours.until)), language).toHaveLength(1);
    }
  });

  it('no text of the project states other hours for collection', () => {
    const stated = projectTexts().flatMap(({ where, text, collection }) => collectionHourSentences(where, text, collection));
    expect(stated.length).toBeGreaterThanOrEqual(3);
    const others = stated.filter(({ times }) => times.some((time) => !allowed.includes(time))).map(({ where, sentence }) => `${where}: ${sentence.trim().slice(0, 160)}`);
    expect(others, `market hours: ${contactHours.from} to ${contactHours.until}`).toEqual([]);
  });
});
