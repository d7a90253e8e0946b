/**
 * `npm run dev` receives reports in the dev server itself: a beacon is a real request to
 * /stations/dev-api/telemetry, answered here by the same handlers as serve:prod's (telemetry.ts),
 * so the list of what arrived lives in one process whichever tab sent it. The tab's mock worker,
 * which Chromium routes beacons through, lets them pass (telemetry-passthrough.ts).
 */
import type { IncomingMessage } from 'node:http';
import { getResponse } from 'msw';
import type { Plugin } from 'vite';
import { telemetryHandlers, telemetryPath } from './telemetry.ts';

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function telemetryDevPlugin(): Plugin {
  return {
    name: 'dev-api-telemetry',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(`/stations${telemetryPath}`, (req, res, next) => {
        void (async () => {
          const url = new URL(req.originalUrl ?? req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
          const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(await readBody(req));
          const reply = await getResponse(telemetryHandlers, new Request(url, { method: req.method, body }));
          if (!reply) return next();
          res.statusCode = reply.status;
          reply.headers.forEach((value, name) => res.setHeader(name, value));
          res.end(Buffer.from(await reply.arrayBuffer()));
        })().catch(next);
      });
    },
  };
}
