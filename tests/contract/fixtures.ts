/**
 * Contract fixtures: replies written from SPEC.md's and CONTRACT.md's field lists alone, not from
 * the dev API, so a screen is tried against what a real backend may send rather than against our
 * own reading of it. One file per endpoint in tests/contract/replies/, each reply in two shapes:
 *
 * - "numbers": numbers, 0/1 flags, every optional field present;
 * - "strings": numeric strings ("5678.00"), "0"/"1" flags, optional fields absent, money display
 *   strings ("₱5,150.00") where a field is only shown, and a list SPEC's requests send comma-joined
 *   as one comma-joined string (the complaint's images).
 *
 * Every screen is opened with those two. A fixture may add shapes of its own, named for the one case
 * they hold (the upload's "same-origin url" and "relative path"), for the tests that ask for them by
 * name; every shape must be a reply the endpoint's schema accepts (tests/unit/contract-fixtures.test.ts).
 *
 * API for test harnesses (unit and end-to-end):
 *   contractEndpoints()                → every endpoint with its shapes
 *   contractReply(method, path, shape) → the reply envelope to serve (any shape, by name), or undefined
 *   contractOverrides(shape)           → dev API overrides (src/dev-api/overrides.ts) for every endpoint
 * Paths are without the /stations prefix, as in screens/*.json; "{provider}" in a fixture's path
 * matches any one path segment (part), so the request's own path can be passed as it is.
 *
 * Node only (reads the files with node:fs).
 */
import { contractShapes, readContractFixtures, samePath, type ContractEndpoint, type ContractShape } from '../../src/contract/fixtures';

export { contractShapes, type ContractEndpoint, type ContractShape };

let cache: ContractEndpoint[] | undefined;

/** Every endpoint that has contract fixtures, read once from tests/contract/replies/. */
export function contractEndpoints(): ContractEndpoint[] {
  return (cache ??= readContractFixtures());
}

/** The endpoint whose fixture answers this request, if any. A leading /stations is ignored. */
export function contractEndpoint(method: string, path: string): ContractEndpoint | undefined {
  const bare = path.startsWith('/stations/') ? path.slice('/stations'.length) : path;
  return contractEndpoints().find((e) => e.method === method.toUpperCase() && samePath(e.path, bare));
}

/**
 * The reply envelope of one shape for a request, or undefined when no fixture covers it. A copy:
 * callers may change it. A shape the fixture lacks throws, naming the file and the shapes it has.
 */
export function contractReply(method: string, path: string, shape: string): unknown {
  const endpoint = contractEndpoint(method, path);
  if (endpoint === undefined) return undefined;
  if (!(shape in endpoint.shapes)) throw new Error(`${endpoint.file}#/shapes: no shape "${shape}" (expected one of ${Object.keys(endpoint.shapes).join(', ')})`);
  return structuredClone(endpoint.shapes[shape]);
}

/**
 * Dev API overrides answering every fixture endpoint with one shape, keyed by path (with
 * "{provider}" replaced by the market's provider, as the dev API's handlers see it).
 */
export function contractOverrides(shape: ContractShape, provider: string): Record<string, { json: unknown }> {
  return Object.fromEntries(contractEndpoints().map((e) => [e.path.replace(/\{provider\}/g, provider), { json: structuredClone(e.shapes[shape]) }]));
}
