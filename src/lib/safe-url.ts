// Server-provided URLs are followed only when they are http(s) or an in-app path
// (issue 9: javascript:, data: and malformed URLs are refused).
export type SafeUrl = { kind: 'in-app'; path: string } | { kind: 'web'; href: string };

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
