// @vitest-environment node
import { describe, expect, it } from 'vitest';
import market from '../../../config/market.json';
import type { Market } from '../../generated/market';
import { loadSchemaFiles } from '../1-parse/files-on-disk';
import { checkMarket } from './market-check';
import { formatProblem } from '../../lib/problem';

const schemas = loadSchemaFiles();
const values = market as Market;

describe('checkMarket', () => {
  it('finds nothing in config/market.json', () => {
    expect(checkMarket(values, schemas).map(formatProblem)).toEqual([]);
  });

  it("names a language whose Accept-Language asks first for another one, by file and pointer", () => {
    const index = values.languages.choices.findIndex((choice) => choice.code !== values.languages.default);
    const choices = values.languages.choices.map((choice, at) => (at === index ? { ...choice, acceptLanguage: `en-PH, ${choice.acceptLanguage}` } : choice));
    const lines = checkMarket({ ...values, languages: { ...values.languages, choices } }, schemas).map(formatProblem);
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^config/market\\.json#/languages/choices/${index}/acceptLanguage: its first tag "en-PH" does not mean ${values.languages.choices[index]!.name} \\(expected `))]);
  });

  it('refuses a header a browser would not send without a preflight (outside the schema pattern)', () => {
    const choices = values.languages.choices.map((choice) => ({ ...choice, acceptLanguage: `${choice.acceptLanguage}; "x"` }));
    const lines = checkMarket({ ...values, languages: { ...values.languages, choices } }, schemas).map(formatProblem);
    expect(lines[0]).toMatch(/^config\/market\.json#\/languages\/choices\/0\/acceptLanguage: /);
  });
});
