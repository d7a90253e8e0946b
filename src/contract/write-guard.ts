// Node-only: whether npm run probe may call the endpoints that change data at a base. A writes run
// creates a loan, pays, binds a bank account, sends an SMS and saves a complaint, so it needs the
// base's origin named, not a bare "yes": a command copied from a staging runbook then cannot write
// to production when only its --base is edited.

/** The environment variable of a machine's standing allow-list: origins, comma-separated. */
export const writeOriginsVariable = 'PROBE_WRITE_ORIGINS';

// Loopback is allowed without naming it: the stand-in (npm run api, the tests) and a developer's
// own server run there, and no lender's server is reached there except through a tunnel someone
// opened on purpose (kubectl port-forward), which the run's first line then names.
const isLoopback = (host: string) => host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';

/** Each entry's origin, or an error naming the entry that is not a URL. */
export function allowedOrigins(entries: readonly string[]): string[] {
  return entries
    .flatMap((entry) => entry.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      try {
        return new URL(entry).origin;
      } catch {
        throw new Error(`${entry}: not an origin (expected e.g. https://staging.example.ph, as --allow-writes or in ${writeOriginsVariable})`);
      }
    });
}

/** Why writes may go to the base, or undefined when they may not. */
export function writesAllowedBecause(base: string, allowed: readonly string[]): string | undefined {
  const url = new URL(base);
  if (allowed.includes(url.origin)) return `${url.origin} is in the write allow-list`;
  if (isLoopback(url.hostname)) return `${url.origin} is a loopback address, allowed by default (a tunnel to a real server is not: stop if this is one)`;
  return undefined;
}

/** The refusal, with what the run would have done and how to allow it. */
export function writesRefused(base: string, writes: readonly string[]): string {
  const origin = new URL(base).origin;
  return [
    `--include-writes refused, nothing was called: ${origin} is not in the write allow-list (loopback addresses, --allow-writes, ${writeOriginsVariable}).`,
    `The run would call ${writes.length} endpoints that change data there (create a loan, pay, bind a bank account, send an SMS, save a complaint):`,
    ...writes.map((w) => `  ${w}`),
    `To see what each would send, without calling anything: --dry-run.`,
    `To allow it: --allow-writes ${origin}, or ${writeOriginsVariable}=${origin} on a machine that always may.`,
  ].join('\n');
}
