// npm run probe -- --base <url> [--session <file>] [--params <file>] [--given <name>=<value>]… [--given-file <file>]
//                  [--include-writes [--allow-writes <origin>]… [--reset-stand-in]] [--dry-run] [--lang en|fil] [--only <text>]
//
// Checks a live backend against what the screens need (src/contract/probe.ts): calls each endpoint
// the screens declare, as they do (each request checked against the OpenAPI document first), and
// prints one line per endpoint and per captcha picture: ok, thin (fits its schema but holds nothing
// its page shows, or a bank form without items), slow, warned (a number JSON.parse cannot keep),
// handled (answered a failure code its screen handles, not its success reply), failed (each problem
// with its JSON pointer into the reply), probe bug (the probe's request does not fit the document:
// not sent), not called (it needs an earlier reply that did not come, named with its fault, or a
// value nobody gave) or skipped (it changes data: only with --include-writes). docs/probe.md says
// every flag.
//
// Exit codes: 0 every endpoint called showed its success reply; 1 one did not (handled, failed,
// probe bug or not called: each is named at the end with what came instead); 2 refused before any call (a wrong
// flag, or writes to a base not in the write allow-list: src/contract/write-guard.ts).
import { probeCommand } from '../../src/contract/probe-command';

process.exit(await probeCommand(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line), env: process.env }));
