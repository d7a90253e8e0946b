/** The dev API as an msw server for Vitest and other Node code: `server.listen()` in a test's setup. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
