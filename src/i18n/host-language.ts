// Which prerendered page a host serves (index.html or index.<code>.html, src/build/route-html-plugin.ts).
// The app picks its language by the same first steps (src/i18n/language.ts): lang query value, then
// the language cookie. Where the app then reads the host app's window property and navigator.languages,
// which a host cannot see, the host reads Accept-Language, which the browser writes from those same
// navigator.languages. So for every request a host can tell apart, the page it serves is drawn in the
// language the app will choose, and the app hydrates it instead of drawing it again.
// The cases are a plain JSON table (host-language-cases.json), so a host written in another language
// (the nginx configuration) can be checked against the same cases.
import { pickLanguage, type Languages } from './pick-language.ts';

export interface HostRequest {
  /** The lang query value, or null when the address has none. */
  query: string | null | undefined;
  /** The value of the language cookie (config/market.json languages.cookie), or null. */
  cookie: string | null | undefined;
  /** The Accept-Language header as sent, or null. */
  acceptLanguage: string | null | undefined;
}

const refused = /^q\s*=\s*0(\.0{0,3})?$/i;

/**
 * The tags of an Accept-Language header in the order written; q-values do not reorder them (browsers
 * write them in falling order anyway, and a host configuration can follow the written order simply),
 * but a tag with q=0 says "not this one" and is left out.
 */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header.split(',').flatMap((part) => {
    const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
    return tag && !params.some((param) => refused.test(param)) ? [tag] : [];
  });
}

/** The language of the page a host serves for a request: its lang query value, its language cookie, then Accept-Language; the default when none names a choice. */
export function hostPageLanguage({ query, cookie, acceptLanguage }: HostRequest, languages: Languages): string {
  return pickLanguage([query, cookie, ...acceptLanguageTags(acceptLanguage)], languages);
}
