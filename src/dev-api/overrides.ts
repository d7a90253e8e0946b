/**
 * Per-path reply overrides: how Storybook scenarios, unit tests and end-to-end tests force a
 * failure, an empty list, an HTTP status or a reply that never comes, without touching the
 * handlers. Keys are endpoint paths as given to devEndpoint (without the /stations prefix).
 */

export interface ReplyOverride {
  /** HTTP status of the forced reply. Alone (no json/body) it replaces the reply with a short text body. */
  status?: number;
  /** JSON body to reply with (replaces the handler's reply). */
  json?: unknown;
  /** Raw text body to reply with, e.g. an HTML error page or broken JSON. */
  body?: string;
  /** Content type for `body` (default text/plain) or `json` (default application/json). */
  contentType?: string;
  /** Wait this long before replying; replaces the global latency for this path. Alone it delays the normal reply. */
  delayMs?: number;
  /** The reply never comes: for testing loading states and client time-outs. */
  never?: true;
  /** The request fails as when the phone loses its connection (fetch rejects; no status, no body). */
  networkError?: true;
}

const overrides = new Map<string, ReplyOverride>();

export function setReplyOverride(path: string, override: ReplyOverride): void {
  overrides.set(normalisePath(path), override);
}

export function clearReplyOverride(path: string): void {
  overrides.delete(normalisePath(path));
}

export function clearReplyOverrides(): void {
  overrides.clear();
}

export function getReplyOverride(path: string): ReplyOverride | undefined {
  return overrides.get(normalisePath(path));
}

/**
 * Sets many overrides at once from parsed JSON, e.g. `{ "/user-problem/problem-list": { "status": 500 } }`.
 * A `null` value clears that path. Throws a message naming the bad key and the expected shape,
 * because the JSON usually comes from a test page or sessionStorage that a person typed.
 */
export function applyOverridesFromJson(input: unknown): void {
  if (!isPlainObject(input)) {
    throw new Error(`dev API overrides: expected an object of path → override, got ${describe(input)}`);
  }
  const checked: [string, ReplyOverride | null][] = Object.entries(input).map(([path, value]) => [
    path,
    value === null ? null : parseOverride(path, value),
  ]);
  // Apply only after every entry is valid, so a typo does not leave half of a scenario in place.
  for (const [path, override] of checked) {
    if (override === null) clearReplyOverride(path);
    else setReplyOverride(path, override);
  }
}

function parseOverride(path: string, value: unknown): ReplyOverride {
  const where = `dev API overrides["${path}"]`;
  if (!path.startsWith('/')) throw new Error(`${where}: the key must be an endpoint path starting with "/", e.g. "/v3/bind-card/card-init"`);
  if (!isPlainObject(value)) throw new Error(`${where}: expected an object like { "status": 500 }, got ${describe(value)}`);
  const allowed = new Set(['status', 'json', 'body', 'contentType', 'delayMs', 'never', 'networkError']);
  for (const key of Object.keys(value)) {
    if (!allowed.has(key)) throw new Error(`${where}: unknown key "${key}" (expected one of ${[...allowed].join(', ')})`);
  }
  const override: ReplyOverride = {};
  if (value.status !== undefined) {
    if (!Number.isInteger(value.status) || (value.status as number) < 200 || (value.status as number) > 599) {
      throw new Error(`${where}.status: expected an integer HTTP status 200-599, got ${describe(value.status)}`);
    }
    override.status = value.status as number;
  }
  if ('json' in value) override.json = value.json;
  if (value.body !== undefined) {
    if (typeof value.body !== 'string') throw new Error(`${where}.body: expected a string, got ${describe(value.body)}`);
    override.body = value.body;
  }
  if (value.contentType !== undefined) {
    if (typeof value.contentType !== 'string') throw new Error(`${where}.contentType: expected a string, got ${describe(value.contentType)}`);
    override.contentType = value.contentType;
  }
  if (value.delayMs !== undefined) {
    if (typeof value.delayMs !== 'number' || !(value.delayMs >= 0)) {
      throw new Error(`${where}.delayMs: expected a number of milliseconds ≥ 0, got ${describe(value.delayMs)}`);
    }
    override.delayMs = value.delayMs;
  }
  if (value.never !== undefined) {
    if (value.never !== true) throw new Error(`${where}.never: expected true, got ${describe(value.never)}`);
    override.never = true;
  }
  if (value.networkError !== undefined) {
    if (value.networkError !== true) throw new Error(`${where}.networkError: expected true, got ${describe(value.networkError)}`);
    override.networkError = true;
  }
  return override;
}

// "/stations/x" and "x/" are common slips when typing a scenario by hand; accept them.
function normalisePath(path: string): string {
  let p = path.startsWith('/stations/') ? path.slice('/stations'.length) : path;
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? JSON.stringify(value) : typeof value;
}
