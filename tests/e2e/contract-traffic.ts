/**
 * Issue 60: every call of every end-to-end test checked against the contract. The page's API
 * requests reach the test's dev API through tests/e2e/dev-api-route.ts, which hands each one here
 * with the reply it got: the request is checked against the build's dist/openapi.json (method,
 * path, query, body fields, required, formats, enums), and so is a reply the dev API made by itself
 * (a reply a test forced, an override or a fixture in its own shape, is the test's choice, not the
 * contract's). Violations are kept until the test ends, then fail it (useContractCheck), each line
 * naming the endpoint, the field and the screen that sent it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, inject } from 'vitest';
import { trafficChecker, type TrafficChecker } from '../../src/contract/traffic-check';

let checker: TrafficChecker | undefined;
/** The build's own contract, read once per test process. */
export function contractChecker(): TrafficChecker {
  checker ??= trafficChecker(JSON.parse(readFileSync(join(inject('outDir'), 'openapi.json'), 'utf8')) as Record<string, unknown>);
  return checker;
}

const violations: string[] = [];

/** Keeps a violation seen on a page (its address without the query: the route is enough to name the screen). */
export function recordViolations(lines: readonly string[], pageUrl: string): void {
  if (lines.length === 0) return;
  const address = new URL(pageUrl, 'http://page');
  const screen = `${address.pathname}${address.hash.replace(/\?.*$/, '')}`;
  for (const line of lines) violations.push(`${line} [screen ${screen}]`);
}

/** The test fails with every call it made outside the contract; the list starts empty for the next. */
export function useContractCheck(): void {
  afterEach(() => {
    const seen = violations.splice(0);
    expect(seen, `calls outside the contract (dist/openapi.json; issue 60):\n${seen.join('\n')}\n`).toEqual([]);
  });
}
