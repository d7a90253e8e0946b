// A route's page in each language of config/market.json (issue 27): the build writes the default's
// as before and every other one beside it, so a host can serve a reader the page drawn in their
// language (src/i18n/host-language.ts) and the app hydrates it instead of drawing it again.
// The names are fixed: the host configuration picks among them by these names.
/** What of config/market.json's languages names the pages. */
export interface Languages {
  default: string;
  choices: readonly { code: string }[];
}

/** What a language adds to a page's name before `.html`: nothing for the default, `.fil` for Filipino (the nginx site picks by it). */
export function languageSuffix(code: string, languages: Pick<Languages, 'default'>): string {
  return code === languages.default ? '' : `.${code}`;
}

/** The page of `file` (an index.html) in `code`: the file itself for the default, else its sibling index.<code>.html. */
export function languageFile(file: string, code: string, languages: Languages): string {
  if (code === languages.default) return file;
  if (!/(^|[\\/])index\.html$/.test(file)) throw new Error(`language pages: ${file} is not an index.html, so it has no index.${code}.html sibling a host could pick`);
  return `${file.slice(0, -'.html'.length)}${languageSuffix(code, languages)}.html`;
}

/** Every page of `pages` in every language: the default's first. */
export function inEveryLanguage<P extends { file: string }>(pages: readonly P[], languages: Languages): (P & { language: string })[] {
  const codes = [languages.default, ...languages.choices.map((choice) => choice.code).filter((code) => code !== languages.default)];
  return pages.flatMap((page) => codes.map((language) => ({ ...page, language, file: languageFile(page.file, language, languages) })));
}

/** The entry's HTML as a page in `code`: its lang attribute, and the loading indicator's name (src/build/boot-indicator-plugin.ts) in its words. */
export function withPageLanguage(html: string, code: string, loadingLabel: string | undefined): string {
  if (!/<html lang="[^"]*"/.test(html)) throw new Error(`language pages: the entry HTML has no <html lang="…"> to say ${code} in`);
  const marked = html.replace(/<html lang="[^"]*"/, `<html lang="${code}"`);
  if (loadingLabel === undefined) return marked;
  const label = loadingLabel.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return marked.replace(/(<div class="boot-indicator"[^>]*\saria-label=")[^"]*"/, (_all, open: string) => `${open}${label}"`);
}
