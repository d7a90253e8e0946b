// npm run probe -- --base <url> [--session <file>] [--params <file>] [--given <name>=<value>]… [--given-file <file>]
//                  [--include-writes [--allow-writes <origin>]… [--reset-stand-in]] [--dry-run] [--lang en|fil] [--only <text>]
//
// Checks a live backend against what the screens need (src/contract/probe.ts): calls each endpoint
// the screens declare, as they do, and prints one line per endpoint: ok, thin (fits its schema but
// holds nothing its page shows), handled (answered a failure code its screen handles, not its success
// reply), failed (each problem with its JSON pointer into the reply), not called (it needs an earlier
// reply that did not come, or a value nobody gave) or skipped (it changes data: only with
// --include-writes). docs/dev-api.md, "npm run probe", says every flag.
//
// Exit codes: 0 every endpoint called showed its success reply; 1 one did not (handled, failed or
// not called: each is named at the end with what came instead); 2 refused before any call (a wrong
// flag, or writes to a base not in the write allow-list: src/contract/write-guard.ts).
import { probeCommand } from '../src/contract/probe-command';

process.exit(await probeCommand(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line), env: process.env }));
