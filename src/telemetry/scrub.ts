/**
 * What a report may say about the person: nothing. Error messages, URLs and stacks can carry what
 * the borrower typed or what the address holds (a session id, a phone number, an amount), so every
 * text leaves the page through these (issue 27: no personal data in any report).
 */
import { hashSearch } from '../lib/search-params';

/** The longest text a report keeps of one message (schemas/telemetry-batch.json). */
const maxText = 500;

// Order matters: a URL's query goes before the digit rules see its numbers, an e-mail before its
// digits, a phone number (digits with spaces or dashes) before the bare digit runs.
const urlPattern = /\b(?:https?|wss?|blob|file):\/\/[^\s"'<>()]+/gi;
const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const queryPattern = /\?[^\s"'<>]*=[^\s"'<>]*/g;
const pairPattern = /\b([A-Za-z_][\w.-]{0,39})=(?:"[^"]*"|'[^']*'|[^\s&"'<>,;)]+)/g;
const phonePattern = /\+?\(?\d[\d\s().-]{7,}\d/g;
const amountPattern = /(?:₱|PHP|P)\s?\d[\d,]*(?:\.\d+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d{2}\b/g;
const digitRun = /\d{4,}/g;

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/** An address cut to origin and path: no query, no hash, no user or password; digit runs replaced. */
export function scrubUrl(url: string): string {
  const trimmed = url.trim();
  let path: string;
  try {
    const parsed = new URL(trimmed);
    path = parsed.protocol === 'http:' || parsed.protocol === 'https:' ? `${parsed.origin}${parsed.pathname}` : parsed.protocol.replace(/:$/, '');
  } catch {
    // Not an absolute URL (a CSP keyword such as inline or eval, a relative path): keep it before any ? or #.
    path = trimmed.split(/[?#]/)[0] ?? '';
  }
  return path.replace(digitRun, '{digits}').slice(0, 300);
}

/** Values the page's own address holds (session id, device id, phone…): whatever their shape, they never leave. */
export function addressValues(location: { search: string; hash: string }): string[] {
  const values = new Set<string>();
  for (const search of [location.search, hashSearch(location.hash)]) {
    for (const [, value] of new URLSearchParams(search)) if (value.length >= 3) values.add(value);
  }
  // Longest first, so a value containing another is replaced whole.
  return [...values].sort((a, b) => b.length - a.length);
}

/**
 * A message with placeholders for what could name the person: the page's own query values,
 * URLs' queries, e-mail addresses, phone numbers, amounts, `name=value` pairs and digit runs of 4+.
 */
export function scrubText(text: string, known: readonly string[] = []): string {
  let out = text;
  for (const value of known) out = out.split(value).join('{value}');
  return out
    .replace(urlPattern, (url) => scrubUrl(url))
    .replace(emailPattern, '{email}')
    .replace(queryPattern, '?{query}')
    .replace(pairPattern, '$1={value}')
    .replace(phonePattern, (match) => (digitCount(match) >= 9 ? '{phone}' : match))
    .replace(amountPattern, '{number}')
    .replace(digitRun, '{digits}')
    .slice(0, maxText);
}

// A frame's place, in Chrome's "at f (url:1:2)" and Firefox's and Safari's "f@url:1:2".
const framePattern = /((?:[a-z][\w+.-]*:\/\/|\/)[^\s()@]*?):(\d+):(\d+)/i;

/** Each frame as file:line:col, the file cut to origin and path; at most 10 frames. */
export function scrubStack(stack: string | undefined): string[] {
  if (!stack) return [];
  const frames: string[] = [];
  for (const line of stack.split('\n')) {
    const place = framePattern.exec(line);
    if (place?.[1]) frames.push(`${scrubUrl(place[1])}:${place[2]}:${place[3]}`);
    if (frames.length === 10) break;
  }
  return frames;
}

/** A short name (an error's name, a query value's name): placeholders for digits, at most 40 characters. */
export function scrubName(name: string): string {
  return name.replace(emailPattern, '{email}').replace(digitRun, '{digits}').slice(0, 40);
}
