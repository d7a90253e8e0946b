// npm run api -- [--port 8790] [--host 127.0.0.1] [--cors-origin <site origin>]…
//
// The stand-in API alone on a port, in Node: the dev API's handlers (src/dev-api/, its reading of
// SPEC.md, not the lender's backend) under /stations, for a backend engineer's curl and
// `npm run probe`, or as a staging nginx's upstream. Each --cors-origin is a site origin it answers
// CORS for, as a separate API origin must (the API document's "Separate API origin" rule);
// without one it sends no CORS headers, as behind the site's own /stations proxy. Data lives in
// memory; `POST /stations/dev-api/reset` goes back to the seed. Ctrl-C stops it.
import market from '../../config/market.json' with { type: 'json' };
import { startDevApiUpstream } from '../lib/dev-api-upstream';
import { listenProblem, readApiOptions } from '../lib/api-options';

const read = readApiOptions(process.argv.slice(2));
if ('problem' in read) {
  console.error(`npm run api: ${read.problem}`);
  process.exit(2);
}
const { options } = read;
let api;
try {
  api = await startDevApiUpstream(options);
} catch (error) {
  console.error(`npm run api: ${listenProblem(error, options)}`);
  process.exit(2);
}
const cors = options.corsOrigins.length ? `CORS for ${options.corsOrigins.join(', ')}` : 'no CORS headers (give --cors-origin <site origin> for a site on another origin)';
console.log(`stand-in API (the dev API's handlers) listening on ${api.url}${market.apiBase}; ${cors}; Ctrl-C stops it`);

const stop = (signal: string) => {
  console.log(`\n${signal}: stopping the stand-in API`);
  void api.close().then(() => process.exit(0));
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
