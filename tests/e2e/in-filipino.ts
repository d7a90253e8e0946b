import fil from '../../locales/fil.json';

const texts = fil.texts as Record<string, string>;

/** The Filipino of an English text as locales/fil.json has it; a text it lacks fails the test that asks, naming it. */
export function inFilipino(english: string): string {
  const wording = texts[english];
  if (!wording) throw new Error(`locales/fil.json has no "${english}"`);
  return wording;
}
