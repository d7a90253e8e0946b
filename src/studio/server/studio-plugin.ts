// The studio (issue 66, docs/new-screen.md): /__studio on the dev server only (`apply: 'serve'`),
// so no build has it. The page is src/studio/ui/main.tsx; its requests under /__studio/api are
// answered by studio-api.ts (GET /screens, /file?file=…, /schemas; POST /validate, /save, /check).
import type { IncomingMessage } from 'node:http';
import type { Plugin } from 'vite';
import type * as StudioApi from './studio-api.ts';

export const studioBase = '/__studio';

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Screen studio</title>
  </head>
  <body>
    <div id="studio"></div>
    <script type="module" src="/src/studio/ui/main.tsx"></script>
  </body>
</html>
`;

function jsonBody(request: IncomingMessage): () => Promise<unknown> {
  return () =>
    new Promise((resolve, reject) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        try {
          resolve(JSON.parse(text));
        } catch {
          reject(new Error('the request body is not JSON (expected { "edits": [{ "file", "document" }], "texts": { … } })'));
        }
      });
      request.on('error', reject);
    });
}

/** Why a request to the studio's API is not the studio page's own (undefined when it is). */
export function foreignRequest(request: Pick<IncomingMessage, 'method' | 'headers'>): string | undefined {
  const origin = request.headers.origin;
  const hostOf = (address: string) => URL.parse(address)?.host;
  if (origin !== undefined && hostOf(origin) !== request.headers.host) return `a request from ${origin}: the studio answers only its own page (open ${studioBase} on this server)`;
  if (request.method !== 'GET' && !String(request.headers['content-type'] ?? '').startsWith('application/json')) return 'a change without content-type application/json: the studio page sends JSON';
  return undefined;
}

export function studioPlugin(): Plugin {
  let root = '';
  return {
    name: 'studio',
    apply: 'serve',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use(studioBase, (request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://studio');
        const reply = async () => {
          if (request.method === 'GET' && (url.pathname === '/' || url.pathname === '/index.html')) {
            response.setHeader('content-type', 'text/html');
            response.end(await server.transformIndexHtml(`${studioBase}/`, page));
            return;
          }
          if (!url.pathname.startsWith('/api/')) return next();
          // The studio writes files: a request another site's page makes to this dev server is
          // refused. A cross-site page can send a simple POST, not one with a JSON type (the browser
          // asks first, and nothing here answers that), and its browser names its origin.
          const refused = foreignRequest(request);
          if (refused) {
            response.statusCode = 403;
            response.setHeader('content-type', 'application/json');
            response.end(JSON.stringify({ error: refused }));
            return;
          }
          // The compiler and the dev API load through the dev server's module loader, on the first request.
          const api = (await server.ssrLoadModule('/src/studio/server/studio-api.ts')) as typeof StudioApi;
          const { status, value } = await api.studioAnswer(root, { method: request.method ?? 'GET', path: url.pathname.slice('/api'.length), query: url.searchParams, body: jsonBody(request) });
          response.statusCode = status;
          response.setHeader('content-type', 'application/json');
          response.setHeader('cache-control', 'no-store');
          response.end(JSON.stringify(value));
        };
        reply().catch((error: unknown) => {
          response.statusCode = 500;
          response.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
        });
      });
    },
  };
}
