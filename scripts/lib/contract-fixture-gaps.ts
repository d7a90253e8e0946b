// npm run check names the contract fixture a changed screen's endpoint lacks, which npm test's
// tests/unit/contract-fixtures.test.ts asks for, and the command that drafts it.
import { contractFixtureExpected, samePath } from '../../src/contract/fixtures';

export interface FixtureGap {
  /** The endpoint's place: file and JSON pointer. */
  where: string;
  /** Method and path. */
  endpoint: string;
  /** The fixture's file and shape. */
  expected: string;
  /** The command that drafts it. */
  draft: string;
}

/**
 * The endpoints of these screen or fragment files (their text; one that does not parse is
 * validation's to report) that no fixture answers, matched as the test matches them: same method,
 * same path with "{provider}" as any one part.
 */
export function contractFixtureGaps(documents: readonly { file: string; text: string }[], fixtures: readonly { method: string; path: string }[]): FixtureGap[] {
  return documents.flatMap(({ file, text }) => {
    let endpoints: Record<string, { method?: unknown; path?: unknown; success?: unknown }>;
    try {
      endpoints = (JSON.parse(text) as { endpoints?: typeof endpoints }).endpoints ?? {};
    } catch {
      return [];
    }
    return Object.entries(endpoints).flatMap(([name, { method, path, success }]) => {
      if (typeof method !== 'string' || typeof path !== 'string') return [];
      if (fixtures.some((fixture) => fixture.method === method.toUpperCase() && samePath(fixture.path, path))) return [];
      return [{ where: `${file}#/endpoints/${name}`, endpoint: `${method} ${path}`, expected: contractFixtureExpected(method, path, String(success)), draft: `npm run contract-fixture -- ${file} ${name}` }];
    });
  });
}
