// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inEveryLanguage, languageFile, withPageLanguage } from './language-pages';

const languages = { default: 'en', choices: [{ code: 'en' }, { code: 'fil' }] };

describe('language pages', () => {
  it('names each page in another language index.<code>.html beside the default’s (the names the host configuration picks)', () => {
    expect(languageFile('index.html', 'fil', languages)).toBe('index.fil.html');
    expect(languageFile('About/index.html', 'fil', languages)).toBe('About/index.fil.html');
    expect(languageFile('promotion/index.html', 'fil', languages)).toBe('promotion/index.fil.html');
    expect(languageFile('bindBank/index.html', 'en', languages)).toBe('bindBank/index.html');
    expect(() => languageFile('renderer.html', 'fil', languages)).toThrow(/renderer\.html is not an index\.html/);
  });

  it('gives every route page in every language, the default’s first', () => {
    const pages = [
      { file: 'index.html', route: '/' },
      { file: 'notFound/index.html', route: '/notFound' },
    ];
    expect(inEveryLanguage(pages, languages)).toEqual([
      { file: 'index.html', route: '/', language: 'en' },
      { file: 'index.fil.html', route: '/', language: 'fil' },
      { file: 'notFound/index.html', route: '/notFound', language: 'en' },
      { file: 'notFound/index.fil.html', route: '/notFound', language: 'fil' },
    ]);
  });

  it('says the language on <html> and names the loading indicator in it, escaped', () => {
    const html = '<html lang="en" data-mantine-color-scheme="light"><body><div class="boot-indicator" role="status" aria-label="loading...">';
    expect(withPageLanguage(html, 'fil', 'Naglo-load "ito" & iba pa…')).toBe(
      '<html lang="fil" data-mantine-color-scheme="light"><body><div class="boot-indicator" role="status" aria-label="Naglo-load &quot;ito&quot; &amp; iba pa…">',
    );
    expect(() => withPageLanguage('<html>', 'fil', undefined)).toThrow(/no <html lang/);
  });
});
