// Server-provided URLs are followed only when they are http(s) or an in-app path
// (issue 9: javascript:, data: and malformed URLs are refused).
export type SafeUrl = { kind: 'in-app'; path: string } | { kind: 'web'; href: string };

/**
 * The address links and pictures are checked against: the page's, or, when the build prerenders the
 * page in Node (src/app/prerender.tsx), an origin no server URL has, so no link counts as in-app by origin alone.
 */
export function pageAddress(): string {
  return typeof window === 'undefined' ? 'http://prerender.invalid/' : window.location.href;
}

export function checkUrl(raw: unknown, base: string): SafeUrl | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (text === '' || /[\p{Cc}\s]/u.test(text)) return null;
  if (text.startsWith('/') && !text.startsWith('//')) {
    try {
      const url = new URL(text, base);
      return { kind: 'in-app', path: url.pathname + url.search + url.hash };
    } catch {
      return null;
    }
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  const origin = new URL(base).origin;
  if (url.origin === origin) return { kind: 'in-app', path: url.pathname + url.search + url.hash };
  return { kind: 'web', href: url.href };
}
