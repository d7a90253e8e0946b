/**
 * The dev API for Vitest and other Node code (serve:prod, the end-to-end routing): the written
 * handlers, then the example replies of the endpoints screens declare, then the line that says
 * what is missing. `server.listen()` in a test's setup.
 */
import { setupServer } from 'msw/node';
import { readDeclaredEndpoints } from './declared-endpoints';
import { exampleHandlers, missingReplyHandler } from './example-replies';
import { handlers } from './handlers';

const declared = readDeclaredEndpoints();

export const devApiHandlers = [...handlers, ...exampleHandlers(declared), missingReplyHandler(declared)];

export const server = setupServer(...devApiHandlers);
