// Whether a host's logs kept what the host app puts in a query (issue 41; the Data Privacy Act,
// RA 10173). The site logs paths without their query and keeps its error log where no entry quotes
// a request (src/build/nginx-site.ts), so a leak is decidable line by line: any URL with a query
// is one, whatever value it holds; so is any of the values the tests sent, found as a whole token.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The session parameters that point at one person (CONTRACT "Session parameters"): a session, a device, an advertising id. */
export const personalSessionKeys = ['sessionId', 'deviceId', 'gps_adid'] as const;

/** A URL with a query, as the error log's `request: "GET /x?a=b HTTP/1.1"` or a combined log line writes it. */
const queryInLine = /\?[^\s"?]*=/;

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `value` (as sent, or URL-encoded) not inside a longer name: `dev-7` is not found in `dev-7f3a9c`. */
const token = (value: string) => new RegExp(`(?<![\\w-])(${[...new Set([value, encodeURIComponent(value)])].map(escaped).join('|')})(?![\\w-])`);

/** Every line of every file in `dir` (a host's log folder) that keeps a query or one of `values`, as `file:line: what, in: line`. */
export function logLeaks(dir: string, values: readonly string[]): string[] {
  const tokens = values.map((value) => ({ value, pattern: token(value) }));
  return readdirSync(dir).flatMap((file) =>
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        const found = tokens.filter(({ pattern }) => pattern.test(line)).map(({ value }) => `"${value}"`);
        if (queryInLine.test(line)) found.push('a query');
        return found.length > 0 ? [`${file}:${index + 1}: ${found.join(', ')}, in: ${line.slice(0, 300)}`] : [];
      }),
  );
}

/** `name=value` in a URL, or `name: 'value'` in an object of query values. */
const sentValue = new RegExp(`\\b(?:${personalSessionKeys.join('|')})(?:=|['"]?:\\s*['"])([\\w.-]+)`, 'g');

/**
 * The personal session values the end-to-end tests send (tests/e2e/*.ts and scripts/contract/contract-routes.ts,
 * where the common session query is), read from their source: a new test's values are checked
 * without a list to keep. Values in a template (`${…}`) are not literal and are skipped.
 */
export function sessionValuesOfTests(root = process.cwd()): string[] {
  const files = [
    ...readdirSync(join(root, 'tests/e2e'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts')).map((file) => join(root, 'tests/e2e', file)),
    join(root, 'scripts/contract/contract-routes.ts'),
  ];
  const values = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(sentValue)].map((match) => match[1] ?? ''));
  return [...new Set(values)].filter(Boolean).sort();
}
