// The language cookie (config/market.json languages.cookie): the one memory of a borrower's language
// that a host can read as well as the app, so the host serves the page prerendered in it
// (src/i18n/host-language.ts). No DOM here: the app and scripts/ops/serve-production.ts both read it.

/** A year: a language choice outlives the visit, as the switch's choice always did. */
const maxAgeSeconds = 365 * 24 * 60 * 60;

/** The value of cookie `name` (letters, digits, "-" and "_": schemas/market.json) in a Cookie header or document.cookie, or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  return new RegExp(`(?:^|;)\\s*${name}\\s*=\\s*([^;]*)`).exec(header ?? '')?.[1]?.trim() ?? null;
}

/** The document.cookie assignment that keeps `code` for every path of the site (Secure on https: it never needs to travel over plain http). */
export function languageCookie(name: string, code: string, secure: boolean): string {
  return `${name}=${code}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
