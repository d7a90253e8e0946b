// Query values stay strings, as the address has them (TanStack Router's default parser would turn
// productId=1 into a number and "00" into 0).
export function parseSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search));
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The query of a hash route (the landing's `#/agreementTemplate?id=1` → `?id=1`); '' when the hash has none. */
export function hashSearch(hash: string): string {
  const at = hash.indexOf('?');
  return at < 0 ? '' : hash.slice(at);
}
