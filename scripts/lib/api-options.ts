// The flags of `npm run api` (scripts/contract/api.ts), read into the stand-in API's options, or the first
// problem with them in words that say the fix.
import { parseArgs } from 'node:util';
import { originProblem } from '../../src/api/cross-origin';

export const apiUsage = 'usage: npm run api -- [--port 8790] [--host 127.0.0.1] [--cors-origin <site origin>]…';

export interface ApiOptions {
  port: number;
  host: string;
  corsOrigins: string[];
}

export function readApiOptions(args: string[]): { options: ApiOptions } | { problem: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        port: { type: 'string', default: '8790' },
        host: { type: 'string', default: '127.0.0.1' },
        'cors-origin': { type: 'string', multiple: true, default: [] },
      },
    }));
  } catch (error) {
    return { problem: `${error instanceof Error ? error.message : String(error)}\n${apiUsage}` };
  }
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port < 1 || port > 65535) return { problem: `--port ${values.port}: not a port (expected a number from 1 to 65535, e.g. --port 8790)` };
  for (const origin of values['cors-origin']) {
    const problem = originProblem(origin);
    if (problem) return { problem: `--cors-origin ${problem}` };
  }
  return { options: { port, host: values.host, corsOrigins: [...new Set(values['cors-origin'])] } };
}

/** What a failed listen means for whoever typed the command. */
export function listenProblem(error: unknown, { port, host }: ApiOptions): string {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') return `port ${port} on ${host} is taken (another \`npm run api\`, or another server): stop it or give another one, e.g. --port ${port + 1}`;
  if (code === 'EACCES') return `port ${port} needs privileges this user lacks: give one above 1023, e.g. --port 8790`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return `--host ${host}: not an address of this machine (expected e.g. 127.0.0.1, or 0.0.0.0 for every interface)`;
  return `could not listen on ${host}:${port}: ${error instanceof Error ? error.message : String(error)}`;
}
