// What a host must send for each kind of response (issue 27), as problem lists: the header tests
// expect none behind the nginx site the build wrote, and some behind a site missing a rule.
import type { HostReply } from '../../scripts/lib/raw-get';
import { cacheControls } from '../../src/app/cache-policy';
import { securityHeaders } from '../../src/app/security-policy';

/** The same value, however a server spaced it (nginx leaves two spaces where a runtime origin is empty). */
const spaced = (value: string) => value.replace(/\s+/g, ' ').replace(/ ;/g, ';').trim();

/** The security headers every response carries, the same as serve:prod's (src/app/security-policy.ts). */
export function securityProblems(reply: HostReply, where: string, apiOrigin = '', telemetryEndpoint = ''): string[] {
  return Object.entries(securityHeaders(apiOrigin, telemetryEndpoint)).flatMap(([name, value]) => {
    const sent = reply.headers[name.toLowerCase()];
    if (sent === undefined) return [`${where}: no ${name} header`];
    return spaced(sent) === spaced(value) ? [] : [`${where}: ${name} is "${sent}" (expected "${value}")`];
  });
}

const varyOf = (reply: HostReply) => new Set((reply.headers.vary ?? '').split(',').map((name) => name.trim().toLowerCase()));

/** One Vary line naming every request header that chose the reply: two lines (nginx's gzip_vary beside the site's own) is a header some caches read only the first of. */
function varyLineProblems(reply: HostReply, where: string): string[] {
  const lines = reply.lines.vary ?? 0;
  return lines > 1 ? [`${where}: ${lines} Vary headers "${reply.headers.vary}" (expected one)`] : [];
}

/** A page: 200, its HTML, asked again before reuse, brotli when asked for, and a Vary for every request header that chose it. */
export function pageProblems(reply: HostReply, where: string, encoding: 'br' | 'gzip' = 'br'): string[] {
  const problems = securityProblems(reply, where);
  if (reply.status !== 200) problems.push(`${where}: status ${reply.status} (expected 200)`);
  if (!reply.headers['content-type']?.startsWith('text/html')) problems.push(`${where}: Content-Type ${reply.headers['content-type']} (expected text/html)`);
  if (reply.headers['cache-control'] !== cacheControls.revalidate) problems.push(`${where}: Cache-Control "${reply.headers['cache-control']}" (expected "${cacheControls.revalidate}")`);
  if (reply.headers['content-encoding'] !== encoding) problems.push(`${where}: Content-Encoding ${reply.headers['content-encoding']} (expected ${encoding} for Accept-Encoding: ${encoding})`);
  for (const name of ['accept-encoding', 'accept-language', 'cookie']) if (!varyOf(reply).has(name)) problems.push(`${where}: Vary "${reply.headers.vary}" lacks ${name}`);
  problems.push(...varyLineProblems(reply, where));
  return problems;
}

/** A hashed asset: kept a year without asking, sent in the encoding asked for. */
export function assetProblems(reply: HostReply, where: string, encoding: 'br' | 'gzip' | undefined): string[] {
  const problems = securityProblems(reply, where);
  if (reply.status !== 200) problems.push(`${where}: status ${reply.status} (expected 200)`);
  if (reply.headers['cache-control'] !== cacheControls.immutable) problems.push(`${where}: Cache-Control "${reply.headers['cache-control']}" (expected "${cacheControls.immutable}")`);
  if (reply.headers['content-encoding'] !== encoding) problems.push(`${where}: Content-Encoding ${reply.headers['content-encoding']} (expected ${encoding ?? 'none'})`);
  if (encoding && !varyOf(reply).has('accept-encoding')) problems.push(`${where}: no Vary: Accept-Encoding`);
  problems.push(...varyLineProblems(reply, where));
  return problems;
}

export { get, getOverHttp2, linkedAssets } from '../../scripts/lib/raw-get';
