/**
 * Which example a declared endpoint answers in `npm run dev` (issue 43): the dev API answers an
 * endpoint's first example, and a product person tries another one (an error, an empty list) from
 * the address bar, with no code: `?devExample=contactSave:busy` (several comma-separated). The
 * picks are kept for the tab (sessionStorage), so moves inside the app keep them; `?devExample=`
 * with nothing clears them. They are reply overrides (overrides.ts) of the endpoints' paths, in the
 * page's language as it starts (a change of language loads the page again).
 */
import { exampleIn, type DeclaredEndpoint } from './example-replies';
import { setReplyOverride } from './overrides';

export const EXAMPLE_PICK_PARAM = 'devExample';
export const EXAMPLE_PICKS_STORAGE_KEY = 'devapi.examples';

/** The overrides a picks value gives ("endpoint:example,…"), by endpoint path, and a warning for each pick no declared endpoint has. */
export function examplePicks(value: string, declared: readonly DeclaredEndpoint[], language = ''): { overrides: Map<string, { json: unknown }>; warnings: string[] } {
  const overrides = new Map<string, { json: unknown }>();
  const warnings: string[] = [];
  for (const pick of value.split(',').map((p) => p.trim()).filter(Boolean)) {
    const at = pick.indexOf(':');
    const [name, example] = at < 0 ? [pick, ''] : [pick.slice(0, at).trim(), pick.slice(at + 1).trim()];
    const named = declared.filter((endpoint) => endpoint.name === name);
    const having = named.filter((endpoint) => endpoint.examples && Object.hasOwn(endpoint.examples, example));
    for (const endpoint of having) overrides.set(endpoint.path, { json: exampleIn(endpoint, example, language) });
    if (having.length) continue;
    const offered = named.map((endpoint) => `${endpoint.file} "${endpoint.name}": ${Object.keys(endpoint.examples ?? {}).join(', ') || 'no examples'}`);
    warnings.push(
      named.length
        ? `dev API: ?${EXAMPLE_PICK_PARAM}=${pick}: no example "${example}" (expected endpoint:example; ${offered.join('; ')})`
        : `dev API: ?${EXAMPLE_PICK_PARAM}=${pick}: no screen declares an endpoint "${name}" (expected endpoint:example, the endpoint's name in a screen's "endpoints")`,
    );
  }
  return { overrides, warnings };
}

/**
 * Applies the picks of the page's address (kept for the tab) or, without one, those kept earlier in
 * the tab; returns the warnings to print.
 */
export function applyExamplePicks(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, declared: readonly DeclaredEndpoint[], language = ''): string[] {
  const given = new URLSearchParams(search).get(EXAMPLE_PICK_PARAM);
  if (given !== null) {
    if (given.trim()) storage.setItem(EXAMPLE_PICKS_STORAGE_KEY, given);
    else storage.removeItem(EXAMPLE_PICKS_STORAGE_KEY);
  }
  const value = given ?? storage.getItem(EXAMPLE_PICKS_STORAGE_KEY) ?? '';
  const { overrides, warnings } = examplePicks(value, declared, language);
  for (const [path, override] of overrides) setReplyOverride(path, override);
  return warnings;
}
