/**
 * The dev API for Vitest and other Node code (serve:prod, the end-to-end routing): the written
 * handlers, then the example replies of the endpoints screens declare, then the line that says
 * what is missing. `server.listen()` in a test's setup.
 */
import { setupServer } from 'msw/node';
import { readDeclaredEndpoints } from './declared-endpoints';
import { exampleHandlers, missingReplyHandler } from './example-replies';
import { handlers } from './handlers';
import { telemetryHandlers } from './telemetry';

const declared = readDeclaredEndpoints();

// Telemetry only in Node: beacons go to one process (serve:prod, the dev server), never to a tab's worker.
export const devApiHandlers = [...handlers, ...telemetryHandlers, ...exampleHandlers(declared), missingReplyHandler(declared)];

export const server = setupServer(...devApiHandlers);
