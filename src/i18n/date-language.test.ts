import { afterEach, describe, expect, it } from 'vitest';
import { customOperations } from '../expressions/operations';
import { loadLanguageMessages, setPageLanguage } from './language';
import market from '../../config/market.json';

describe('date() in the page language (issue 43)', () => {
  afterEach(async () => {
    setPageLanguage(market.languages.default);
    await loadLanguageMessages();
  });

  it('writes Filipino month names on a Filipino page and English ones again on an English page', async () => {
    setPageLanguage('fil');
    await loadLanguageMessages();
    expect(customOperations.date('2026-12-12', 'MMM D, YYYY')).toBe('Dis 12, 2026');
    expect(customOperations.date('2026-02-03', 'MMMM D')).toBe('Pebrero 3');
    setPageLanguage(market.languages.default);
    await loadLanguageMessages();
    expect(customOperations.date('2026-12-12', 'MMM D, YYYY')).toBe('Dec 12, 2026');
  });
});
